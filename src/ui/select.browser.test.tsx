import { beforeEach, describe, expect, it, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { renderWithColorScheme } from '../../tests/support/render'
import { Select, SelectItem } from './select'

beforeEach(() => localStorage.clear())

const roles = [
  { id: 'interviewee', label: 'Interviewee' },
  { id: 'interview_lead', label: 'Interview Lead' },
  { id: 'admin', label: 'Admin' },
]

describe('Select', () => {
  it('shows its placeholder, then picks an option with the pointer', async () => {
    const onChange = vi.fn()
    await renderWithColorScheme(
      <Select label="Role" placeholder="Choose a role" items={roles} onChange={onChange} />,
    )
    const trigger = page.getByRole('button', { name: /Role/ })
    await expect.element(trigger).toHaveTextContent('Choose a role')

    await trigger.click()
    const listbox = page.getByRole('listbox')
    await expect.element(listbox).toBeVisible()
    await page.getByRole('option', { name: 'Interview Lead' }).click()

    expect(onChange).toHaveBeenLastCalledWith('interview_lead')
    await expect.element(listbox).not.toBeInTheDocument()
    await expect.element(trigger).toHaveTextContent('Interview Lead')
  })

  it('opens and picks by keyboard (arrows, Enter), and Escape closes it', async () => {
    const onChange = vi.fn()
    await renderWithColorScheme(
      <Select label="Role" defaultValue="interviewee" items={roles} onChange={onChange} />,
    )
    const trigger = page.getByRole('button', { name: /Role/ })
    await userEvent.tab()
    await expect.element(trigger).toHaveFocus()

    await userEvent.keyboard('{ArrowDown}')
    await expect.element(page.getByRole('listbox')).toBeVisible()
    await expect.element(page.getByRole('option', { name: 'Interviewee' })).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    expect(onChange).toHaveBeenLastCalledWith('admin')
    await expect.element(trigger).toHaveTextContent('Admin')

    await expect.element(trigger).toHaveFocus()
    await userEvent.keyboard(' ')
    await expect.element(page.getByRole('listbox')).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await expect.element(page.getByRole('listbox')).not.toBeInTheDocument()
    await expect.element(trigger).toHaveFocus()
  })

  it('takes SelectItem children and reports a required error', async () => {
    await renderWithColorScheme(
      <Select
        label="Project Type"
        isRequired
        isInvalid
        errorMessage="Choose a project type"
        description="Shown as name - description"
      >
        <SelectItem id="app">Mobile app - An app on a phone</SelectItem>
        <SelectItem id="service">Service - A delivered service</SelectItem>
      </Select>,
    )
    await expect.element(page.getByText('Choose a project type')).toBeVisible()
    await page.getByRole('button', { name: /Project Type/ }).click()
    await page.getByRole('option', { name: 'Service - A delivered service' }).click()
    await expect
      .element(page.getByRole('button', { name: /Project Type/ }))
      .toHaveTextContent('Service - A delivered service')
  })
})
