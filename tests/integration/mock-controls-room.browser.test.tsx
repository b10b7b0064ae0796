import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { page } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { fixtureIds, projects } from '../../fixtures'
import { MOCK_CONTROLS_ROOT_ID } from '../../mocks/control-panel/mount'
import { App } from '@/app/app'
import { colorSchemeActions } from '@/lib/color-scheme'
import { darkColors } from '@/styles/tokens'
import { setUpMockWorker } from '../support/mock-worker'
import { muteConsole } from '../support/console'
import { signInAs } from '../support/sign-in'

/**
 * The Mock controls never cover the page (issue 32 §4): the page and every dialog layer leave
 * room for the docked button, and it wears the dark theme when the app does.
 */

setUpMockWorker({ start: { controls: true }, clearLocalStorage: true })

const [coffee] = projects
const VIEWPORTS = [
  [1280, 800],
  [390, 844],
] as const

const toggle = () => page.getByRole('button', { name: 'Mock controls' })

beforeEach(async () => {
  muteConsole(['info', 'warn'])
  await signInAs('admin')
})
afterEach(async () => {
  location.hash = ''
  vi.restoreAllMocks()
  await page.viewport(1280, 800)
})

/** Opens the whole app (footer included) at `address`. */
async function openAt(address: string) {
  location.hash = `#${address}`
  return render(<App />)
}

/** Scrolls the page and every scrolled box to its end, where the last controls are. */
function scrollToEnds() {
  for (const box of [document.scrollingElement, ...document.querySelectorAll('*')]) {
    if (box && box.scrollHeight > box.clientHeight) box.scrollTop = box.scrollHeight
  }
}

const CONTROLS = 'button, a[href], input, select, textarea, [role="button"], [role="tab"]'

/** The app's visible controls whose box meets the Mock controls button's. */
function controlsUnderTheDock(): string[] {
  const dock = toggle().element().getBoundingClientRect()
  const mockRoot = document.getElementById(MOCK_CONTROLS_ROOT_ID)
  return [...document.querySelectorAll<HTMLElement>(CONTROLS)]
    .filter((control) => !mockRoot?.contains(control))
    .filter((control) => {
      const box = control.getBoundingClientRect()
      if (box.width === 0 || box.height === 0) return false
      return (
        box.left < dock.right &&
        dock.left < box.right &&
        box.top < dock.bottom &&
        dock.top < box.bottom
      )
    })
    .map((control) => (control.closest('label') ?? control).textContent ?? control.tagName)
}

async function expectRoomForTheDock() {
  await expect.element(toggle()).toBeVisible()
  scrollToEnds()
  await expect.poll(controlsUnderTheDock).toEqual([])
}

describe('the Mock controls button', () => {
  for (const [width, height] of VIEWPORTS) {
    describe(`at ${width} × ${height}`, () => {
      beforeEach(() => page.viewport(width, height))

      it('covers no control on the dashboard', async () => {
        await openAt('/')
        await expect.element(page.getByRole('heading', { name: 'Projects' })).toBeVisible()
        await expect.element(page.getByRole('radiogroup', { name: 'Theme' })).toBeVisible()
        await expectRoomForTheDock()
      })

      it('covers no control of an open dialog', async () => {
        await openAt(`/projects/${fixtureIds.projects.coffee}`)
        const dialog = page.getByRole('dialog', { name: coffee.name })
        await expect.element(dialog.getByRole('button', { name: 'Close' })).toBeVisible()
        await expectRoomForTheDock()
      })

      it('covers no control on the Analysis page', async () => {
        await openAt(`/projects/${fixtureIds.projects.coffee}/analysis/insights`)
        await expect.element(page.getByRole('tablist', { name: 'Analysis sections' })).toBeVisible()
        await expectRoomForTheDock()
      })
    })
  }

  it('takes its colours from the dark theme', async () => {
    colorSchemeActions.setChoice('dark')
    await openAt('/')
    await expect.element(page.getByRole('heading', { name: 'Projects' })).toBeVisible()
    const style = getComputedStyle(toggle().element())
    const { color } = darkColors
    expect(style.backgroundColor).toBe(rgb(color.surfaceRaised))
    expect(style.color).toBe(rgb(color.text))
    expect(style.borderTopColor).toBe(rgb(color.text))
  })
})

/** '#1f232c' as getComputedStyle writes it. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16))
  return `rgb(${r}, ${g}, ${b})`
}
