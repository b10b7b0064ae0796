import { afterEach, describe, expect, it, vi } from 'vitest'
import { page } from 'vitest/browser'
import { expectNoSeriousA11yViolations } from '../../tests/support/axe'
import { renderWithColorScheme } from '../../tests/support/render'
import { CopyableLink } from './copyable-link'
import { toasts } from './toast'

const LINK = 'https://candor.example/shared/aBcDeFgHiJkLmNoPqRsTuV'

/** Replaces the clipboard with one whose writeText does `write`. */
function stubClipboard(write: () => Promise<void>) {
  const writeText = vi.fn(write)
  vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({ writeText } as unknown as Clipboard)
  return writeText
}

afterEach(() => {
  vi.restoreAllMocks()
  toasts.clear()
})

describe('CopyableLink', () => {
  it('shows the link in a read-only field, and Copy link puts it on the clipboard', async () => {
    const writeText = stubClipboard(() => Promise.resolve())
    await renderWithColorScheme(<CopyableLink url={LINK} />)
    const field = page.getByRole('textbox', { name: 'Link' })
    await expect.element(field).toHaveValue(LINK)
    await expect.element(field).toHaveAttribute('readonly')
    await expectNoSeriousA11yViolations()

    await page.getByRole('button', { name: 'Copy link' }).click()
    await expect.element(page.getByRole('alertdialog', { name: 'Link copied' })).toBeVisible()
    expect(writeText).toHaveBeenCalledExactlyOnceWith(LINK)
  })

  it('says to copy it by hand when the clipboard refuses', async () => {
    stubClipboard(() => Promise.reject(new DOMException('Denied', 'NotAllowedError')))
    await renderWithColorScheme(<CopyableLink url={LINK} />)
    await page.getByRole('button', { name: 'Copy link' }).click()
    await expect
      .element(
        page.getByRole('alertdialog', {
          name: 'Could not copy the link: select it and copy it yourself',
        }),
      )
      .toBeVisible()
  })
})
