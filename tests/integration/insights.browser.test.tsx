import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { page, userEvent, type Locator } from 'vitest/browser'
import { clearStaleAnnouncements } from '../support/announcer'
import { expectNoSeriousA11yViolations } from '../support/axe'
import { setUpMockWorker } from '../support/mock-worker'
import { renderWithColorScheme } from '../support/render'
import { renderSignedInAt } from '../support/signed-in'
import {
  coffee,
  network,
  q,
  NUMBER,
  COLD,
  MADE,
  ALL_ANSWERS,
  countOf,
  onlyTheseInterviews,
  openInsights,
  matchCount,
  captureDownloads,
  exportFile,
  mentions,
  Workspace,
  type Account,
} from './insights-support'
import { muteConsole } from '../support/console'
import { signInAs } from '../support/sign-in'

/**
 * Insights (issue 16), the Analysis workspace's first section (issue 32), per role, on interviews made for each test
 * (./insights-support.tsx).
 */

const mock = setUpMockWorker()

beforeEach(() => {
  clearStaleAnnouncements()
  muteConsole(['info', 'warn', 'error'])
})
afterEach(() => vi.restoreAllMocks())

beforeEach(async () => {
  await onlyTheseInterviews(MADE)
})

describe('admin', () => {
  it('sees the overview and the sentiment of every question, as a chart and as a table', async () => {
    const panel = await openInsights('admin')
    await expect
      .element(panel)
      .toHaveTextContent(`${MADE.length} completed interviews · ${ALL_ANSWERS.length} answers`)
    await expect
      .element(panel.getByRole('list', { name: 'Sentiment of all answers' }))
      .toBeVisible()

    for (const [id, number] of Object.entries(NUMBER)) {
      const annoyed = countOf(id, 'annoyed')
      const segment = panel.getByRole('button', {
        name: `Question ${number}, Annoyed: ${annoyed} answer${annoyed === 1 ? '' : 's'}`,
      })
      if (annoyed > 0) await expect.element(segment).toBeVisible()
      else await expect.element(segment).not.toBeInTheDocument()
    }
    await expect.element(panel.getByRole('list', { name: 'Legend' })).toHaveTextContent('Annoyed')
    await expectNoSeriousA11yViolations()

    await panel.getByRole('checkbox', { name: 'Show as table' }).click()
    const table = panel.getByRole('grid', { name: 'Sentiment by question' })
    await expect.element(table).toBeVisible()
    const headers = table
      .getByRole('columnheader')
      .elements()
      .map((cell) => cell.textContent)
    for (const [id, number] of Object.entries(NUMBER)) {
      const row = table.getByRole('row').filter({ hasText: `${number}. ` })
      const cells = row.getByRole('rowheader').or(row.getByRole('gridcell')).elements()
      const byHeader = Object.fromEntries(
        headers.map((name, index) => [name, cells[index]?.textContent]),
      )
      expect(byHeader.Total).toBe(String(countOf(id)))
      expect(byHeader.Annoyed).toBe(String(countOf(id, 'annoyed')))
      expect(byHeader.Positive).toBe(String(countOf(id, 'positive')))
    }
    await expectNoSeriousA11yViolations()
  })

  it('names themes as a researcher would, never with a generic word alone', async () => {
    const panel = await openInsights('admin')
    const themes = panel.getByRole('list', { name: 'Themes' })
    await expect.element(themes).toBeVisible()
    const labels = themes.getByRole('heading', { level: 5 }).elements()
    const names = labels.map((heading) => heading.textContent ?? '')
    // By hand: MADE[0..2] say cold coffee; 'coffee', 'delivery' and 'courier' recur everywhere.
    expect(names).toContain('coffee cold on arrival')
    for (const generic of ['coffee', 'delivery', 'courier', 'cafe', 'app', 'BeanRunner'])
      expect(names.map((name) => name.toLowerCase())).not.toContain(generic.toLowerCase())
    await expectNoSeriousA11yViolations()
  })

  it('finds themes whose quotes are the answers’ own words, each opening its interview', async () => {
    const panel = await openInsights('admin')
    const themes = panel.getByRole('list', { name: 'Themes' })
    await expect.element(themes).toBeVisible()
    const quotes = themes.getByRole('blockquote').elements()
    expect(quotes.length).toBeGreaterThan(0)
    for (const quote of quotes) {
      const text = (quote.textContent ?? '').replace(/^…|…$/g, '')
      expect(
        ALL_ANSWERS.some((said) => said.text.includes(text)),
        text,
      ).toBe(true)
    }
    await expect.element(themes).toHaveTextContent(new RegExp(`\\d of ${MADE.length} interviews`))

    const quote = themes
      .getByRole('list', { name: /^Quotes on / })
      .getByRole('listitem')
      .filter({ hasText: /cold coffee/i })
      .first()
    const quoted = (quote.getByRole('blockquote').element().textContent ?? '').replace(/^…|…$/g, '')
    await quote.getByRole('button', { name: 'View interview' }).click()
    const details = page.getByRole('dialog', { name: 'Interview Details' })
    await expect
      .element(details.getByRole('list', { name: 'Questions and answers' }))
      .toHaveTextContent(quoted)
  })

  it('searches the answers, marks the matches and announces their number', async () => {
    const panel = await openInsights('admin')
    await expect
      .element(matchCount(panel))
      .toHaveTextContent(`${ALL_ANSWERS.length} matching answers`)
    await expect.element(matchCount(panel)).toHaveAttribute('aria-live', 'polite')

    await panel.getByRole('searchbox', { name: 'Search answers' }).fill('cold')
    const expected = ALL_ANSWERS.filter((said) => /cold/i.test(said.text)).length
    await expect.element(matchCount(panel)).toHaveTextContent(`${expected} matching answers`)
    const list = panel.getByRole('list', { name: 'Matching answers' })
    expect(list.getByRole('listitem').elements()).toHaveLength(expected)
    const marks = list.element().querySelectorAll('mark')
    expect(marks.length).toBeGreaterThanOrEqual(expected)
    for (const mark of marks) expect(mark.textContent?.toLowerCase()).toBe('cold')

    await list.getByRole('button', { name: 'View interview' }).first().click()
    await expect.element(page.getByRole('dialog', { name: 'Interview Details' })).toBeVisible()
  })

  it('filters the answers from the chart and the filters by keyboard alone', async () => {
    const panel = await openInsights('admin')
    const annoyed = countOf(q.letDown, 'annoyed')
    const name = `Question 4, Annoyed: ${annoyed} answers`
    panel.getByRole('checkbox', { name: 'Show as table' }).element().focus()
    for (
      let step = 0;
      step < 40 && document.activeElement?.getAttribute('aria-label') !== name;
      step++
    ) {
      await userEvent.keyboard('{Tab}')
    }
    const segment = panel.getByRole('button', { name })
    await expect.element(segment).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect.element(segment).toHaveAttribute('aria-pressed', 'true')
    await expect.element(matchCount(panel)).toHaveTextContent(`${annoyed} matching answers`)
    const rows = panel.getByRole('list', { name: 'Matching answers' }).getByRole('listitem')
    // Each row is an answer to question 4 (numbered as its own interview numbered it).
    for (const row of rows.elements()) {
      expect(row.textContent).toContain('Annoyed')
      expect(COLD.some((text) => row.textContent?.includes(text))).toBe(true)
    }
    await userEvent.keyboard(' ')
    await expect.element(segment).toHaveAttribute('aria-pressed', 'false')
    await expect
      .element(matchCount(panel))
      .toHaveTextContent(`${ALL_ANSWERS.length} matching answers`)

    // The Question filter, opened and chosen with the arrow keys.
    const search = panel.getByRole('searchbox', { name: 'Search answers' })
    search.element().focus()
    await userEvent.keyboard('{Tab}')
    const questionSelect = panel.getByRole('button', { name: /Question$/ })
    await expect.element(questionSelect).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}')
    const listbox = page.getByRole('listbox')
    await expect.element(listbox).toBeVisible()
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    await expect
      .element(matchCount(panel))
      .toHaveTextContent(`${countOf(q.before)} matching answers`)

    await userEvent.keyboard('{Tab}')
    const sentimentSelect = panel.getByRole('button', { name: /Sentiment$/ })
    await expect.element(sentimentSelect).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}')
    await expect.element(page.getByRole('option', { name: 'Positive' })).toBeVisible()
    await userEvent.keyboard('{ArrowDown}{Enter}')
    await expect
      .element(matchCount(panel))
      .toHaveTextContent(`${countOf(q.before, 'positive')} matching answer`)
    await expectNoSeriousA11yViolations()
  })

  it('exports CSV, JSON and Markdown, names and emails only when asked', async () => {
    const files = captureDownloads()
    const panel = await openInsights('admin')
    const personal = panel.getByRole('checkbox', { name: 'Include interviewee names and emails' })
    await expect.element(personal).not.toBeChecked()

    const csv = await exportFile(panel, 'Export CSV', files)
    expect(csv.name).toMatch(/\.csv$/)
    expect(csv.name).toMatch(/^BeanRunner/)
    const header = csv.text.split(/\r?\n/)[0]?.toLowerCase() ?? ''
    expect(header).toContain('sentiment')
    // A header, then one line per answer (none of these answers spans lines).
    expect(csv.text.trimEnd().split(/\r?\n/)).toHaveLength(ALL_ANSWERS.length + 1)
    for (const said of ALL_ANSWERS) expect(csv.text).toContain(said.sentiment)
    expect(csv.text).toContain(COLD[1])
    expect(mentions(csv.text)).toEqual({ names: false, emails: false })

    const json = await exportFile(panel, 'Export JSON', files)
    expect(json.name).toMatch(/\.json$/)
    const parsed = JSON.parse(json.text) as { interviews?: { answers?: unknown[] }[] }
    // Nested by interview: every interview, every answer.
    expect(parsed.interviews).toHaveLength(MADE.length)
    expect(parsed.interviews?.flatMap((interview) => interview.answers ?? [])).toHaveLength(
      ALL_ANSWERS.length,
    )
    expect(json.text).toContain('annoyed')
    expect(mentions(json.text)).toEqual({ names: false, emails: false })

    const markdown = await exportFile(panel, 'Export Markdown', files)
    expect(markdown.name).toMatch(/\.md$/)
    expect(markdown.text).toContain(`${MADE.length} completed interviews`)
    expect(mentions(markdown.text)).toEqual({ names: false, emails: false })

    await personal.click()
    const withNames = await exportFile(panel, 'Export CSV', files)
    expect(mentions(withNames.text)).toEqual({ names: true, emails: true })
    const jsonWithNames = await exportFile(panel, 'Export JSON', files)
    expect(mentions(jsonWithNames.text)).toEqual({ names: true, emails: true })
  })
})

describe('interview lead', () => {
  it('sees no sentiment anywhere in the tab', async () => {
    const panel = await openInsights('lead')
    await expect
      .element(panel)
      .toHaveTextContent(`${MADE.length} completed interviews · ${ALL_ANSWERS.length} answers`)
    await expect.element(panel.getByRole('list', { name: 'Themes' })).toBeVisible()
    await expect.element(panel.getByRole('searchbox', { name: 'Search answers' })).toBeVisible()
    expect(panel.element().querySelectorAll('[data-sentiment]')).toHaveLength(0)
    await expect
      .element(panel.getByRole('heading', { name: 'Sentiment by question' }))
      .not.toBeInTheDocument()
    await expect
      .element(panel.getByRole('checkbox', { name: 'Show as table' }))
      .not.toBeInTheDocument()
    await expect.element(panel.getByRole('button', { name: /Sentiment$/ })).not.toBeInTheDocument()
    expect(panel.element().textContent).not.toMatch(/sentiment|annoyed|skeptical|informative/i)
    await expectNoSeriousA11yViolations()
  })

  it('exports files without sentiment', async () => {
    const files = captureDownloads()
    const panel = await openInsights('lead')
    for (const button of ['Export CSV', 'Export JSON', 'Export Markdown']) {
      const file = await exportFile(panel, button, files)
      expect(file.text).toContain(COLD[0])
      expect(file.text, button).not.toMatch(/sentiment|annoyed|skeptical|informative|thoughtful/i)
    }
    await panel.getByRole('checkbox', { name: 'Include interviewee names and emails' }).click()
    const csv = await exportFile(panel, 'Export CSV', files)
    expect(mentions(csv.text)).toEqual({ names: true, emails: true })
    expect(csv.text).not.toMatch(/sentiment|annoyed/i)
  })
})

describe('interviewee', () => {
  it('has no Insights tab', async () => {
    const dialog = await openResultsAsInterviewee()
    await expect.element(dialog.getByRole('tab', { name: 'Insights' })).not.toBeInTheDocument()
    await expect.element(dialog.getByRole('heading', { name: 'Overview' })).not.toBeInTheDocument()
  })
})

/** The workspace without waiting for its figures (an empty or failed one has none). */
async function openWorkspace(account: Account): Promise<Locator> {
  const user = await signInAs(account)
  await renderWithColorScheme(<Workspace user={user} project={coffee} section="insights" />)
  return page.getByRole('main')
}

async function openResultsAsInterviewee(): Promise<Locator> {
  await signInAs('interviewee')
  await renderSignedInAt('/')
  await page.getByRole('button', { name: network.name, exact: true }).click()
  await page
    .getByRole('dialog', { name: network.name })
    .getByRole('button', { name: 'View Interview Results' })
    .click()
  const dialog = page.getByRole('dialog', { name: `Interview Results: ${network.name}` })
  await expect.element(dialog.getByRole('heading', { name: 'Ines Moreau' })).toBeVisible()
  return dialog
}

describe('few and failed', () => {
  it('finds no theme in a single interview', async () => {
    await onlyTheseInterviews(MADE.slice(0, 1))
    const panel = await openInsights('lead')
    await expect.element(panel.getByText('Not enough interviews to find themes yet.')).toBeVisible()
  })

  it("shows 'Failed to load project interviews' and loads again on Retry", async () => {
    mock.worker.use(
      http.get(
        '*/api/projects/:id/interviews',
        () =>
          HttpResponse.json(
            { status: 500, code: 'internal_error', message: 'Down' },
            { status: 500 },
          ),
        { once: true },
      ),
    )
    const main = await openWorkspace('lead')
    const alert = main.getByRole('alert')
    await expect.element(alert).toHaveTextContent('Failed to load project interviews')
    await alert.getByRole('button', { name: 'Retry' }).click()
    await expect.element(main.getByRole('heading', { name: 'Overview' })).toBeVisible()
    await expect.element(main.getByRole('alert')).not.toBeInTheDocument()
  })
})
