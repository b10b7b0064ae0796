import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { expectNoSeriousA11yViolations } from '../../tests/support/axe'
import { renderWithColorScheme } from '../../tests/support/render'
import { SENTIMENTS as sentiments } from '@/domain/sentiment'
import {
  Alert,
  Badge,
  Button,
  Card,
  Cell,
  Checkbox,
  CheckboxGroup,
  Column,
  ConfirmDialog,
  DialogTrigger,
  Form,
  Heading,
  Inline,
  Link,
  MenuButton,
  MenuHeader,
  MenuItem,
  MenuSection,
  Meter,
  Modal,
  NumberField,
  ProgressBar,
  Radio,
  RadioGroup,
  Row,
  Select,
  SentimentBadge,
  Spinner,
  Stack,
  Tab,
  Table,
  TableBody,
  TableHeader,
  TabList,
  TabPanel,
  Tabs,
  Text,
  TextArea,
  TextField,
  ColorSchemePicker,
  toasts,
} from './index'

/** Every primitive in one page, in the states screens use (invalid, disabled, selected). */
function Gallery() {
  return (
    <main>
      <Stack gap="xl">
        <Heading level={1}>Design system</Heading>
        <Text tone="muted">Every primitive, as screens use them.</Text>
        <Alert
          tone="danger"
          title="Configuration error"
          action={<Button variant="danger">Fix Configuration</Button>}
        >
          The currently selected interviewer prompt file is missing or invalid.
        </Alert>
        <Alert tone="info" role="status">
          Resuming your interview: 2 earlier answers restored.
        </Alert>
        <Alert tone="success" role="status" title="Profile updated successfully!" />
        <Alert tone="warning" role="status">
          Keep this password: it is shown once.
        </Alert>
        <Inline>
          <Button>Primary</Button>
          <Button variant="secondary">Secondary</Button>
          <Button variant="danger">Danger</Button>
          <Button variant="ghost">Ghost</Button>
          <Button size="sm">Small</Button>
          <Button isDisabled>Disabled</Button>
          <Link onPress={() => {}}>Create Account</Link>
          <Link href="#top">A real link</Link>
        </Inline>
        <Form aria-label="Everything form">
          <TextField label="Email" type="email" isRequired description="Your sign-in email." />
          <TextField label="Password" type="password" isInvalid errorMessage="Too short" />
          <TextField label="Disabled field" isDisabled defaultValue="read only" />
          <TextArea label="Your response" placeholder="Type your answer" />
          <NumberField label="Display Order" defaultValue={1} minValue={1} />
          <Select
            label="Role"
            placeholder="Choose a role"
            items={[
              { id: 'interviewee', label: 'Interviewee' },
              { id: 'admin', label: 'Admin' },
            ]}
          />
          <Select
            label="Project Type"
            isRequired
            isInvalid
            errorMessage="Choose a project type"
            items={[{ id: 'app', label: 'App - A mobile app' }]}
          />
          <Checkbox defaultSelected description="Inactive questions are skipped.">
            Active
          </Checkbox>
          <Checkbox isDisabled>Disabled checkbox</Checkbox>
          <CheckboxGroup label="Projects" defaultValue={['p1']}>
            <Checkbox value="p1">BeanRunner</Checkbox>
            <Checkbox value="p2">NetNest</Checkbox>
          </CheckboxGroup>
          <RadioGroup label="Interviewer prompt" defaultValue="a">
            <Radio value="a" description="prompts/interviewer/interviewer.system.prompt1.txt">
              Default interviewer
            </Radio>
            <Radio value="b">Concise interviewer</Radio>
            <Radio value="c" isDisabled>
              Missing file
            </Radio>
          </RadioGroup>
          <ColorSchemePicker />
        </Form>
        <Tabs>
          <TabList aria-label="Results">
            <Tab id="done">Completed</Tab>
            <Tab id="open">In Progress</Tab>
          </TabList>
          <TabPanel id="done">No interviews completed yet</TabPanel>
          <TabPanel id="open">No interviews in progress</TabPanel>
        </Tabs>
        <Table aria-label="System Users">
          <TableHeader>
            <Column isRowHeader>Name</Column>
            <Column>Role</Column>
            <Column>Last Login</Column>
          </TableHeader>
          <TableBody>
            <Row id="u1">
              <Cell>Ada Admin</Cell>
              <Cell>
                <Badge tone="info">Admin</Badge>
              </Cell>
              <Cell>Never</Cell>
            </Row>
          </TableBody>
        </Table>
        <Table aria-label="Empty users">
          <TableHeader>
            <Column isRowHeader>Name</Column>
          </TableHeader>
          <TableBody renderEmptyState={() => 'No users found'}>{[]}</TableBody>
        </Table>
        <MenuButton label="Settings">
          <MenuSection>
            <MenuHeader>admin@candor.test · Admin</MenuHeader>
            <MenuItem>Profile</MenuItem>
            <MenuItem>Sign Out</MenuItem>
          </MenuSection>
        </MenuButton>
        <Inline>
          {(['neutral', 'info', 'success', 'warning', 'danger'] as const).map((tone) => (
            <Badge key={tone} tone={tone}>
              {tone}
            </Badge>
          ))}
        </Inline>
        <Inline>
          {sentiments.map((value) => (
            <SentimentBadge key={value} sentiment={value} />
          ))}
        </Inline>
        <ul aria-label="Projects">
          <Card as="li" title="Coffee delivery research" onPress={() => {}}>
            <Text>BeanRunner - Coffee delivery</Text>
            <Badge tone="success">active</Badge>
          </Card>
        </ul>
        <Card
          title="Interview in Progress"
          actions={
            <>
              <Button>Resume Interview</Button>
              <Button variant="danger">Abandon</Button>
            </>
          }
        >
          <Text size="sm" tone="muted">
            Questions answered: 2 / 5
          </Text>
        </Card>
        <Spinner />
        <Spinner label="Processing..." showLabel />
        <ProgressBar label="Questions answered" value={2} maxValue={5} valueLabel="2 / 5" />
        <Meter label="Input level" value={35} />
        <DialogTrigger>
          <Button>Open dialog</Button>
          <Modal title="My Profile" footer={<Button>Save Changes</Button>}>
            <TextField label="First Name" />
          </Modal>
        </DialogTrigger>
      </Stack>
    </main>
  )
}

beforeEach(() => localStorage.clear())
afterEach(() => toasts.clear())

describe.each(['light', 'dark'] as const)('accessibility in the %s theme', (theme) => {
  it('a page with every primitive has no serious or critical axe violations', async () => {
    await renderWithColorScheme(<Gallery />, { theme })
    await expect.element(page.getByRole('heading', { name: 'Design system' })).toBeVisible()
    expect(document.documentElement.style.colorScheme).toBe(theme)
    toasts.add({ title: 'Failed to start interview', description: 'Try again.', tone: 'danger' })
    toasts.add({ title: 'Microphone changed', tone: 'success' })
    await expect.element(page.getByRole('alertdialog').first()).toBeVisible()
    await expectNoSeriousA11yViolations()
  })

  it('open overlays (menu, select list, modal) have none either', async () => {
    await renderWithColorScheme(<Gallery />, { theme })
    await page.getByRole('button', { name: 'Settings' }).click()
    await expect.element(page.getByRole('menu')).toBeVisible()
    await expectNoSeriousA11yViolations()
    await page.getByRole('menuitem', { name: 'Profile' }).click()

    await page.getByRole('button', { name: /^Choose a role/ }).click()
    await expect.element(page.getByRole('listbox')).toBeVisible()
    await expectNoSeriousA11yViolations()
    await page.getByRole('option', { name: 'Admin' }).click()

    await page.getByRole('button', { name: 'Open dialog' }).click()
    await expect.element(page.getByRole('dialog', { name: 'My Profile' })).toBeVisible()
    await expectNoSeriousA11yViolations()
  })
})

describe('ConfirmDialog accessibility', () => {
  it.each(['light', 'dark'] as const)('has no serious violations when open (%s)', async (theme) => {
    await renderWithColorScheme(
      <ConfirmDialog
        isOpen
        title="Abandon interview?"
        message="Are you sure you want to abandon this interview? This action cannot be undone."
        confirmLabel="Abandon"
        onConfirm={() => {}}
      />,
      { theme },
    )
    await expect
      .element(page.getByRole('alertdialog', { name: 'Abandon interview?' }))
      .toBeVisible()
    await expectNoSeriousA11yViolations()
  })
})
