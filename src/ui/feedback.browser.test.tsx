import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { SENTIMENTS as sentiments } from '@/domain/sentiment'
import type { SentimentValue } from '@/styles/tokens'
import { renderWithColorScheme } from '../../tests/support/render'
import { Alert } from './alert'
import { Badge } from './badge'
import { Button } from './button'
import { Meter } from './meter'
import { ProgressBar } from './progress-bar'
import { SentimentBadge } from './sentiment-badge'
import { Spinner } from './spinner'
import { toasts } from './toast'

beforeEach(() => localStorage.clear())
afterEach(() => toasts.clear())

describe('Toast', () => {
  it('appears at the bottom right and is dismissed by its Close button', async () => {
    await renderWithColorScheme(
      <Button onPress={() => toasts.add({ title: 'Failed to upload audio', tone: 'danger' })}>
        Fail
      </Button>,
    )
    await page.getByRole('button', { name: 'Fail' }).click()

    const region = page.getByRole('region', { name: /notification/i })
    const toast = page.getByRole('alertdialog', { name: 'Failed to upload audio' })
    await expect.element(region).toBeVisible()
    await expect.element(toast).toBeVisible()
    const box = region.element().getBoundingClientRect()
    expect(window.innerWidth - box.right).toBeLessThan(40)
    expect(window.innerHeight - box.bottom).toBeLessThan(40)

    await toast.getByRole('button', { name: 'Close' }).click()
    await expect.element(toast).not.toBeInTheDocument()
  })

  it('shows a description, stacks several toasts, and is dismissed by keyboard', async () => {
    await renderWithColorScheme(<p>page</p>)
    toasts.add({ title: 'Profile updated successfully!', tone: 'success' })
    toasts.add({
      title: 'Connection to server was lost',
      description: 'Try again.',
      tone: 'danger',
    })

    await expect.element(page.getByRole('alertdialog')).toHaveLength(2)
    const lost = page.getByRole('alertdialog', { name: 'Connection to server was lost' })
    await expect.element(lost).toHaveAccessibleDescription('Try again.')

    // F6 moves focus to the toast region (a landmark); Tab goes to a toast, then its Close.
    await userEvent.keyboard('{F6}')
    await expect.element(page.getByRole('region', { name: /notifications/i })).toHaveFocus()
    await userEvent.tab()
    await expect.element(page.getByRole('alertdialog').first()).toHaveFocus()
    await userEvent.tab()
    await expect
      .element(page.getByRole('alertdialog').first().getByRole('button', { name: 'Close' }))
      .toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect.element(page.getByRole('alertdialog')).toHaveLength(1)
  })
})

describe('Spinner, ProgressBar, Meter', () => {
  it('a spinner is an indeterminate progressbar named Loading by default', async () => {
    await renderWithColorScheme(
      <>
        <Spinner />
        <Spinner label="Processing..." showLabel size="sm" />
      </>,
    )
    const loading = page.getByRole('progressbar', { name: 'Loading' })
    await expect.element(loading).toBeVisible()
    await expect.element(loading).not.toHaveAttribute('aria-valuenow')
    await expect.element(page.getByRole('progressbar', { name: 'Processing...' })).toBeVisible()
    await expect.element(page.getByText('Processing...')).toBeVisible()
  })

  it('a progress bar shows its label and value', async () => {
    await renderWithColorScheme(
      <ProgressBar label="Questions answered" value={3} maxValue={5} valueLabel="3 / 5" />,
    )
    const bar = page.getByRole('progressbar', { name: 'Questions answered' })
    await expect.element(bar).toHaveAttribute('aria-valuenow', '3')
    await expect.element(bar).toHaveAttribute('aria-valuetext', '3 / 5')
    await expect.element(bar).toHaveTextContent('3 / 5')
  })

  it('a meter reports the microphone level', async () => {
    await renderWithColorScheme(<Meter label="Input level" value={42} />)
    const meter = page.getByRole('meter', { name: 'Input level' })
    await expect.element(meter).toHaveAttribute('aria-valuenow', '42')
  })
})

describe('Alert and Badge', () => {
  it('an alert is announced, with a title and an action', async () => {
    await renderWithColorScheme(
      <Alert
        tone="danger"
        title="Configuration error"
        action={<Button variant="danger">Fix Configuration</Button>}
      >
        The currently selected interviewer prompt file is missing or invalid.
      </Alert>,
    )
    const alert = page.getByRole('alert')
    await expect.element(alert).toHaveTextContent('Configuration error')
    await expect.element(alert).toHaveTextContent('missing or invalid')
    await expect.element(alert.getByRole('button', { name: 'Fix Configuration' })).toBeVisible()
  })

  it('a status alert is polite', async () => {
    await renderWithColorScheme(
      <Alert tone="success" role="status">
        Microphone test successful! Using: Default
      </Alert>,
    )
    await expect.element(page.getByRole('status')).toHaveTextContent('Microphone test successful!')
  })

  it('badges differ by tone', async () => {
    await renderWithColorScheme(
      <>
        <Badge tone="success">File exists</Badge>
        <Badge tone="danger">File missing</Badge>
        <Badge>Interviewee</Badge>
      </>,
    )
    const exists = getComputedStyle(page.getByText('File exists').element())
    const missing = getComputedStyle(page.getByText('File missing').element())
    expect(exists.backgroundColor).not.toBe(missing.backgroundColor)
  })
})

describe('SentimentBadge', () => {
  it('has colours for exactly the sentiment values', () => {
    // Compile-time: the domain's values and the colour tokens' names are the same union.
    const fromDomain: SentimentValue[] = [...sentiments]
    const toDomain: (typeof sentiments)[number][] = [] as SentimentValue[]
    expect([fromDomain.length, toDomain]).toEqual([14, []])
  })

  // The older spelling reads as skeptical (src/domain/sentiment.ts), so it has no badge of its own.
  const shown = sentiments.filter((value) => value !== 'sceptical')

  it('renders every sentiment value capitalised, each with its own style', async () => {
    await renderWithColorScheme(
      <ul>
        {shown.map((value) => (
          <li key={value}>
            <SentimentBadge sentiment={value} />
          </li>
        ))}
      </ul>,
      { theme: 'light' },
    )
    const seen = new Map<string, string>()
    for (const value of shown) {
      const label = value.charAt(0).toUpperCase() + value.slice(1)
      const badge = page.getByText(label, { exact: true })
      await expect.element(badge).toBeVisible()
      await expect.element(badge).toHaveAttribute('data-sentiment', value)
      const style = getComputedStyle(badge.element())
      seen.set(value, `${style.backgroundColor} ${style.color}`)
    }
    // Every value is styled by its own class.
    expect(new Set(seen.values()).size).toBeGreaterThanOrEqual(12)
  })

  it('shows the older spelling as Skeptical', async () => {
    await renderWithColorScheme(<SentimentBadge sentiment="sceptical" />)
    await expect
      .element(page.getByText('Skeptical', { exact: true }))
      .toHaveAttribute('data-sentiment', 'skeptical')
  })

  it('falls back to Unknown for values it does not know', async () => {
    await renderWithColorScheme(
      <>
        <SentimentBadge sentiment="ecstatic" />
        <SentimentBadge sentiment={null} />
        <SentimentBadge sentiment=" Positive " />
      </>,
    )
    await expect.element(page.getByText('Unknown', { exact: true })).toHaveLength(2)
    await expect.element(page.getByText('Positive', { exact: true })).toBeVisible()
  })
})
