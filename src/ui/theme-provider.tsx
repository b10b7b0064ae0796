import { useLayoutEffect, type ReactNode } from 'react'
import { useTheme, type ResolvedTheme } from '@/lib/theme'
import '@/styles/global.css'
import { themeClass } from '@/styles/theme.css'

export interface ThemeProviderProps {
  children?: ReactNode
  /** Forces a theme (tests, stories) instead of the user's choice. */
  theme?: ResolvedTheme
}

/**
 * Puts the resolved theme's class and `color-scheme` on <html>, not on a wrapper, so that
 * popovers, modals and toasts (portalled into <body>) get the same variables.
 */
export function ThemeProvider({ children, theme }: ThemeProviderProps) {
  const { resolved } = useTheme()
  const active = theme ?? resolved

  // Layout effect: the class is in place before the first paint, so there is no light flash.
  useLayoutEffect(() => {
    const root = document.documentElement
    root.classList.remove(themeClass.light, themeClass.dark)
    root.classList.add(themeClass[active])
    root.style.colorScheme = active
    root.dataset.theme = active
    return () => {
      root.classList.remove(themeClass[active])
      root.style.removeProperty('color-scheme')
      delete root.dataset.theme
    }
  }, [active])

  return children
}
