import type { ReactNode } from 'react'
import { render, type RenderOptions } from 'vitest-browser-react'
import type { ResolvedTheme } from '@/lib/theme'
import { ThemeProvider } from '@/ui/theme-provider'
import { ToastRegion } from '@/ui/toast'

export interface RenderWithThemeOptions extends RenderOptions {
  /** Forces the theme; without it the user's choice (store) applies. */
  theme?: ResolvedTheme
}

/** Renders `ui` as the app does: inside the ThemeProvider, with the toast region mounted. */
export function renderWithTheme(ui: ReactNode, { theme, ...options }: RenderWithThemeOptions = {}) {
  return render(
    <ThemeProvider theme={theme}>
      {ui}
      <ToastRegion />
    </ThemeProvider>,
    options,
  )
}
