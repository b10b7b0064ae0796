import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { DOCK_HEIGHT, DOCK_INSET } from './mock-controls.css'
import { MockControls, type MockControlsProps } from './mock-controls'

export const MOCK_CONTROLS_ROOT_ID = 'candor-mock-controls'

/**
 * The room the app leaves free at the bottom of the page and of its dialog layers
 * (src/styles/reserved.ts): the dock floats there, so it never covers content.
 */
const RESERVED_BOTTOM = '--candor-reserved-bottom'

/**
 * Renders the mock controls into a DOM root of their own at the end of the body, beside (never
 * inside) the app's, and reserves their room. Returns the function that removes both.
 */
export function mountMockControls(props: MockControlsProps): () => void {
  const container = document.createElement('div')
  container.id = MOCK_CONTROLS_ROOT_ID
  document.body.append(container)
  document.documentElement.style.setProperty(
    RESERVED_BOTTOM,
    `calc(${DOCK_HEIGHT} + 2 * ${DOCK_INSET})`,
  )
  const root = createRoot(container)
  root.render(
    <StrictMode>
      <MockControls {...props} />
    </StrictMode>,
  )
  return () => {
    root.unmount()
    container.remove()
    document.documentElement.style.removeProperty(RESERVED_BOTTOM)
  }
}
