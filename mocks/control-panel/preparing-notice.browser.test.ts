import { afterEach, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { expectNoSeriousA11yViolations } from '../../tests/support/axe'
import { preparingNotice } from './preparing-notice'

const notice = preparingNotice()
afterEach(() => notice.remove())

it('says in words that the large data is being prepared, with a bar that moves, then goes', async () => {
  notice.update(8_000, 32_000)
  const status = page.getByRole('status').filter({ hasText: 'Preparing the large demo data…' })
  const bar = page.getByRole('progressbar', { name: 'Preparing the large demo data…' })
  await expect.element(status).toBeVisible()
  await expect.element(bar).toHaveAttribute('value', '8000')
  await expect.element(bar).toHaveAttribute('max', '32000')
  await expectNoSeriousA11yViolations()

  notice.update(24_000, 32_000)
  await expect.element(bar).toHaveAttribute('value', '24000')
  expect(document.querySelectorAll('[data-mock-preparing]')).toHaveLength(1)

  notice.update(32_000, 32_000)
  await expect.element(status).not.toBeInTheDocument()
  await expect.element(bar).not.toBeInTheDocument()
})
