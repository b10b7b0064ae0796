import { isThemeChoice, themeActions, useTheme, type ThemeChoice } from '../lib/theme'
import { Radio, RadioGroup, type RadioGroupProps } from './radio-group'

const labels: Record<ThemeChoice, string> = { light: 'Light', dark: 'Dark', system: 'System' }

export interface ThemePickerProps extends Omit<
  RadioGroupProps,
  'value' | 'defaultValue' | 'onChange' | 'children'
> {
  /** @default 'Theme' */
  label?: RadioGroupProps['label']
  /** @default 'horizontal' */
  orientation?: RadioGroupProps['orientation']
}

/** The theme choice (SPEC §2): light, dark or system, saved for the next visit. */
export function ThemePicker({
  label = 'Theme',
  orientation = 'horizontal',
  ...props
}: ThemePickerProps) {
  const { choice } = useTheme()
  return (
    <RadioGroup
      {...props}
      label={label}
      orientation={orientation}
      value={choice}
      onChange={(value) => {
        if (isThemeChoice(value)) themeActions.setChoice(value)
      }}
    >
      {(Object.keys(labels) as ThemeChoice[]).map((value) => (
        <Radio key={value} value={value}>
          {labels[value]}
        </Radio>
      ))}
    </RadioGroup>
  )
}
