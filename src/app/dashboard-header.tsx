import { ROLE_LABELS } from '@/domain/roles'
import type { User } from '@/contract/types'
import {
  isColorSchemeChoice,
  colorSchemeActions,
  colorSchemeChoices,
  useColorScheme,
  type ColorSchemeChoice,
} from '@/lib/color-scheme'
import {
  Badge,
  Heading,
  MenuButton,
  MenuHeader,
  MenuItem,
  MenuSection,
  MenuSeparator,
  Stack,
  Text,
  UserText,
} from '@/ui'
import { CheckIcon, ChevronDownIcon } from '@/ui/icons'
import * as styles from './dashboard-header.css'

const themeLabels: Record<ColorSchemeChoice, string> = {
  light: 'Light',
  dark: 'Dark',
  system: 'System',
}

export interface DashboardHeaderProps {
  user: User
  onSignOut: () => void
  /** Profile: My Profile at its own address. */
  onOpenProfile: () => void
}

/**
 * The top of every signed-in page (docs/product.md#dashboard Dashboard): the welcome line as the page's h1, and
 * the settings menu with the account, the theme choice, Profile and Sign Out.
 */
export function DashboardHeader({ user, onSignOut, onOpenProfile }: DashboardHeaderProps) {
  const { choice } = useColorScheme()

  return (
    <header className={styles.header}>
      <Stack gap="xxs">
        <Text tone="muted" weight="semibold" size="sm">
          Candor
        </Text>
        <Heading level={1}>
          Welcome, <UserText>{user.firstName}</UserText>!
        </Heading>
      </Stack>
      <MenuButton
        label={
          <>
            Settings
            <ChevronDownIcon />
          </>
        }
      >
        <MenuSection>
          <MenuHeader>
            <span className={styles.account}>
              <span className={styles.email}>{user.email}</span>
              <Badge tone="info">{ROLE_LABELS[user.role]}</Badge>
            </span>
          </MenuHeader>
          <MenuItem id="profile" onAction={onOpenProfile}>
            Profile
          </MenuItem>
        </MenuSection>
        <MenuSeparator />
        <MenuSection
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[choice]}
          onSelectionChange={(keys) => {
            const [picked] = keys === 'all' ? [] : [...keys]
            if (isColorSchemeChoice(picked)) colorSchemeActions.setChoice(picked)
          }}
        >
          <MenuHeader>Theme</MenuHeader>
          {colorSchemeChoices.map((value) => (
            <MenuItem key={value} id={value} textValue={themeLabels[value]}>
              {({ isSelected }) => (
                <>
                  <span className={styles.check}>{isSelected && <CheckIcon />}</span>
                  {themeLabels[value]}
                </>
              )}
            </MenuItem>
          ))}
        </MenuSection>
        <MenuSeparator />
        <MenuItem id="sign-out" onAction={onSignOut}>
          Sign Out
        </MenuItem>
      </MenuButton>
    </header>
  )
}
