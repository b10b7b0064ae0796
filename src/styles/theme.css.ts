import { createTheme, createThemeContract } from '@vanilla-extract/css'
import { darkColors, lightColors, scaleTokens } from './tokens'

/**
 * The one theme contract: every colour, space, radius, font, shadow and z-index a primitive or a
 * screen may use. Values come from the themes below; the contract only names the variables.
 */
export const vars = createThemeContract({ ...lightColors, ...scaleTokens })

export const lightColorScheme = createTheme(vars, { ...lightColors, ...scaleTokens }, 'light')

export const darkColorScheme = createTheme(vars, { ...darkColors, ...scaleTokens }, 'dark')

/** The theme class for a resolved colour mode. */
export const colorSchemeClass = { light: lightColorScheme, dark: darkColorScheme } as const
