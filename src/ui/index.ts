// The design system: screens use only these primitives and the tokens in src/styles.
export { Alert } from './alert'
export { Badge, type BadgeProps } from './badge'
export { Button } from './button'
export { Card } from './card'
export { Checkbox } from './checkbox'
export { ComboBox } from './combo-box'
export { CheckboxGroup } from './checkbox-group'
export { ConfirmDialog, DeleteButton } from './confirm-dialog'

export { Form } from './form'
export { FormModal } from './form-modal'
export { GridList, GridListItem } from './grid-list'
export { Inline, Stack } from './layout'
export { Link } from './link'
export {
  Menu,
  MenuButton,
  MenuHeader,
  MenuItem,
  MenuSection,
  MenuSeparator,
  MenuTrigger,
} from './menu'
export { Meter } from './meter'
export { Modal } from './modal'
export { NumberField } from './number-field'
export { ProgressBar } from './progress-bar'
export { Radio, RadioGroup } from './radio-group'
export { Select, SelectItem } from './select'
export { SearchField } from './search-field'
export { SentimentBadge } from './sentiment-badge'
export { Spinner } from './spinner'
export { Cell, CellButton, Column, Row, Table, TableBody, TableHeader } from './table'
export { Tab, TabList, TabPanel, Tabs } from './tabs'
export { TextArea } from './text-area'
export { TextField } from './text-field'
export { ThemePicker } from './theme-picker'
export { ThemeProvider } from './theme-provider'
export { ToastRegion, toasts, type ToastContent } from './toast'
export { Heading, Text } from './typography'
// Behaviour-only RAC parts screens combine with the primitives above.
export { DialogTrigger } from 'react-aria-components'
