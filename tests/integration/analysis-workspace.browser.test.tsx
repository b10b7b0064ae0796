import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { fixtureIds } from '../../fixtures'
import { db } from '../../mocks/db'
import { ResultsModal } from '@/features/results/components/results-modal'
import { clearStaleAnnouncements } from '../support/announcer'
import { expectNoSeriousA11yViolations } from '../support/axe'
import { setUpMockWorker } from '../support/mock-worker'
import { renderWithColorScheme } from '../support/render'
import {
  coffee,
  goTo,
  MADE,
  onlyTheseInterviews,
  openInsights,
  seedPlans,
  Workspace,
  type Account,
} from './insights-support'
import { muteConsole } from '../support/console'
import { signInAs } from '../support/sign-in'

/**
 * The Analysis workspace (issue 32 §2): a page of its own per project, its sections, the segment
 * filter in each, its data kept between sections, and Results' Open analysis.
 */

const mock = setUpMockWorker()

const SECTIONS = [
  'Insights',
  'Codebook',
  'Ask your interviews',
  'Segments and Compare',
  'Share report',
] as const

/** A code name of 40 characters: the longest the workspace promises to show whole. */
const LONG = 'Courier never texts when orders run late'

beforeEach(async () => {
  clearStaleAnnouncements()
  muteConsole(['info', 'warn'])
  await onlyTheseInterviews(MADE)
  await seedPlans()
})
afterEach(() => vi.restoreAllMocks())

describe('the workspace', () => {
  it('names the project, offers five sections and the segment filter in each', async () => {
    const main = await openInsights('lead')
    await expect
      .element(main.getByRole('heading', { level: 2, name: `Analysis: ${coffee.name}` }))
      .toBeVisible()
    await expect.element(main.getByText(coffee.company, { exact: true })).toBeVisible()
    const tabs = main.getByRole('tablist', { name: 'Analysis sections' }).getByRole('tab')
    expect(tabs.elements().map((tab) => tab.textContent)).toEqual([...SECTIONS])
    for (const label of SECTIONS) {
      await goTo(label)
      await expect.element(main.getByRole('region', { name: 'Segment' })).toBeVisible()
      await expect.element(main.getByText('Showing all 4 interviews')).toBeVisible()
    }
  })

  it('keeps a segment and its data across sections, reading the interviews once', async () => {
    let reads = 0
    mock.worker.events.on('request:start', ({ request }) => {
      if (request.method === 'GET' && /\/projects\/[^/]+\/interviews$/.test(request.url)) reads += 1
    })
    const main = await openInsights('lead')
    await main.getByRole('button', { name: 'Attribute' }).click()
    await page.getByRole('option', { name: 'Plan' }).click()
    await main.getByRole('button', { name: 'Value' }).click()
    await page.getByRole('option', { name: 'Subscriber' }).click()
    await main.getByRole('button', { name: 'Add filter' }).click()
    const scoped = main.getByText('Showing 2 of 4 interviews: Plan is Subscriber')
    await expect.element(scoped).toBeVisible()
    for (const label of SECTIONS) {
      await goTo(label)
      await expect.element(scoped).toBeVisible()
    }
    await goTo('Ask your interviews')
    await expect.element(main.getByText('Scope: Plan is Subscriber')).toBeVisible()
    expect(reads).toBe(1)
  })

  it('moves between sections by keyboard alone, and is axe clean in each', async () => {
    const main = await openInsights('admin')
    const first = main.getByRole('tab', { name: 'Insights' })
    ;(first.element() as HTMLElement).focus()
    for (const label of SECTIONS.slice(1)) {
      await userEvent.keyboard('{ArrowRight}')
      await expect.element(main.getByRole('tab', { name: label })).toHaveFocus()
      await expect
        .element(main.getByRole('tab', { name: label }))
        .toHaveAttribute('aria-selected', 'true')
      await expect.element(main.getByRole('tabpanel')).toBeVisible()
      await expect.poll(() => main.getByRole('progressbar').elements().length).toBe(0)
      await expectNoSeriousA11yViolations()
      ;(main.getByRole('tab', { name: label }).element() as HTMLElement).focus()
    }
  })

  it('opens the Codebook at the code its address names, its passages shown', async () => {
    const user = await signInAs('lead')
    const code = db.codes.findFirst((query) =>
      query.where({ projectId: coffee.id, name: 'Subscription price' }),
    )
    if (!code) throw new Error('The demo codebook has no Subscription price')
    await renderWithColorScheme(
      <Workspace user={user} project={coffee} section="codebook" codeId={code.id} />,
    )
    await expect
      .element(page.getByRole('region', { name: 'Passages of Subscription price' }))
      .toBeInViewport()
  })
})

describe('Results', () => {
  async function openResults(account: Account) {
    const user = await signInAs(account)
    const onOpenAnalysis = vi.fn()
    await renderWithColorScheme(
      <ResultsModal
        project={coffee}
        user={user}
        onClose={() => undefined}
        onOpenAnalysis={onOpenAnalysis}
      />,
    )
    const dialog = page.getByRole('dialog', { name: `Interview Results: ${coffee.name}` })
    await expect.element(dialog.getByRole('heading').first()).toBeVisible()
    return { dialog, onOpenAnalysis }
  }

  it('offers the lead Open analysis and no Insights tab', async () => {
    const { dialog, onOpenAnalysis } = await openResults('lead')
    await expect.element(dialog.getByRole('tab', { name: 'Completed' })).toBeVisible()
    await expect.element(dialog.getByRole('tab', { name: 'Insights' })).not.toBeInTheDocument()
    await dialog.getByRole('button', { name: 'Open analysis' }).click()
    expect(onOpenAnalysis).toHaveBeenCalledOnce()
  })

  it('offers an interviewee no Open analysis', async () => {
    const { dialog } = await openResults('interviewee')
    await expect
      .element(dialog.getByRole('button', { name: 'Open analysis' }))
      .not.toBeInTheDocument()
  })
})

describe.each([
  [1280, 800],
  [390, 844],
])('at %i × %i', (width, height) => {
  beforeEach(async () => {
    await page.viewport(width, height)
    expect(LONG).toHaveLength(40)
    await db.codes.create({
      id: crypto.randomUUID(),
      projectId: coffee.id,
      name: LONG,
      description: 'When the courier is late, nobody says so until the coffee arrives.',
      parentId: null,
      color: '#2f6fde',
      themeKey: null,
      createdBy: fixtureIds.users.lead,
      createdAt: '2026-11-10T09:00:00.000Z',
    })
  })

  it('no section scrolls sideways', async () => {
    const main = await openInsights('admin')
    for (const label of SECTIONS) {
      await goTo(label)
      await expect.poll(() => main.getByRole('progressbar').elements().length).toBe(0)
      const root = document.documentElement
      expect(root.scrollWidth, `${label}: the page`).toBeLessThanOrEqual(root.clientWidth)
      const workspace = main.element()
      expect(workspace.scrollWidth, `${label}: the workspace`).toBeLessThanOrEqual(
        workspace.clientWidth,
      )
    }
  })

  it('shows a 40-character code name whole and reaches every action of its row', async () => {
    const main = await openInsights('lead', 'codebook')
    const grid = main.getByRole('grid', { name: 'Codebook' })
    await expect.element(grid).toBeVisible()
    const row = grid.getByRole('row').filter({ has: page.getByRole('rowheader', { name: LONG }) })
    const name = row.getByRole('rowheader').element()
    expect(name.scrollWidth, 'the name is not cut sideways').toBeLessThanOrEqual(name.clientWidth)
    expect(name.scrollHeight, 'the name is not cut below').toBeLessThanOrEqual(name.clientHeight)

    const table = grid.element().getBoundingClientRect()
    const inView = (element: Element) => {
      const box = element.getBoundingClientRect()
      return box.left >= table.left && box.right <= table.right && box.right <= width
    }
    const actions = ['Rename', 'Merge into…', 'Parent', 'Delete']
    if (width >= 1280) {
      for (const action of actions) {
        const button = row.getByRole('button', { name: action, exact: true }).element()
        expect(inView(button), `${action} in view`).toBe(true)
      }
    } else {
      const menu = row.getByRole('button', { name: `Actions for ${LONG}` })
      expect(inView(menu.element()), 'the Actions menu in view').toBe(true)
      await menu.click()
      for (const action of actions)
        await expect.element(page.getByRole('menuitem', { name: action })).toBeVisible()
      await page.getByRole('menuitem', { name: 'Rename' }).click()
      await expect.element(page.getByRole('dialog', { name: `Rename ${LONG}` })).toBeVisible()
    }
  })
})
