import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { page, userEvent, type Locator } from 'vitest/browser'
import { clearStaleAnnouncements } from '../support/announcer'
import { expectNoSeriousA11yViolations } from '../support/axe'
import { fixtureIds } from '../../fixtures'
import { db } from '../../mocks/db'
import { setUpMockWorker } from '../support/mock-worker'
import { codeRow, openCodebook } from './coding-support'
import { goTo } from './insights-support'
import { muteConsole } from '../support/console'

/**
 * The Codebook section of Insights (issue 22, items 2, 3 and 5) on the demo's codebook of the
 * BeanRunner project: rename, nest, merge, delete, a code's passages, theme suggestions and the
 * Activity list.
 */

setUpMockWorker()

beforeEach(async () => {
  // The full table, with its row buttons (a narrower one is compact: analysis-fit tests).
  await page.viewport(1280, 800)
  clearStaleAnnouncements()
  muteConsole(['info', 'warn'])
})
afterEach(() => vi.restoreAllMocks())

/** The cells of a code's row, by column header. */
function cellsOf(codebook: Locator, name: string): Record<string, string> {
  const table = codebook.getByRole('grid', { name: 'Codebook' })
  const headers = table
    .getByRole('columnheader')
    .elements()
    .map((cell) => cell.textContent ?? '')
  const row = codeRow(codebook, name)
  const cells = row.getByRole('rowheader').or(row.getByRole('gridcell')).elements()
  return Object.fromEntries(
    headers.map((header, index) => [header, cells[index]?.textContent ?? '']),
  )
}

async function rowAction(
  codebook: Locator,
  name: string,
  action: string,
  title: string,
  role: 'dialog' | 'alertdialog' = 'dialog',
): Promise<Locator> {
  await codeRow(codebook, name).getByRole('button', { name: action }).click()
  const dialog = page.getByRole(role, { name: title })
  await expect.element(dialog).toBeVisible()
  return dialog
}

async function choose(dialog: Locator, label: string, option: string) {
  await dialog.getByRole('button', { name: new RegExp(`${label}$`) }).click()
  await page.getByRole('option', { name: new RegExp(`^\\s*${option}$`) }).click()
}

const activity = (codebook: Locator) => codebook.getByRole('list', { name: 'Activity' })

describe('the codebook', () => {
  // The first test also waits for coding's chunk to compile on a busy machine.
  it(
    'lists the codes with their counts, and a code’s passages verbatim',
    { timeout: 40_000 },
    async () => {
      const codebook = await openCodebook('lead')
      const tracking = cellsOf(codebook, 'Live tracking')
      expect(tracking.Parent).toBe('Delivery experience')
      expect(Number(tracking.Highlights)).toBeGreaterThan(0)
      expect(tracking.Interviews).toMatch(/^\d+ of \d+$/)
      await expectNoSeriousA11yViolations()

      await codeRow(codebook, 'Live tracking').getByRole('rowheader').click()
      const passages = codebook.getByRole('list', { name: 'Passages of Live tracking' })
      await expect.element(passages).toBeVisible()
      const quotes = passages.getByRole('blockquote').elements()
      expect(quotes).toHaveLength(Number(tracking.Highlights))
      for (const quote of quotes)
        expect(quote.textContent?.toLowerCase()).toContain('live tracking')
      await expect.element(passages.getByText(/^Question \d+(\.\d+)*$/).first()).toBeVisible()
      await passages.getByRole('button', { name: 'View interview' }).first().click()
      const details = page.getByRole('dialog', { name: 'Interview Details' })
      await expect.element(details.getByRole('mark').first()).toBeVisible()
    },
  )

  it('renames a code, refusing a name taken, and shows it first in the Activity list', async () => {
    const codebook = await openCodebook('lead')
    const rename = await rowAction(codebook, 'Cold coffee', 'Rename', 'Rename Cold coffee')
    await rename.getByRole('textbox', { name: 'Name' }).fill('Late delivery')
    await rename.getByRole('button', { name: 'Save' }).click()
    await expect.element(rename).toHaveTextContent('Another code already has this name.')
    await rename.getByRole('textbox', { name: 'Name' }).fill('Lukewarm coffee')
    await rename.getByRole('button', { name: 'Save' }).click()
    await expect.element(rename).not.toBeInTheDocument()
    await expect.element(codeRow(codebook, 'Lukewarm coffee')).toBeVisible()
    await expect
      .element(activity(codebook).getByRole('listitem').first())
      .toHaveTextContent('renamed the code Cold coffee to Lukewarm coffee')
  })

  it('nests a code under another, never under its own sub-code', async () => {
    const codebook = await openCodebook('lead')
    const loop = await rowAction(
      codebook,
      'Delivery experience',
      'Parent',
      'Parent of Delivery experience',
    )
    await loop.getByRole('button', { name: /Parent$/ }).click()
    await expect.element(page.getByRole('option', { name: /Oat milk$/ })).toBeVisible()
    await expect
      .element(page.getByRole('option', { name: /Live tracking$/ }))
      .not.toBeInTheDocument()
    await page.getByRole('option', { name: /Oat milk$/ }).click()
    await loop.getByRole('button', { name: 'Cancel' }).click()

    const nest = await rowAction(codebook, 'Oat milk', 'Parent', 'Parent of Oat milk')
    await choose(nest, 'Parent', 'Delivery experience')
    await nest.getByRole('button', { name: 'Save' }).click()
    await expect.element(nest).not.toBeInTheDocument()
    await expect.poll(() => cellsOf(codebook, 'Oat milk').Parent).toBe('Delivery experience')
    await expect
      .element(activity(codebook).getByRole('listitem').first())
      .toHaveTextContent('moved the code Oat milk')
    clearStaleAnnouncements()
    await expectNoSeriousA11yViolations()
  })

  it('merges one code into another and deletes a code after asking', async () => {
    const codebook = await openCodebook('lead')
    const late = Number(cellsOf(codebook, 'Late delivery').Highlights)
    const cold = Number(cellsOf(codebook, 'Cold coffee').Highlights)
    const merge = await rowAction(
      codebook,
      'Late delivery',
      'Merge into…',
      'Merge Late delivery into…',
    )
    await expect.element(merge.getByRole('button', { name: /Choose a code/ })).toBeVisible()
    await choose(merge, 'Target code', 'Cold coffee')
    await merge.getByRole('button', { name: 'Merge' }).click()
    await expect.element(merge).not.toBeInTheDocument()
    await expect.element(codeRow(codebook, 'Late delivery')).not.toBeInTheDocument()
    const merged = Number(cellsOf(codebook, 'Cold coffee').Highlights)
    expect(merged).toBeGreaterThan(cold)
    expect(merged).toBeLessThanOrEqual(cold + late)
    await expect
      .element(activity(codebook).getByRole('listitem').first())
      .toHaveTextContent('merged the code Late delivery into Cold coffee')

    const remove = await rowAction(
      codebook,
      'Subscription price',
      'Delete',
      'Delete Subscription price?',
      'alertdialog',
    )
    await remove.getByRole('button', { name: 'Delete' }).click()
    await expect.element(codeRow(codebook, 'Subscription price')).not.toBeInTheDocument()
    await expect
      .element(activity(codebook).getByRole('listitem').first())
      .toHaveTextContent('deleted the code Subscription price')
  })

  it("says '1 highlight moved' when a merge moves one highlight", async () => {
    const projectId = fixtureIds.projects.coffee
    const taken = db.highlights.findFirst((query) => query.where({ projectId }))
    const target = db.codes.findFirst((query) =>
      query.where({ projectId, id: (id) => id !== taken?.codeId }),
    )
    if (!taken || !target) throw new Error('The demo codebook has codes and highlights')
    const single = await db.codes.create({
      id: crypto.randomUUID(),
      projectId,
      name: 'Said once',
      description: '',
      parentId: null,
      color: '#2f6fde',
      themeKey: null,
      createdBy: fixtureIds.users.lead,
      createdAt: '2026-11-10T09:00:00.000Z',
    })
    // The same passage as another code's, so the target does not code it yet.
    const { interviewId, questionId, start, end, text } = taken
    await db.highlights.create({
      id: crypto.randomUUID(),
      projectId,
      codeId: single.id,
      interviewId,
      questionId,
      start,
      end,
      text,
      note: '',
      createdBy: fixtureIds.users.lead,
      createdAt: '2026-11-10T09:00:00.000Z',
    })
    const codebook = await openCodebook('lead')
    const merge = await rowAction(codebook, 'Said once', 'Merge into…', 'Merge Said once into…')
    await choose(merge, 'Target code', target.name)
    await merge.getByRole('button', { name: 'Merge' }).click()
    await expect.element(merge).not.toBeInTheDocument()
    await expect
      .element(activity(codebook).getByRole('listitem').first())
      .toHaveTextContent(`merged the code Said once into ${target.name} (1 highlight moved)`)
  })

  it('adds a New Code under a parent', async () => {
    const codebook = await openCodebook('admin')
    await codebook.getByRole('button', { name: 'New Code' }).click()
    const dialog = page.getByRole('dialog', { name: 'New Code' })
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Courier manners')
    await choose(dialog, 'Parent', 'Delivery experience')
    const colours = dialog.getByRole('radiogroup', { name: 'Colour' })
    await expect.element(colours.getByRole('radio', { name: 'Blue' })).toBeVisible()
    // By keyboard: the arrows move along the swatches, Blue to Teal in four steps.
    colours.getByRole('radio', { name: 'Blue' }).element().focus()
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}')
    await expect.element(colours.getByRole('radio', { name: 'Teal' })).toBeChecked()
    await dialog.getByRole('button', { name: 'New Code' }).click()
    await expect.element(dialog).not.toBeInTheDocument()
    expect(cellsOf(codebook, 'Courier manners')).toMatchObject({
      Parent: 'Delivery experience',
      Highlights: '0',
    })
    // The server keeps the colour chosen, and the codebook shows it beside the name.
    const made = db.codes.findFirst((query) => query.where({ name: 'Courier manners' }))
    expect(made?.color).toBe('#0c8599')
    const swatch = codeRow(codebook, 'Courier manners').element().querySelector('[aria-hidden] ')
    expect(getComputedStyle(swatch as Element).backgroundColor).toBe('rgb(12, 133, 153)')
  })
})

describe('theme suggestions', () => {
  it('accepts a theme as a code and dismisses another, both staying decided', async () => {
    const codebook = await openCodebook('lead')
    // A theme whose label is already a code's name cannot become a new code.
    const taken = new Set(
      codebook
        .getByRole('grid', { name: 'Codebook' })
        .getByRole('rowheader')
        .elements()
        .map((cell) => cell.textContent?.toLowerCase() ?? ''),
    )
    await goTo('Insights')
    const themes = page.getByRole('list', { name: 'Themes' })
    const cards = themes.getByRole('listitem').filter({
      has: page.getByRole('button', { name: 'Accept as code' }),
    })
    await expect.element(cards.first()).toBeVisible()
    const first = cards
      .elements()
      .find((card) => !taken.has(card.querySelector('h5')?.textContent?.toLowerCase() ?? ''))
    if (!first) throw new Error('Every theme is already a code')
    const label = first.querySelector('h5')?.textContent ?? ''
    const counted = /(\d+) of \d+ interviews/.exec(first.textContent ?? '')?.[1]
    await page.elementLocator(first).getByRole('button', { name: 'Accept as code' }).click()
    await expect.element(page.elementLocator(first)).toHaveTextContent('Accepted as a code')

    const second = cards.first().element()
    await page.elementLocator(second).getByRole('button', { name: 'Dismiss' }).click()
    await expect.element(page.elementLocator(second)).toHaveTextContent('Dismissed')

    await goTo('Codebook')
    await expect
      .poll(() => cellsOf(codebook, label).Interviews)
      .toMatch(new RegExp(`^${counted} of`))
    await expect
      .element(activity(codebook).getByRole('listitem').first())
      .toHaveTextContent('dismissed the theme')
    // The pending buttons announced themselves by their ids, gone with the decided themes.
    clearStaleAnnouncements()
    await expectNoSeriousA11yViolations()
  })
})
