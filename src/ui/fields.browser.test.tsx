import { useState } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { renderWithColorScheme } from '../../tests/support/render'
import { Button } from './button'
import { Checkbox } from './checkbox'
import { CheckboxGroup } from './checkbox-group'
import { Form } from './form'
import { NumberField } from './number-field'
import { Radio, RadioGroup } from './radio-group'
import { TextArea } from './text-area'
import { TextField } from './text-field'

beforeEach(() => localStorage.clear())

describe('TextField', () => {
  it('is labelled, described, typed into, and keeps its input type', async () => {
    const onChange = vi.fn()
    await renderWithColorScheme(
      <TextField label="Email" type="email" description="We never share it." onChange={onChange} />,
    )
    const input = page.getByRole('textbox', { name: 'Email' })
    await userEvent.tab()
    await expect.element(input).toHaveFocus()
    await userEvent.keyboard('ada@candor.test')
    expect(onChange).toHaveBeenLastCalledWith('ada@candor.test')
    await expect.element(input).toHaveAttribute('type', 'email')
    await expect.element(input).toHaveAccessibleDescription('We never share it.')
  })

  it('shows its errorMessage while invalid', async () => {
    await renderWithColorScheme(
      <TextField
        label="Confirm Password"
        type="password"
        isInvalid
        errorMessage="Passwords do not match"
      />,
    )
    const input = page.getByLabelText('Confirm Password')
    await expect.element(input).toHaveAttribute('aria-invalid', 'true')
    await expect.element(input).toHaveAccessibleDescription('Passwords do not match')
  })

  it('marks isRequired fields, and a Form reports the empty one on submit', async () => {
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault())
    await renderWithColorScheme(
      <Form onSubmit={onSubmit}>
        <TextField label="Project Name" name="name" isRequired />
        <Button type="submit">Create Project</Button>
      </Form>,
    )
    const input = page.getByRole('textbox', { name: 'Project Name' })
    await expect.element(input).toBeRequired()
    await page.getByRole('button', { name: 'Create Project' }).click()
    expect(onSubmit).not.toHaveBeenCalled()
    await expect.element(input).toHaveAttribute('aria-invalid', 'true')
    await expect.element(input).toHaveFocus()
  })
})

describe('TextArea', () => {
  it('takes multi-line text', async () => {
    function Answer() {
      const [value, setValue] = useState('')
      return (
        <>
          <TextArea label="Your response" value={value} onChange={setValue} />
          <Button isDisabled={value.trim() === ''}>Submit Response</Button>
        </>
      )
    }
    await renderWithColorScheme(<Answer />)
    const area = page.getByRole('textbox', { name: 'Your response' })
    await expect.element(page.getByRole('button', { name: 'Submit Response' })).toBeDisabled()
    await area.fill('First line\nSecond line')
    await expect.element(area).toHaveValue('First line\nSecond line')
    await expect.element(page.getByRole('button', { name: 'Submit Response' })).toBeEnabled()
    expect(area.element().tagName).toBe('TEXTAREA')
  })
})

describe('NumberField', () => {
  it('steps with the arrow keys within its bounds', async () => {
    const onChange = vi.fn()
    await renderWithColorScheme(
      <NumberField label="Display Order" defaultValue={1} minValue={1} onChange={onChange} />,
    )
    const input = page.getByRole('textbox', { name: 'Display Order' })
    await userEvent.tab()
    await expect.element(input).toHaveFocus()
    await userEvent.keyboard('{ArrowUp}{ArrowUp}')
    await expect.element(input).toHaveValue('3')
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}')
    await expect.element(input).toHaveValue('1')
    await expect.element(page.getByRole('button', { name: 'Increase' })).toBeInTheDocument()
  })
})

describe('Checkbox and CheckboxGroup', () => {
  it('toggles a checkbox with Space', async () => {
    const onChange = vi.fn()
    await renderWithColorScheme(
      <Checkbox onChange={onChange} description="Inactive questions are skipped.">
        Active
      </Checkbox>,
    )
    const box = page.getByRole('checkbox', { name: 'Active' })
    await userEvent.tab()
    await expect.element(box).toHaveFocus()
    await userEvent.keyboard(' ')
    await expect.element(box).toBeChecked()
    expect(onChange).toHaveBeenLastCalledWith(true)
    await expect.element(box).toHaveAccessibleDescription('Inactive questions are skipped.')
  })

  it('collects the values of a group', async () => {
    const onChange = vi.fn()
    await renderWithColorScheme(
      <CheckboxGroup label="Projects" onChange={onChange}>
        <Checkbox value="p1">BeanRunner</Checkbox>
        <Checkbox value="p2">NetNest</Checkbox>
      </CheckboxGroup>,
    )
    await expect.element(page.getByRole('group', { name: 'Projects' })).toBeVisible()
    await userEvent.tab()
    await userEvent.keyboard(' ')
    await userEvent.tab()
    await userEvent.keyboard(' ')
    expect(onChange).toHaveBeenLastCalledWith(['p1', 'p2'])
    await page.getByRole('checkbox', { name: 'BeanRunner' }).click()
    expect(onChange).toHaveBeenLastCalledWith(['p2'])
  })
})

describe('RadioGroup', () => {
  it('moves the selection with the arrow keys and describes each option', async () => {
    const onChange = vi.fn()
    await renderWithColorScheme(
      <RadioGroup label="Chat model" defaultValue="gpt-4o" onChange={onChange}>
        <Radio value="gpt-4o" description="Used for sentiment and follow-ups">
          gpt-4o
        </Radio>
        <Radio value="gpt-4o-mini">gpt-4o-mini</Radio>
        <Radio value="o3">o3</Radio>
      </RadioGroup>,
    )
    await expect.element(page.getByRole('radiogroup', { name: 'Chat model' })).toBeVisible()
    const first = page.getByRole('radio', { name: 'gpt-4o', exact: true })
    await expect.element(first).toHaveAccessibleDescription('Used for sentiment and follow-ups')

    await userEvent.tab()
    await expect.element(first).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}')
    await expect.element(page.getByRole('radio', { name: 'gpt-4o-mini' })).toBeChecked()
    await userEvent.keyboard('{ArrowDown}')
    await expect.element(page.getByRole('radio', { name: 'o3' })).toBeChecked()
    expect(onChange).toHaveBeenLastCalledWith('o3')
    await userEvent.keyboard('{ArrowUp}')
    expect(onChange).toHaveBeenLastCalledWith('gpt-4o-mini')
  })
})
