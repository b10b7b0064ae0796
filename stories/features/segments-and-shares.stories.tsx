import { expect, userEvent, within } from 'storybook/test'
import preview from '../../.storybook/preview'
import { demoUsers, fixtureIds } from '../../fixtures'
import { db } from '../../mocks/db'
import { SharedReportApp } from '@/app/shared-report-app'
import { appScreen, openAnalysis, page } from '../support/screens'
import { scenario } from '../support/scenario'
import { sentence } from '../support/text-matchers'

/**
 * Segments, Compare and Share report in the Insights tab (docs/product.md#segments,
 * docs/product.md#shared-report), on BeanRunner's seeded plans, and the public report a link
 * opens.
 */
const meta = preview.meta({
  title: 'Screens/Insights/Segments and sharing',
  ...appScreen({ signedInAs: 'lead' }),
})

const COFFEE = 'BeanRunner morning delivery study'

async function openInsights(): Promise<HTMLElement> {
  const panel = await openAnalysis(COFFEE)
  await within(panel).findByRole('heading', { name: 'Segment' }, { timeout: 15_000 })
  return panel
}

/** The workspace's section `name`, by its tab: each section is a panel of its own. */
async function openSection(panel: HTMLElement, name: string) {
  await userEvent.click(within(panel).getByRole('tab', { name }))
}

/** Picks `option` in the Select labelled `label` inside `scope`. */
async function choose(scope: HTMLElement, label: string, option: string) {
  await userEvent.click(within(scope).getByRole('button', { name: new RegExp(`${label}$`) }))
  await userEvent.click(await page.findByRole('option', { name: option }))
}

/** The lead narrows every section to the Subscriber plan; the Codebook counts follow. */
export const Segmented = meta.story({
  play: async () => {
    const panel = await openInsights()
    const segment = within(panel).getByRole('region', { name: 'Segment' })
    await choose(segment, 'Attribute', 'Plan')
    await choose(segment, 'Value', 'Subscriber')
    await userEvent.click(within(segment).getByRole('button', { name: 'Add filter' }))
    await expect(
      await within(panel).findByText(/^Showing \d+ of \d+ interviews: Plan is Subscriber$/),
    ).toBeVisible()
    await openSection(panel, 'Codebook')
    await expect(
      await within(panel).findByRole('grid', { name: 'Codebook' }, { timeout: 15_000 }),
    ).toBeVisible()
  },
})

/** Compare by Plan: themes, then codes, with '{k} of {N}' per plan and the difference. */
export const Comparison = meta.story({
  play: async () => {
    const panel = await openInsights()
    await openSection(panel, 'Segments and Compare')
    const compare = await within(panel).findByRole('region', { name: 'Compare' })
    await choose(compare, 'Compare by', 'Plan')
    await expect(
      await within(compare).findByRole('grid', { name: 'Themes compared' }, { timeout: 15_000 }),
    ).toBeVisible()
    const codes = await within(compare).findByRole('grid', { name: 'Codes compared' })
    // Coding's counts arrive after the grid: wait for a row's difference, not the empty grid.
    const differences = await within(codes).findAllByText(/points/, {}, { timeout: 15_000 })
    await expect(differences.length).toBeGreaterThan(0)
  },
})

/** Share Report after Create link: the link in full, Copy link, and the list with Revoke. */
export const ShareDialog = meta.story({
  play: async () => {
    const panel = await openInsights()
    await openSection(panel, 'Share report')
    await userEvent.click(await within(panel).findByRole('button', { name: 'Share report' }))
    const dialog = await page.findByRole('dialog', { name: 'Share Report' })
    await expect(within(dialog).getByRole('checkbox', { name: 'Include sentiment' })).toBeDisabled()
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Create link' }))
    const link = await within(dialog).findByRole('textbox', { name: 'Link' })
    await expect((link as HTMLInputElement).value).toMatch(/\/shared\/[\w-]{22,}$/)
    await expect(within(dialog).getByRole('list', { name: 'Links' })).toHaveTextContent(
      'Overview, themes and codes',
    )
  },
})

const TOKEN = 'storybook-report-link-0000000000'
const lead = demoUsers.find((user) => user.id === fixtureIds.users.lead)

/** The page a link opens, signed out: the project, who shared it, themes and codes. */
export const PublicReport = meta.story({
  render: () => <SharedReportApp token={TOKEN} />,
  parameters: scenario({}),
  beforeEach: async () => {
    await db.shareLinks.create({
      id: crypto.randomUUID(),
      projectId: fixtureIds.projects.coffee,
      token: TOKEN,
      createdByUserId: fixtureIds.users.lead,
      createdByName: { firstName: lead?.firstName ?? '', lastName: lead?.lastName ?? '' },
      createdAt: '2026-11-20T10:00:00.000Z',
      includeSentiment: false,
      segment: [],
    })
  },
  play: async () => {
    await expect(
      await page.findByRole('heading', { level: 1, name: COFFEE }, { timeout: 15_000 }),
    ).toBeVisible()
    await expect(page.getByText(sentence(/^Shared by \w+ \w+ on /))).toBeVisible()
    await expect(await page.findByRole('heading', { name: 'Codes' })).toBeVisible()
    await expect(page.queryByRole('button', { name: 'View interview' })).toBeNull()
  },
})

/** A revoked or unknown link. */
export const LinkGone = meta.story({
  render: () => <SharedReportApp token="no-such-link-00000000000" />,
  parameters: scenario({}),
  play: async () => {
    await expect(await page.findByText('This link is no longer available.')).toBeVisible()
  },
})
