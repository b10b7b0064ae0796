// The design system: screens use only these primitives and the tokens in src/styles.
export { accountFields } from './account-fields'
export { Alert, type AlertProps } from './alert'
export { Badge, type BadgeProps } from './badge'
export { Button, type ButtonProps } from './button'
export { Card, type CardProps } from './card'
export { Checkbox, type CheckboxProps } from './checkbox'
export { CheckboxGroup, type CheckboxGroupProps } from './checkbox-group'
export { ComboBox, type ComboBoxProps } from './combo-box'
export { ConfirmDialog, DeleteButton, type ConfirmDialogProps } from './confirm-dialog'
export type { FieldErrorMessage } from './field'
export { Form, type FormProps } from './form'
export { FormModal, type FormModalProps } from './form-modal'
export { GridList, GridListItem, type GridListItemProps, type GridListProps } from './grid-list'
export { Inline, Stack, type InlineProps, type StackProps } from './layout'
export { Link, type LinkProps } from './link'
export {
  Menu,
  MenuButton,
  MenuHeader,
  MenuItem,
  MenuSection,
  MenuSeparator,
  MenuTrigger,
  type MenuButtonProps,
  type MenuHeaderProps,
  type MenuItemProps,
  type MenuProps,
  type MenuSectionProps,
  type MenuSeparatorProps,
  type MenuTriggerProps,
} from './menu'
export { Meter, type MeterProps } from './meter'
export { Modal, type ModalContent, type ModalProps } from './modal'
export { NumberField, type NumberFieldProps } from './number-field'
export { ProgressBar, type ProgressBarProps } from './progress-bar'
export { Radio, RadioGroup, type RadioGroupProps, type RadioProps } from './radio-group'
export {
  Select,
  SelectItem,
  type SelectItemProps,
  type SelectOption,
  type SelectProps,
} from './select'
export { SearchField, type SearchFieldProps } from './search-field'
export {
  SentimentBadge,
  normalizeSentiment,
  sentimentLabel,
  sentiments,
  type SentimentBadgeProps,
  type SentimentValue,
} from './sentiment-badge'
export { Spinner, type SpinnerProps } from './spinner'
export {
  Cell,
  CellButton,
  Column,
  Row,
  Table,
  TableBody,
  TableHeader,
  type CellProps,
  type ColumnProps,
  type RowProps,
  type TableBodyProps,
  type TableHeaderProps,
  type TableProps,
} from './table'
export {
  Tab,
  TabList,
  TabPanel,
  Tabs,
  type TabListProps,
  type TabPanelProps,
  type TabProps,
  type TabsProps,
} from './tabs'
export { TextArea, type TextAreaProps } from './text-area'
export { TextField, type TextFieldProps } from './text-field'
export { ThemePicker, type ThemePickerProps } from './theme-picker'
export { ThemeProvider, type ThemeProviderProps } from './theme-provider'
export {
  ToastRegion,
  toasts,
  type ToastContent,
  type ToastRegionProps,
  type ToastTone,
} from './toast'
export { Heading, Text, type HeadingProps, type TextProps } from './typography'
// Behaviour-only RAC parts screens combine with the primitives above.
export { DialogTrigger, type DialogTriggerProps } from 'react-aria-components'
