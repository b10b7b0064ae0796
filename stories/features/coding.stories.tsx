import { http, HttpResponse } from 'msw'
import type { MswApi } from 'msw-storybook-addon'
import { expect, userEvent, within } from 'storybook/test'
import preview from '../../.storybook/preview'
import { fixtureIds } from '../../fixtures'
import type { Code } from '@/api/resources/coding'
import { appScreen, openAnalysisSection, openResults, page } from '../support/screens'
import { scenario } from '../support/scenario'
import { sentence } from '../support/text-matchers'

/**
 * Coding (docs/product.md#coding): the Codebook section of Insights with its Activity, coded
 * answers in an interview's details, and an admin's corrected sentiment. The demo's BeanRunner
 * project has a small codebook made by its lead.
 */
const meta = preview.meta({
  title: 'Screens/Coding',
  ...appScreen({ signedInAs: 'lead' }),
})

const COFFEE = 'BeanRunner morning delivery study'

/** The Codebook section, once its table (or its empty state) shows. */
async function openCodebook(): Promise<HTMLElement> {
  const workspace = await openAnalysisSection(COFFEE, 'Codebook')
  const codebook = await within(workspace).findByRole(
    'region',
    { name: 'Codebook' },
    { timeout: 15_000 },
  )
  await within(codebook).findByRole('grid', { name: 'Codebook' }, { timeout: 15_000 })
  return codebook
}

/** The project's coding answered by the story: codes, and no highlights nor activity. */
function codebookOf(codes: Code[]) {
  return ({ msw }: { msw: MswApi }) => {
    msw.use(
      http.get('*/api/projects/:id/codes', () => HttpResponse.json(codes)),
      http.get('*/api/projects/:id/highlights', () => HttpResponse.json([])),
      http.get('*/api/projects/:id/coding-activity', () => HttpResponse.json([])),
    )
  }
}

/** `count` codes, one in ten nested under the code before it. */
function manyCodes(count: number): Code[] {
  return Array.from({ length: count }, (_, index) => {
    const id = `0000005f-0000-4000-8000-${String(index + 1).padStart(12, '0')}`
    return {
      id,
      projectId: fixtureIds.projects.coffee,
      name: `Code ${String(index + 1).padStart(3, '0')}`,
      description: index % 3 === 0 ? 'A code made for the long-codebook story.' : '',
      parentId:
        index % 10 === 9 ? `0000005f-0000-4000-8000-${String(index).padStart(12, '0')}` : null,
      color: '#2f6fde',
      themeKey: null,
      createdBy: null,
      createdAt: '2026-11-05T09:00:00.000Z',
      highlightCount: 0,
      interviewCount: 0,
    }
  })
}

/** The demo's codebook: nested codes with their counts; selecting one lists its passages. */
export const Codebook = meta.story({
  play: async () => {
    const codebook = await openCodebook()
    const table = within(codebook).getByRole('grid', { name: 'Codebook' })
    await userEvent.click(within(table).getByRole('rowheader', { name: 'Live tracking' }))
    await expect(
      await within(codebook).findByRole('list', { name: 'Passages of Live tracking' }),
    ).toBeVisible()
  },
})

export const EmptyCodebook = meta.story({
  beforeEach: codebookOf([]),
  play: async () => {
    const codebook = await openCodebook()
    await expect(await within(codebook).findByText(/^No codes yet\./)).toBeVisible()
    await expect(within(codebook).getByRole('button', { name: 'New Code' })).toBeEnabled()
  },
})

/** 300 codes: the table renders the rows in view only. */
export const ThreeHundredCodes = meta.story({
  beforeEach: codebookOf(manyCodes(300)),
  play: async () => {
    const codebook = await openCodebook()
    const table = within(codebook).getByRole('grid', { name: 'Codebook' })
    await expect(await within(table).findByRole('rowheader', { name: 'Code 001' })).toBeVisible()
    await expect(table).toHaveAttribute('aria-rowcount', '301')
  },
})

/** Every change, newest first, with who made it and when. */
export const Activity = meta.story({
  play: async () => {
    const codebook = await openCodebook()
    const list = await within(codebook).findByRole('list', { name: 'Activity' })
    await expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0)
  },
})

/** An interview's coded answers: passages marked, codes as chips, from a code's passage. */
export const CodedAnswers = meta.story({
  play: async () => {
    const codebook = await openCodebook()
    const table = within(codebook).getByRole('grid', { name: 'Codebook' })
    await userEvent.click(within(table).getByRole('rowheader', { name: 'Live tracking' }))
    const passages = await within(codebook).findByRole('list', {
      name: 'Passages of Live tracking',
    })
    await userEvent.click(within(passages).getAllByRole('button', { name: 'View interview' })[0]!)
    const details = await page.findByRole('dialog', { name: 'Interview Details' })
    await expect(await within(details).findAllByRole('mark')).not.toHaveLength(0)
    await expect(
      within(details).getAllByRole('button', { name: 'Remove code Live tracking' }).length,
    ).toBeGreaterThan(0)
  },
})

/** An admin's correction: the corrected value, who corrected it, and the AI's reading. */
export const CorrectedSentiment = meta.story({
  parameters: scenario({ signedInAs: 'admin' }),
  play: async () => {
    const results = await openResults(COFFEE)
    await userEvent.click(
      (await within(results).findAllByRole('button', { name: 'View Details' }))[0]!,
    )
    const details = await page.findByRole('dialog', { name: 'Interview Details' })
    const correct = await within(details).findAllByRole('button', { name: 'Correct sentiment' })
    await userEvent.click(correct[0]!)
    const dialog = await page.findByRole('dialog', { name: 'Correct Sentiment' })
    await userEvent.click(within(dialog).getByRole('button', { name: /Sentiment$/ }))
    await userEvent.click(await page.findByRole('option', { name: 'Confused' }))
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Asked twice.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await expect(
      await within(details).findByText(sentence(/^Corrected by Ada Admin$/)),
    ).toBeVisible()
    await expect(within(details).getByText(/^was /)).toBeVisible()
  },
})
