import { useState, type ReactNode } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { colorSchemeActions, colorSchemeState } from '@/lib/color-scheme'
import { expectNoSeriousA11yViolations } from '../../tests/support/axe'
import { renderWithColorScheme } from '../../tests/support/render'
import { NativeButton } from './native-button'
import { NativeCheckbox } from './native-checkbox'
import { NativeLink } from './native-link'
import { NativeTextField } from './native-text-field'
import { ColorSchemePicker } from './color-scheme-picker'

beforeEach(() => {
  localStorage.clear()
  colorSchemeActions.setChoice('system')
})

/** A field as the sign-in form uses it: controlled, inside a form that submits natively. */
function Field(props: { label: string; type?: string; isRequired?: boolean }) {
  const [value, setValue] = useState('')
  return <NativeTextField {...props} value={value} onChange={setValue} />
}

function SignInLikeForm({ onSubmit, children }: { onSubmit: () => void; children?: ReactNode }) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      <Field label="Email" type="email" isRequired />
      <Field label="Password" type="password" isRequired />
      {children}
      <NativeButton type="submit">Sign In</NativeButton>
    </form>
  )
}

describe('NativeTextField', () => {
  it('is named by its label, marked required, and typed into', async () => {
    await renderWithColorScheme(<SignInLikeForm onSubmit={() => {}} />)
    const email = page.getByRole('textbox', { name: 'Email' })
    await expect.element(email).toBeRequired()
    await expect.element(email).toHaveAttribute('type', 'email')
    await userEvent.tab()
    await expect.element(email).toHaveFocus()
    await userEvent.keyboard('ada@candor.test')
    await expect.element(email).toHaveValue('ada@candor.test')
  })

  it("shows the browser's message under the empty field on submit, focuses it, and clears it once valid", async () => {
    const onSubmit = vi.fn()
    await renderWithColorScheme(<SignInLikeForm onSubmit={onSubmit} />)
    const email = page.getByRole('textbox', { name: 'Email' })
    const password = page.getByLabelText('Password')

    await page.getByRole('button', { name: 'Sign In' }).click()
    expect(onSubmit).not.toHaveBeenCalled()
    await expect.element(email).toHaveFocus()
    await expect.element(email).toHaveAttribute('aria-invalid', 'true')
    await expect.element(password).toHaveAttribute('aria-invalid', 'true')
    const message = (email.element() as HTMLInputElement).validationMessage
    expect(message).not.toBe('')
    await expect.element(email).toHaveAccessibleDescription(message)

    await userEvent.keyboard('not-an-email')
    await expect
      .element(email)
      .toHaveAccessibleDescription((email.element() as HTMLInputElement).validationMessage)
    await userEvent.fill(email, 'ada@candor.test')
    await expect.element(email).not.toHaveAttribute('aria-invalid')
    await expect.element(email).not.toHaveAccessibleDescription()

    await userEvent.fill(password, 'secret')
    await userEvent.keyboard('{Enter}')
    expect(onSubmit).toHaveBeenCalledTimes(1)
  })
  it('focuses the first empty field on submit inside a fieldset too', async () => {
    await renderWithColorScheme(
      <form onSubmit={(event) => event.preventDefault()}>
        <fieldset>
          <legend>Account</legend>
          <Field label="Email" type="email" isRequired />
        </fieldset>
        <NativeButton type="submit">Sign In</NativeButton>
      </form>,
    )
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect.element(page.getByRole('textbox', { name: 'Email' })).toHaveFocus()
  })
})

describe('NativeButton', () => {
  it('is pressed by click, Enter and Space', async () => {
    const onPress = vi.fn()
    await renderWithColorScheme(<NativeButton onPress={onPress}>Reload</NativeButton>)
    await page.getByRole('button', { name: 'Reload' }).click()
    await userEvent.keyboard('{Enter}')
    await userEvent.keyboard(' ')
    expect(onPress).toHaveBeenCalledTimes(3)
  })

  it('while pending, ignores presses and submits, says it is busy and keeps the focus', async () => {
    const onSubmit = vi.fn()
    await renderWithColorScheme(
      <form
        onSubmit={(event) => {
          event.preventDefault()
          onSubmit()
        }}
      >
        <NativeButton type="submit" isPending>
          Sign In
        </NativeButton>
      </form>,
    )
    const button = page.getByRole('button', { name: 'Sign In' })
    // Forced: Playwright, like a user's eye, takes an aria-disabled button as not pressable.
    await button.click({ force: true })
    await userEvent.keyboard('{Enter}')
    await userEvent.keyboard(' ')
    expect(onSubmit).not.toHaveBeenCalled()
    await expect.element(button).toHaveFocus()
    await expect.element(button).toHaveAttribute('aria-disabled', 'true')
    await expect.element(button).toHaveAttribute('aria-busy', 'true')
  })

  it('is skipped by Tab and not pressed when disabled', async () => {
    const onPress = vi.fn()
    await renderWithColorScheme(
      <>
        <NativeButton isDisabled onPress={onPress}>
          Sign in as Admin
        </NativeButton>
        <NativeButton>Next</NativeButton>
      </>,
    )
    await expect.element(page.getByRole('button', { name: 'Sign in as Admin' })).toBeDisabled()
    await userEvent.tab()
    await expect.element(page.getByRole('button', { name: 'Next' })).toHaveFocus()
    expect(onPress).not.toHaveBeenCalled()
  })
})

describe('NativeLink', () => {
  it('is a link that calls onPress by click and Enter without leaving the page', async () => {
    const onPress = vi.fn()
    const before = location.href
    await renderWithColorScheme(
      <NativeLink href="#create-account" onPress={onPress}>
        Create Account
      </NativeLink>,
    )
    const link = page.getByRole('link', { name: 'Create Account' })
    await link.click()
    await userEvent.keyboard('{Enter}')
    expect(onPress).toHaveBeenCalledTimes(2)
    expect(location.href).toBe(before)
  })
})

describe('ColorSchemePicker (native radio buttons)', () => {
  it('is entered by Tab at the checked choice; the arrow keys choose and save', async () => {
    colorSchemeActions.setChoice('light')
    await renderWithColorScheme(<ColorSchemePicker />)
    const group = page.getByRole('radiogroup', { name: 'Theme' })
    await expect.element(group).toBeVisible()
    await userEvent.tab()
    await expect.element(group.getByRole('radio', { name: 'Light' })).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    await expect.element(group.getByRole('radio', { name: 'Dark' })).toBeChecked()
    expect(colorSchemeState.choice).toBe('dark')
    expect(localStorage.getItem('theme')).toBe('dark')
    await userEvent.keyboard('{ArrowRight}')
    await expect.element(group.getByRole('radio', { name: 'System' })).toHaveFocus()
    expect(colorSchemeState.choice).toBe('system')
  })

  it('keeps two pickers on one screen apart, and both follow the choice', async () => {
    await renderWithColorScheme(
      <>
        <ColorSchemePicker />
        <ColorSchemePicker label="Sidebar theme" />
      </>,
    )
    const sidebar = page.getByRole('radiogroup', { name: 'Sidebar theme' })
    await sidebar.getByRole('radio', { name: 'Dark' }).click()
    await expect
      .element(
        page
          .getByRole('radiogroup', { name: 'Theme', exact: true })
          .getByRole('radio', { name: 'Dark' }),
      )
      .toBeChecked()
    await expect.element(sidebar.getByRole('radio', { name: 'Dark' })).toBeChecked()
  })
})

/** The consent of a participant link's page: a required checkbox that enables its submit. */
function ConsentLike() {
  const [agreed, setAgreed] = useState(false)
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <NativeCheckbox isSelected={agreed} onChange={setAgreed} isRequired>
        I agree to take part
      </NativeCheckbox>
      <NativeButton type="submit" isDisabled={!agreed}>
        Start Interview
      </NativeButton>
    </form>
  )
}

describe('NativeCheckbox', () => {
  it('is named by its label, ticked by a click on the label and by Space, and shows its tick', async () => {
    await renderWithColorScheme(<ConsentLike />)
    const checkbox = page.getByRole('checkbox', { name: 'I agree to take part' })
    const start = page.getByRole('button', { name: 'Start Interview' })
    await expect.element(checkbox).toBeRequired()
    await expect.element(start).toBeDisabled()
    await page.getByText('I agree to take part').click()
    await expect.element(checkbox).toBeChecked()
    await expect.element(start).toBeEnabled()
    expect(checkbox.element().closest('label')?.querySelector('svg')).not.toBeNull()
    await userEvent.keyboard(' ')
    await expect.element(checkbox).not.toBeChecked()
    await expect.element(start).toBeDisabled()
    await userEvent.tab({ shift: true })
    await userEvent.tab()
    await expect.element(checkbox).toHaveFocus()
    await userEvent.keyboard(' ')
    await expect.element(checkbox).toBeChecked()
  })
})

describe('accessibility', () => {
  it.each(['light', 'dark'] as const)(
    'has no serious axe violations in the %s theme, with a field in error',
    async (theme) => {
      colorSchemeActions.setChoice(theme)
      await renderWithColorScheme(
        <SignInLikeForm onSubmit={() => {}}>
          <NativeLink href="#create-account" onPress={() => {}}>
            Create Account
          </NativeLink>
          <ColorSchemePicker />
          <NativeCheckbox isSelected onChange={() => {}}>
            I agree to take part
          </NativeCheckbox>
        </SignInLikeForm>,
      )
      await page.getByRole('button', { name: 'Sign In' }).click()
      await expect
        .element(page.getByRole('textbox', { name: 'Email' }))
        .toHaveAttribute('aria-invalid', 'true')
      await expectNoSeriousA11yViolations()
    },
  )
})
