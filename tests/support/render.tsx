import { QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { render, type RenderOptions } from 'vitest-browser-react'
import { createQueryClient } from '@/api/query'
import type { ResolvedColorScheme } from '@/lib/color-scheme'
import { ColorSchemeProvider } from '@/ui/color-scheme-provider'
import { ToastRegion } from '@/ui/toast'

export interface RenderWithColorSchemeOptions extends RenderOptions {
  /** Forces the theme; without it the user's choice (store) applies. */
  theme?: ResolvedColorScheme
}

/**
 * Renders `ui` as the app does: inside the ColorSchemeProvider, with the toast region mounted and a
 * query client of its own (nothing cached leaks from one test to the next).
 */
export function renderWithColorScheme(
  ui: ReactNode,
  { theme, ...options }: RenderWithColorSchemeOptions = {},
) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ColorSchemeProvider theme={theme}>
        {ui}
        <ToastRegion />
      </ColorSchemeProvider>
    </QueryClientProvider>,
    options,
  )
}
