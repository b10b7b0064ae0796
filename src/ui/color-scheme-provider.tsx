import { useLayoutEffect, type ReactNode } from 'react'
import { useColorScheme, type ResolvedColorScheme } from '@/lib/color-scheme'
import '@/styles/global.css'
import { colorSchemeClass } from '@/styles/theme.css'

export interface ColorSchemeProviderProps {
  children?: ReactNode
  /** Forces a theme (tests, stories) instead of the user's choice. */
  theme?: ResolvedColorScheme
}

/**
 * Puts the resolved theme's class and `color-scheme` on <html>, not on a wrapper, so that
 * popovers, modals and toasts (portalled into <body>) get the same variables.
 */
export function ColorSchemeProvider({ children, theme }: ColorSchemeProviderProps) {
  const { resolved } = useColorScheme()
  const active = theme ?? resolved

  // Layout effect: the class is in place before the first paint, so there is no light flash.
  useLayoutEffect(() => {
    const root = document.documentElement
    root.classList.remove(colorSchemeClass.light, colorSchemeClass.dark)
    root.classList.add(colorSchemeClass[active])
    root.style.colorScheme = active
    root.dataset.theme = active
    return () => {
      root.classList.remove(colorSchemeClass[active])
      root.style.removeProperty('color-scheme')
      delete root.dataset.theme
    }
  }, [active])

  return children
}
