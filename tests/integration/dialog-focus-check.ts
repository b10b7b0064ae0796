import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { interviewActions } from '@/features/interview/interview-store'
import { toasts } from '@/ui/toast'
import { setUpMockWorker } from '../support/mock-worker'
import {
  click,
  isSuccess,
  renderSignedIn,
  type FocusCase,
  type FocusGroup,
  type Way,
} from './dialog-focus-steps'
import { muteConsole } from '../support/console'

/**
 * Where focus lands when a dialog, menu or popover closes, for every one in the app and every
 * way it closes: on what opened it, or, when that is gone, on the nearest control of the layer
 * underneath; never on the page's body while a dialog is still open (a keyboard user would be
 * lost, and Escape would no longer reach that dialog). The whole app runs against the mock, and
 * each case starts signed in on the dashboard.
 */

/** The top-most dialog still open (modals make everything outside them inert), not a toast. */
function openDialog(): Element | undefined {
  return [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')]
    .filter((element) => element.closest('[inert], [data-react-aria-top-layer]') === null)
    .at(-1)
}

/** What a failure should print: the element's role-ish tag and its name. */
function describeElement(element: Element | null): string {
  if (element === null || element === document.body) return 'the body'
  const name = element.getAttribute('aria-label') ?? element.textContent ?? ''
  return `<${element.tagName.toLowerCase()}> "${name.trim().slice(0, 60)}"`
}

/**
 * A test per dialog for the ways that leave the data as it was, opened once and reopened before
 * each next way (most of a case's time is the path to its dialog), and a test per way that
 * changes the data (or per way of a `fresh` case), from a fresh start. Each is a group of its own.
 */
function testsOf(groups: FocusGroup[]): FocusGroup[] {
  return groups.flatMap(([name, base, ways]) => {
    const together = base.fresh ? [] : ways.filter(([, way]) => !isSuccess(way))
    const alone = ways.filter((way) => !together.includes(way))
    const tests = alone.map((way): FocusGroup => [`${name}: ${way[0]}`, base, [way]])
    const names = together.map(([wayName]) => wayName).join(', ')
    return together.length > 0 ? [[`${name}: ${names}`, base, together], ...tests] : tests
  })
}

/** Closes what is on top one way and checks where focus lands. */
async function closeAndCheck({ top, lands, within = false }: FocusCase, close: Way): Promise<void> {
  await expect.element(top()).toBeVisible()
  await close(top())
  await expect.element(top()).not.toBeInTheDocument()

  const target = lands()
  await expect.element(target).toBeVisible()
  if (within) {
    await expect.poll(() => target.element().contains(document.activeElement)).toBe(true)
  } else {
    await expect
      .poll(() => describeElement(document.activeElement))
      .toBe(describeElement(target.element()))
    expect(document.activeElement).toBe(target.element())
  }
  // The layer underneath holds focus, so Escape and Tab still work in it.
  const underneath = openDialog()
  if (underneath) expect(underneath.contains(document.activeElement)).toBe(true)
}

/**
 * The file's set-up and its tests. The groups come in two files (the admin panel's, and the
 * rest), so that the two browser-test pages share them.
 */
export function checkFocusCases(groups: FocusGroup[]): void {
  setUpMockWorker({ clearLocalStorage: true })

  beforeEach(() => {
    muteConsole(['debug', 'info', 'warn', 'error'])
  })
  afterEach(async () => {
    await interviewActions.leave()
    toasts.clear()
    vi.restoreAllMocks()
  })

  describe('focus when a dialog, menu or list closes', () => {
    it.for(testsOf(groups))('%s', async ([, focusCase, ways]) => {
      const { as, start, open, lands, reopen = () => click(lands()) } = focusCase
      await (start ? start() : renderSignedIn(as))
      await open()
      for (const [index, [wayName, close]] of ways.entries()) {
        try {
          if (index > 0) await reopen()
          await closeAndCheck(focusCase, close)
        } catch (error) {
          // Which way failed, keeping the assertion's own diff.
          if (error instanceof Error) error.message = `closed by ${wayName}: ${error.message}`
          throw error
        }
      }
    })
  })
}
