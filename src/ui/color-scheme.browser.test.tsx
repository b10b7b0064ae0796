import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { cdp, page } from 'vitest/browser'
import { colorSchemeActions, colorSchemeState } from '@/lib/color-scheme'
import { darkColorScheme, lightColorScheme } from '@/styles/theme.css'
import { darkColors, lightColors } from '@/styles/tokens'
import { renderWithColorScheme } from '../../tests/support/render'
import { Modal } from './modal'
import { ColorSchemePicker } from './color-scheme-picker'

const root = document.documentElement

/** Emulates the OS colour preference, as the user switching their system theme would. */
async function emulateSystemDark(dark: boolean) {
  await cdp().send('Emulation.setEmulatedMedia', {
    features: [{ name: 'prefers-color-scheme', value: dark ? 'dark' : 'light' }],
  })
}

/** Colours are compared as the browser reports them. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16))
  return `rgb(${r}, ${g}, ${b})`
}

beforeEach(async () => {
  localStorage.clear()
  await emulateSystemDark(false)
  colorSchemeActions.setChoice('system')
})
afterEach(() => emulateSystemDark(false))

describe('ColorSchemeProvider', () => {
  it('puts the resolved theme class and color-scheme on <html>, and follows the choice', async () => {
    await renderWithColorScheme(<p>Dashboard</p>)
    expect(root.classList.contains(lightColorScheme)).toBe(true)
    expect(root.style.colorScheme).toBe('light')
    expect(getComputedStyle(document.body).backgroundColor).toBe(rgb(lightColors.color.background))

    colorSchemeActions.setChoice('dark')
    await expect.poll(() => root.classList.contains(darkColorScheme)).toBe(true)
    expect(root.classList.contains(lightColorScheme)).toBe(false)
    expect(root.style.colorScheme).toBe('dark')
    expect(getComputedStyle(document.body).backgroundColor).toBe(rgb(darkColors.color.background))
    expect(localStorage.getItem('theme')).toBe('dark')
  })

  it('themes portalled modals too', async () => {
    await renderWithColorScheme(
      <Modal title="Admin Panel" isOpen>
        content
      </Modal>,
      { theme: 'dark' },
    )
    const dialog = page.getByRole('dialog', { name: 'Admin Panel' })
    await expect.element(dialog).toBeVisible()
    // The dialog lives in a portal outside the React root, yet reads the dark variables.
    const panel = dialog.element().parentElement as HTMLElement
    expect(getComputedStyle(panel).backgroundColor).toBe(rgb(darkColors.color.surfaceRaised))
  })

  it('follows a live change of the system preference while the choice is system', async () => {
    await renderWithColorScheme(<p>Interview</p>)
    expect(colorSchemeState.resolved).toBe('light')
    await emulateSystemDark(true)
    await expect.poll(() => root.classList.contains(darkColorScheme)).toBe(true)
    expect(colorSchemeState.resolved).toBe('dark')

    colorSchemeActions.setChoice('light')
    await expect.poll(() => root.classList.contains(lightColorScheme)).toBe(true)
    await emulateSystemDark(false)
    await emulateSystemDark(true)
    expect(root.classList.contains(lightColorScheme)).toBe(true)
  })
})

describe('ColorSchemePicker', () => {
  it('offers light, dark and system, and saves the choice', async () => {
    await renderWithColorScheme(<ColorSchemePicker />)
    const group = page.getByRole('radiogroup', { name: 'Theme' })
    await expect.element(group).toBeVisible()
    await expect.element(page.getByRole('radio', { name: 'System' })).toBeChecked()

    await page.getByRole('radio', { name: 'Dark' }).click()
    expect(localStorage.getItem('theme')).toBe('dark')
    await expect.poll(() => root.classList.contains(darkColorScheme)).toBe(true)

    await page.getByRole('radio', { name: 'Light' }).click()
    expect(colorSchemeState.choice).toBe('light')
    await expect.poll(() => root.classList.contains(lightColorScheme)).toBe(true)
  })
})
