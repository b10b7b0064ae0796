import { http, HttpResponse } from 'msw'
import { snapshot } from 'valtio'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { page, userEvent, type Locator } from 'vitest/browser'
import { demoUsers, fixtureIds, projects, projectTypes } from '../../fixtures'
import { db } from '../../mocks/db'
import type { Sentiment, User } from '../../src/api/types'
import DashboardPage from '../../src/app/dashboard-page'
import { authActions, authState } from '../../src/features/auth/auth-store'
import { clearStaleAnnouncements } from '../support/announcer'
import { expectNoSeriousA11yViolations } from '../support/axe'
import { setUpMockWorker } from '../support/mock-worker'
import { renderWithTheme } from '../support/render'

/** The Results dialog's Insights tab (issue 16) per role, on interviews made for each test. */

const ACCOUNTS = {
  admin: ['admin@candor.test', 'admin123'],
  lead: ['lead@candor.test', 'lead123'],
  interviewee: ['interviewee@candor.test', 'interviewee123'],
} as const
type Account = keyof typeof ACCOUNTS

const [coffee, network] = projects

const mock = setUpMockWorker()

beforeEach(() => {
  clearStaleAnnouncements()
  vi.spyOn(console, 'info').mockImplementation(() => undefined)
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})
afterEach(() => vi.restoreAllMocks())

// --- The interviews each test starts from -------------------------------------------------

const q = fixtureIds.serviceQuestions
/** The project's active questions in order: their numbers on screen. */
const NUMBER = {
  [q.heardAbout]: '1',
  [q.before]: '2',
  [q.lastTime]: '3',
  [q.letDown]: '4',
  [q.value]: '5',
}
type PrimaryId = keyof typeof NUMBER

interface Said {
  /** A project question, or the text of a follow-up of the answer before. */
  question: PrimaryId | { followUp: string }
  text: string
  sentiment: Sentiment
}
interface Made {
  interviewee: string
  day: string
  answers: Said[]
}

const COLD = [
  'Last Tuesday the cold coffee arrived twenty minutes late.',
  'Once the cold coffee sat at reception for an hour, and nobody told me.',
  'A cold coffee, again, on a rainy morning.',
]

const MADE: Made[] = [
  {
    interviewee: fixtureIds.users.coffeeCompleter,
    day: '2026-10-14',
    answers: [
      {
        question: q.heardAbout,
        text: 'A coworker had the cups on her desk every morning.',
        sentiment: 'positive',
      },
      {
        question: q.before,
        text: 'I queued at the cafe across the street for fifteen minutes.',
        sentiment: 'informative',
      },
      {
        question: { followUp: 'What do you do with that time now?' },
        text: 'I clear my inbox before stand-up.',
        sentiment: 'positive',
      },
      { question: q.letDown, text: COLD[0] ?? '', sentiment: 'annoyed' },
      {
        question: q.value,
        text: 'Fair, as long as the coffee is not cold.',
        sentiment: 'skeptical',
      },
    ],
  },
  {
    interviewee: fixtureIds.users.interviewee,
    day: '2026-10-20',
    answers: [
      {
        question: q.heardAbout,
        text: 'A flyer in the lobby, with a free first delivery.',
        sentiment: 'informative',
      },
      {
        question: q.before,
        text: 'I made instant coffee at home, which tasted like cardboard.',
        sentiment: 'neutral',
      },
      { question: q.letDown, text: COLD[1] ?? '', sentiment: 'annoyed' },
      {
        question: q.value,
        text: 'Good value, the delivery time is reliable.',
        sentiment: 'positive',
      },
    ],
  },
  {
    interviewee: fixtureIds.users.networkLead,
    day: '2026-11-02',
    answers: [
      {
        question: q.heardAbout,
        text: 'My manager signed the whole team up.',
        sentiment: 'positive',
      },
      { question: q.letDown, text: COLD[2] ?? '', sentiment: 'annoyed' },
      {
        question: { followUp: 'How could BeanRunner have handled that better?' },
        text: 'A text message when the courier runs late, "sorry" included, would do.',
        sentiment: 'thoughtful',
      },
      {
        question: q.value,
        text: 'It is expensive for what it is, honestly.',
        sentiment: 'skeptical',
      },
    ],
  },
  {
    interviewee: fixtureIds.users.uninvited,
    day: '2026-11-09',
    answers: [
      {
        question: q.heardAbout,
        text: 'I saw the delivery bikes near the office.',
        sentiment: 'interested',
      },
      {
        question: q.before,
        text: 'I skipped coffee entirely before, which was a mistake.',
        sentiment: 'thoughtful',
      },
      {
        question: q.letDown,
        text: 'Nothing went wrong, the delivery time was always spot on.',
        sentiment: 'positive',
      },
    ],
  },
]

const ALL_ANSWERS = MADE.flatMap((made) => made.answers)

const questionText = (id: PrimaryId): string =>
  projectTypes
    .flatMap((type): readonly { id: string; text: string }[] => type.questions)
    .find((question) => question.id === id)?.text ?? id

/** Answers to project question `id` or to its follow-ups (which follow it), with `sentiment`. */
function countOf(id: PrimaryId, sentiment?: Sentiment): number {
  let count = 0
  for (const made of MADE) {
    let under: PrimaryId | null = null
    for (const said of made.answers) {
      if (typeof said.question === 'string') under = said.question
      if (under === id && (sentiment === undefined || said.sentiment === sentiment)) count += 1
    }
  }
  return count
}

/** The project's interviews become `made` only (its seeded ones go), through the mock's data. */
async function onlyTheseInterviews(made: readonly Made[], projectId: string = coffee.id) {
  for (const interview of db.interviews.findMany((query) =>
    query.where({ project_id: projectId }),
  )) {
    db.interviewQuestions.deleteMany((query) =>
      query.where({ interview_id: interview.interview_id }),
    )
    db.interviews.delete((query) => query.where({ interview_id: interview.interview_id }))
  }
  for (const [index, interview] of made.entries()) {
    const id = `0000001f-0000-4000-8000-${String(index + 1).padStart(12, '0')}`
    const at = (minute: number) => `${interview.day}T09:${String(minute).padStart(2, '0')}:00.000Z`
    await db.interviews.create({
      interview_id: id,
      project_id: projectId,
      interviewer_id: null,
      interviewee_id: interview.interviewee,
      status: 'completed',
      started_at: at(0),
      completed_at: at(50),
      metadata: {
        company: coffee.company,
        product: coffee.product,
        product_description: coffee.productDescription,
        is_lead_interview: false,
        total_questions: 5,
      },
    })
    let previous: string | null = null
    for (const [position, said] of interview.answers.entries()) {
      const questionId = `0000002f-${String(index + 1).padStart(4, '0')}-4000-8000-${String(position + 1).padStart(12, '0')}`
      const primary = typeof said.question === 'string'
      await db.interviewQuestions.create({
        question_id: questionId,
        interview_id: id,
        project_type_question_id: primary ? (said.question as string) : null,
        text: primary
          ? questionText(said.question as PrimaryId)
          : (said.question as { followUp: string }).followUp,
        displayed_at: at(position * 2 + 1),
        follow_up_of: primary ? null : previous,
        answer_text: said.text,
        answered_at: at(position * 2 + 2),
        sentiment: said.sentiment,
        response_time_ms: 60_000,
        position,
      })
      previous = questionId
    }
  }
}

// --- The screen ---------------------------------------------------------------------------

async function signIn(account: Account): Promise<User> {
  const [email, password] = ACCOUNTS[account]
  await authActions.signIn(email, password)
  const { user } = snapshot(authState)
  if (!user) throw new Error(`${account} could not sign in`)
  return user as User
}

async function openResults(account: Account, project = coffee): Promise<Locator> {
  const user = await signIn(account)
  await renderWithTheme(<DashboardPage user={user} header={<h1>Welcome, {user.firstName}!</h1>} />)
  await page.getByRole('button', { name: project.name, exact: true }).click()
  await page
    .getByRole('dialog', { name: project.name })
    .getByRole('button', { name: 'View Interview Results' })
    .click()
  const dialog = page.getByRole('dialog', { name: `Interview Results: ${project.name}` })
  await expect.element(dialog.getByRole('tab', { name: 'Completed' })).toBeVisible()
  return dialog
}

/** Opens the Insights tab and waits for its figures. */
async function openInsights(account: Account): Promise<Locator> {
  const dialog = await openResults(account)
  await dialog.getByRole('tab', { name: 'Insights' }).click()
  const panel = dialog.getByRole('tabpanel')
  await expect.element(panel.getByRole('heading', { name: 'Overview' })).toBeVisible()
  return panel
}

/** The polite count of the Answers list. */
const matchCount = (panel: Locator) => panel.getByRole('status')

/** Downloads made through a Blob and a temporary <a download>, read back as text. */
function captureDownloads() {
  const blobs = new Map<string, Blob>()
  const files: { name: string; read: () => Promise<string> }[] = []
  vi.spyOn(URL, 'createObjectURL').mockImplementation((object) => {
    const url = `blob:insights-test/${blobs.size}`
    if (object instanceof Blob) blobs.set(url, object)
    return url
  })
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined)
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href)
    files.push({ name: this.download, read: () => blob?.text() ?? Promise.resolve('') })
  })
  return files
}

async function exportFile(
  panel: Locator,
  button: string,
  files: ReturnType<typeof captureDownloads>,
) {
  const before = files.length
  await panel.getByRole('button', { name: button }).click()
  await expect.poll(() => files.length).toBe(before + 1)
  const file = files[before]!
  return { name: file.name, text: await file.read() }
}

const mentions = (text: string) => ({
  names: demoUsers.some(
    (user) =>
      MADE.some((made) => made.interviewee === user.id) && text.includes(`${user.firstName}`),
  ),
  emails: demoUsers.some(
    (user) => MADE.some((made) => made.interviewee === user.id) && text.includes(user.email),
  ),
})

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

    for (const [id, number] of Object.entries(NUMBER) as [PrimaryId, string][]) {
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
    for (const [id, number] of Object.entries(NUMBER) as [PrimaryId, string][]) {
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

async function openResultsAsInterviewee(): Promise<Locator> {
  const user = await signIn('interviewee')
  await renderWithTheme(<DashboardPage user={user} header={<h1>Welcome, {user.firstName}!</h1>} />)
  await page.getByRole('button', { name: network.name, exact: true }).click()
  await page
    .getByRole('dialog', { name: network.name })
    .getByRole('button', { name: 'View Interview Results' })
    .click()
  const dialog = page.getByRole('dialog', { name: `Interview Results: ${network.name}` })
  await expect.element(dialog.getByRole('heading', { name: 'Ines Moreau' })).toBeVisible()
  return dialog
}

describe('empty, few and failed', () => {
  it("says 'No completed interviews yet.' when none is finished", async () => {
    await onlyTheseInterviews([])
    const dialog = await openResults('admin')
    await dialog.getByRole('tab', { name: 'Insights' }).click()
    await expect.element(dialog.getByText('No completed interviews yet.')).toBeVisible()
  })

  it('finds no theme in a single interview', async () => {
    await onlyTheseInterviews(MADE.slice(0, 1))
    const panel = await openInsights('lead')
    await expect.element(panel.getByText('Not enough interviews to find themes yet.')).toBeVisible()
  })

  it("shows 'Failed to load project interviews' and loads again on Retry", async () => {
    const dialog = await openResults('lead')
    // Only the tab's own request fails: the results list above it has loaded.
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
    await dialog.getByRole('tab', { name: 'Insights' }).click()
    const alert = dialog.getByRole('alert')
    await expect.element(alert).toHaveTextContent('Failed to load project interviews')
    await alert.getByRole('button', { name: 'Retry' }).click()
    await expect.element(dialog.getByRole('heading', { name: 'Overview' })).toBeVisible()
    await expect.element(dialog.getByRole('alert')).not.toBeInTheDocument()
  })
})
