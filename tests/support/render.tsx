import { QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { render, type RenderOptions } from 'vitest-browser-react'
import { createQueryClient } from '@/api/query'
import type { ResolvedTheme } from '@/lib/theme'
import { ThemeProvider } from '@/ui/theme-provider'
import { ToastRegion } from '@/ui/toast'

export interface RenderWithThemeOptions extends RenderOptions {
  /** Forces the theme; without it the user's choice (store) applies. */
  theme?: ResolvedTheme
}

/**
 * Renders `ui` as the app does: inside the ThemeProvider, with the toast region mounted and a
 * query client of its own (nothing cached leaks from one test to the next).
 */
export function renderWithTheme(ui: ReactNode, { theme, ...options }: RenderWithThemeOptions = {}) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ThemeProvider theme={theme}>
        {ui}
        <ToastRegion />
      </ThemeProvider>
    </QueryClientProvider>,
    options,
  )
}
