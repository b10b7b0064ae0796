import { useState } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { clearStaleAnnouncements } from '../../tests/support/announcer'
import { expectNoSeriousA11yViolations } from '../../tests/support/axe'
import { renderWithColorScheme } from '../../tests/support/render'
import { Button } from './button'
import { Card } from './card'
import { Link } from './link'

beforeEach(() => localStorage.clear())

describe('Button', () => {
  it('is reached by Tab and pressed with Enter, Space or a click', async () => {
    const onPress = vi.fn()
    await renderWithColorScheme(<Button onPress={onPress}>Save Changes</Button>)
    const button = page.getByRole('button', { name: 'Save Changes' })

    await userEvent.tab()
    await expect.element(button).toHaveFocus()
    await expect.element(button).toHaveAttribute('data-focus-visible')
    await userEvent.keyboard('{Enter}')
    await userEvent.keyboard(' ')
    await button.click()
    expect(onPress).toHaveBeenCalledTimes(3)
  })

  it('ignores presses while disabled and leaves the tab order', async () => {
    const onPress = vi.fn()
    await renderWithColorScheme(
      <>
        <Button isDisabled onPress={onPress}>
          Submit Response
        </Button>
        <Button variant="secondary">Cancel</Button>
      </>,
    )
    await expect.element(page.getByRole('button', { name: 'Submit Response' })).toBeDisabled()
    await userEvent.tab()
    await expect.element(page.getByRole('button', { name: 'Cancel' })).toHaveFocus()
    expect(onPress).not.toHaveBeenCalled()
  })

  it('announces its pending state, and leaves no empty announcement when it goes', async () => {
    clearStaleAnnouncements()
    let finish = () => {}
    // As Start Interview in a project's dialog: pressed, it waits, then its screen is replaced.
    function Replaced() {
      const [state, setState] = useState<'idle' | 'pending' | 'done'>('idle')
      finish = () => setState('done')
      if (state === 'done') return <h2>Interview</h2>
      return (
        <Button isPending={state === 'pending'} onPress={() => setState('pending')}>
          Start Interview
        </Button>
      )
    }
    await renderWithColorScheme(<Replaced />)
    await userEvent.tab()
    await userEvent.keyboard('{Enter}')
    const announced = () =>
      [...document.querySelectorAll('[data-live-announcer] [aria-labelledby]')].map(
        (node) => document.getElementById(node.getAttribute('aria-labelledby') ?? '')?.textContent,
      )
    await expect.poll(announced).toEqual(['Start Interview'])

    finish()
    await expect.element(page.getByRole('heading', { name: 'Interview' })).toBeVisible()
    expect(announced()).toEqual([])
    await expectNoSeriousA11yViolations()
  })

  it('renders every variant and size with a distinct class', async () => {
    await renderWithColorScheme(
      <>
        <Button variant="primary">Primary</Button>
        <Button variant="secondary">Secondary</Button>
        <Button variant="danger">Danger</Button>
        <Button variant="ghost" size="sm">
          Ghost
        </Button>
      </>,
    )
    const classes = ['Primary', 'Secondary', 'Danger', 'Ghost'].map(
      (name): string => page.getByRole('button', { name }).element().getAttribute('class') ?? '',
    )
    expect(new Set(classes).size).toBe(4)
  })
})

describe('Link', () => {
  it('is an in-app link pressed by keyboard', async () => {
    const onPress = vi.fn()
    await renderWithColorScheme(<Link onPress={onPress}>Create Account</Link>)
    await userEvent.tab()
    const link = page.getByRole('link', { name: 'Create Account' })
    await expect.element(link).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    expect(onPress).toHaveBeenCalledTimes(1)
  })
})

describe('Card', () => {
  it('is a plain section named by its title', async () => {
    await renderWithColorScheme(
      <Card title="Interview in Progress" actions={<Button>Resume Interview</Button>}>
        BeanRunner - Coffee delivery
      </Card>,
    )
    await expect
      .element(page.getByRole('region', { name: 'Interview in Progress' }))
      .toHaveTextContent('BeanRunner - Coffee delivery')
    await expect.element(page.getByRole('heading', { name: 'Interview in Progress' })).toBeVisible()
  })

  it('with onPress is pressed by its title button (keyboard) or anywhere on it (pointer)', async () => {
    const onPress = vi.fn()
    await renderWithColorScheme(
      <Card title="Coffee delivery research" onPress={onPress}>
        <p>Which features matter to commuters?</p>
      </Card>,
    )
    const button = page.getByRole('button', { name: 'Coffee delivery research' })
    await userEvent.tab()
    await expect.element(button).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await userEvent.keyboard(' ')
    expect(onPress).toHaveBeenCalledTimes(2)

    // The title button stretches over the card: a click on the body text lands on it.
    await page.getByRole('region', { name: 'Coffee delivery research' }).click({
      position: { x: 12, y: 70 },
    })
    expect(onPress).toHaveBeenCalledTimes(3)
  })

  it('keeps its action buttons pressable above a pressable card', async () => {
    const onCard = vi.fn()
    const onAction = vi.fn()
    await renderWithColorScheme(
      <Card title="Project" onPress={onCard} actions={<Button onPress={onAction}>Delete</Button>}>
        text
      </Card>,
    )
    await page.getByRole('button', { name: 'Delete' }).click()
    expect(onAction).toHaveBeenCalledTimes(1)
    expect(onCard).not.toHaveBeenCalled()
  })
})
