import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { MockControls, type MockControlsProps } from './mock-controls'

export const MOCK_CONTROLS_ROOT_ID = 'candor-mock-controls'

/**
 * Renders the mock controls into a DOM root of their own at the end of the body, beside (never
 * inside) the app's. Returns the function that removes them.
 */
export function mountMockControls(props: MockControlsProps): () => void {
  const container = document.createElement('div')
  container.id = MOCK_CONTROLS_ROOT_ID
  document.body.append(container)
  const root = createRoot(container)
  root.render(
    <StrictMode>
      <MockControls {...props} />
    </StrictMode>,
  )
  return () => {
    root.unmount()
    container.remove()
  }
}
