/**
 * Room at the bottom of the viewport that something docked there (the mock modes' Mock controls
 * button) asks the app to leave free, through the custom property it sets on <html>; none when
 * nothing does. The page and every dialog layer keep it clear (docs/architecture.md#reserved-room).
 */
export const reservedBottom = 'var(--candor-reserved-bottom, 0px)'
