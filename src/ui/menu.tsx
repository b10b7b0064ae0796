import type { ReactNode } from 'react'
import {
  Header,
  Menu as RACMenu,
  MenuItem as RACMenuItem,
  MenuSection as RACMenuSection,
  MenuTrigger,
  Popover,
  Separator,
  composeRenderProps,
  type HeaderProps,
  type MenuItemProps as RACMenuItemProps,
  type MenuProps as RACMenuProps,
  type MenuSectionProps as RACMenuSectionProps,
  type MenuTriggerProps,
  type PopoverProps,
  type SeparatorProps,
} from 'react-aria-components'
import { Button, type ButtonProps } from './button'
import { FocusReturn } from './focus-return'
import * as styles from './menu.css'
import * as listStyles from './popover.css'
import { cx } from './utils'

export { MenuTrigger }

export interface MenuProps<T extends object> extends RACMenuProps<T> {
  /**
   * Where the menu opens relative to its trigger.
   * @default 'bottom end'
   */
  placement?: PopoverProps['placement']
}

/** The menu in its popover; put it in a MenuTrigger after the trigger button. */
export function Menu<T extends object>({
  placement = 'bottom end',
  className,
  ...props
}: MenuProps<T>) {
  return (
    <Popover placement={placement} className={listStyles.popover}>
      <RACMenu
        {...props}
        className={composeRenderProps(className, (own) => cx(styles.menu, own))}
      />
      <FocusReturn />
    </Popover>
  )
}

export type MenuItemProps<T extends object> = RACMenuItemProps<T>

export function MenuItem<T extends object>({ className, ...props }: MenuItemProps<T>) {
  return (
    <RACMenuItem
      {...props}
      className={composeRenderProps(className, (own) => cx(styles.item, own))}
    />
  )
}

export type MenuSectionProps<T extends object> = RACMenuSectionProps<T>

/** A group of items; a MenuHeader inside names it (e.g. the signed-in user's email and role). */
export function MenuSection<T extends object>({ className, ...props }: MenuSectionProps<T>) {
  return <RACMenuSection {...props} className={cx(styles.section, className)} />
}

export type MenuHeaderProps = HeaderProps

export function MenuHeader({ className, ...props }: MenuHeaderProps) {
  return <Header {...props} className={cx(listStyles.sectionHeader, className)} />
}

export type MenuSeparatorProps = SeparatorProps

export function MenuSeparator({ className, ...props }: MenuSeparatorProps) {
  return <Separator {...props} className={cx(listStyles.separator, className)} />
}

export interface MenuButtonProps<T extends object> extends MenuProps<T> {
  /** The trigger button's content (its name, unless `triggerProps` has an `aria-label`). */
  label: ReactNode
  /** Props for the trigger Button. @default { variant: 'secondary' } */
  triggerProps?: Omit<ButtonProps, 'children'>
  /** Open state of the menu (controlled), see MenuTrigger. */
  isOpen?: MenuTriggerProps['isOpen']
  onOpenChange?: MenuTriggerProps['onOpenChange']
}

/** A button that opens a menu: MenuTrigger + Button + Menu (the settings menu). */
export function MenuButton<T extends object>({
  label,
  triggerProps,
  isOpen,
  onOpenChange,
  ...menuProps
}: MenuButtonProps<T>) {
  return (
    <MenuTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      <Button variant="secondary" {...triggerProps}>
        {label}
      </Button>
      <Menu {...menuProps} />
    </MenuTrigger>
  )
}
