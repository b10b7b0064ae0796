import { beforeEach, describe, expect, it } from 'vitest'
import { page, type Locator } from 'vitest/browser'
import { fixtureIds, projects } from '../../fixtures'
import { setUpMockWorker } from '../support/mock-worker'
import { renderSignedInAt } from '../support/signed-in'
import { muteConsole } from '../support/console'
import { signInAs } from '../support/sign-in'

/**
 * Tables fit (issue 32 §2): at a laptop's 1280 × 800 and a phone's 390 × 844 no page scrolls
 * sideways in any Analysis section or any of the spec's dialogs, and no dialog scrolls sideways
 * inside itself. Each screen is opened by its address, as a colleague's link would open it.
 */

setUpMockWorker({ clearLocalStorage: true })

const [coffee] = projects
const PROJECT = `/projects/${fixtureIds.projects.coffee}`

interface Screen {
  /** What the test says it opened. */
  name: string
  url: string
  /** What shows once the screen has its content: measuring before would prove nothing. */
  ready: () => Locator
  /** The dialogs it opens, by name (none for an Analysis section). */
  dialogs: readonly string[]
}

const section = (slug: string, ready: () => Locator): Screen => ({
  name: `Analysis: ${slug}`,
  url: `${PROJECT}/analysis/${slug}`,
  ready,
  dialogs: [],
})
const results = `Interview Results: ${coffee?.name ?? ''}`
const admin = (tab: string, label: string): Screen => ({
  name: `Admin Panel: ${label}`,
  url: `/admin/${tab}`,
  ready: () => page.getByRole('tab', { name: label, selected: true }),
  dialogs: ['Admin Panel'],
})

const SCREENS: readonly Screen[] = [
  section('insights', () => page.getByRole('heading', { name: 'Overview' })),
  section('codebook', () => page.getByRole('grid', { name: 'Codebook' })),
  section('ask', () => page.getByRole('textbox', { name: 'Question' })),
  section('compare', () => page.getByRole('heading', { name: 'Compare', exact: true })),
  section('share', () => page.getByRole('button', { name: 'Share report' })),
  {
    name: 'Project details',
    url: PROJECT,
    ready: () => page.getByRole('button', { name: 'View Interview Results' }),
    dialogs: [coffee?.name ?? ''],
  },
  {
    name: 'Results: Completed',
    url: `${PROJECT}/results`,
    ready: () => page.getByRole('button', { name: 'Open analysis' }),
    dialogs: [results],
  },
  {
    name: 'Results: In Progress',
    url: `${PROJECT}/results?tab=in-progress`,
    ready: () => page.getByRole('tab', { name: 'In Progress', selected: true }),
    dialogs: [results],
  },
  {
    name: 'Interview Details',
    url: `${PROJECT}/results/interviews/${fixtureIds.interviews.coffeeCompleted}`,
    ready: () => page.getByRole('dialog', { name: 'Interview Details' }).getByRole('listitem'),
    dialogs: [results, 'Interview Details'],
  },
  admin('users', 'User Management'),
  admin('project-types', 'Project Types'),
  admin('models', 'AI Models'),
  admin('prompts', 'Interview Prompts'),
  {
    name: 'My Profile',
    url: '/profile',
    ready: () => page.getByRole('textbox', { name: 'First Name' }),
    dialogs: ['My Profile'],
  },
]

/** Where something scrolls sideways: the page, or a dialog inside itself. */
function sidewaysScroll(dialogs: readonly string[]): string[] {
  const found: string[] = []
  const root = document.documentElement
  if (root.scrollWidth > window.innerWidth) found.push(`the page: ${root.scrollWidth}`)
  for (const name of dialogs) {
    const dialog = page.getByRole('dialog', { name, exact: true }).element()
    if (dialog.scrollWidth > dialog.clientWidth)
      found.push(`${name}: ${dialog.scrollWidth} > ${dialog.clientWidth}`)
  }
  return found
}

beforeEach(() => {
  muteConsole(['info', 'warn'])
})

describe.each([
  [1280, 800],
  [390, 844],
])('at %i × %i', (width, height) => {
  it.each(SCREENS.map((screen) => [screen.name, screen] as const))(
    '%s does not scroll sideways',
    async (_, screen) => {
      await page.viewport(width, height)
      await signInAs('admin')
      await renderSignedInAt(screen.url)
      await expect.element(screen.ready().first()).toBeVisible()
      for (const name of screen.dialogs)
        await expect.element(page.getByRole('dialog', { name, exact: true })).toBeVisible()
      await expect.poll(() => page.getByRole('progressbar').elements().length).toBe(0)
      expect(sidewaysScroll(screen.dialogs)).toEqual([])
    },
  )
})
