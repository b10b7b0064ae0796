import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { expect, vi } from 'vitest'
import { page, type Locator } from 'vitest/browser'
import { demoUsers, fixtureIds, projectAttributes, projects } from '../../fixtures'
import { db } from '../../mocks/db'
import type { Project, User } from '@/contract/types'
import AnalysisPage from '@/app/analysis-page'
import type { AnalysisSection } from '@/app/analysis-sections'
import { renderCodedAnswer, renderCorrectedSentiment } from '@/app/coding-slots'
import { isAdmin } from '@/domain/roles'
import { projectInterviewsQuery } from '@/features/insights/queries'
import { InterviewDetailsModal } from '@/features/results/components/interview-details-modal'
import { renderWithColorScheme } from '../support/render'
import type { DemoRole } from '../support/accounts'
import { renderSignedInAt } from '../support/signed-in'
import { signInAs } from '../support/sign-in'

/** The interviews the Insights tests start from, and the steps and counts they share. */

export type Account = DemoRole

export const [coffee, network] = projects

// --- The interviews each test starts from -------------------------------------------------

import { COLD, MADE, questionText, type Made, type PrimaryId } from './insights-answers'

export * from './insights-answers'

/** The project's interviews become `made` only (its seeded ones go), through the mock's data. */
export async function onlyTheseInterviews(made: readonly Made[], projectId: string = coffee.id) {
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

const [plan] = projectAttributes
/** MADE's interviewees: the first two on the Subscriber plan, the last two paying as they go. */
const PLANS = ['Subscriber', 'Subscriber', 'Pay as you go', 'Pay as you go']

/** The project's member attributes become MADE's interviewees' Plan only, as PLANS says. */
export async function seedPlans() {
  db.memberAttributes.deleteMany((query) => query.where({ projectId: coffee.id }))
  for (const [index, made] of MADE.entries())
    await db.memberAttributes.create({
      id: crypto.randomUUID(),
      projectId: coffee.id,
      userId: made.interviewee,
      values: { [plan.id]: PLANS[index] ?? '' },
    })
}

/**
 * The code 'Arrived cold' on the cold coffee answers (MADE[0] and [1] on the Subscriber plan,
 * [2] paying as they go), with the ids onlyTheseInterviews gives each interview and answer.
 */
export async function codeColdCoffee() {
  const code = await db.codes.create({
    id: crypto.randomUUID(),
    projectId: coffee.id,
    name: 'Arrived cold',
    description: '',
    parentId: null,
    color: '#1f77b4',
    themeKey: null,
    createdBy: fixtureIds.users.lead,
    createdAt: '2026-11-10T09:00:00.000Z',
  })
  for (const [index, made] of MADE.entries()) {
    const position = made.answers.findIndex((said) => COLD.includes(said.text))
    const said = made.answers[position]
    if (!said) continue
    const n = String(index + 1)
    await db.highlights.create({
      id: crypto.randomUUID(),
      projectId: coffee.id,
      codeId: code.id,
      interviewId: `0000001f-0000-4000-8000-${n.padStart(12, '0')}`,
      questionId: `0000002f-${n.padStart(4, '0')}-4000-8000-${String(position + 1).padStart(12, '0')}`,
      start: 0,
      end: said.text.length,
      text: said.text,
      note: '',
      createdBy: fixtureIds.users.lead,
      createdAt: '2026-11-10T09:00:00.000Z',
    })
  }
}

// --- The screen ---------------------------------------------------------------------------

export async function openResults(account: Account, project = coffee): Promise<Locator> {
  await signInAs(account)
  await renderSignedInAt('/')
  await page.getByRole('button', { name: project.name, exact: true }).click()
  await page
    .getByRole('dialog', { name: project.name })
    .getByRole('button', { name: 'View Interview Results' })
    .click()
  const dialog = page.getByRole('dialog', { name: `Interview Results: ${project.name}` })
  await expect.element(dialog.getByRole('tab', { name: 'Completed' })).toBeVisible()
  return dialog
}

interface WorkspaceProps {
  user: User
  project: Project
  section: AnalysisSection
  codeId?: string | null
}

/**
 * The Analysis page as the router gives it: sections move with the navigation, and View
 * interview opens the interview's details (with coding, as the Results dialog shows them).
 */
export function Workspace({ user, project, section: first, codeId = null }: WorkspaceProps) {
  const [section, setSection] = useState(first)
  const [viewing, setViewing] = useState<string | null>(null)
  const interviews = useQuery(projectInterviewsQuery(project.id))
  const interview = interviews.data?.find((each) => each.id === viewing)
  const admin = isAdmin(user.role)
  return (
    <>
      <AnalysisPage
        user={user}
        header={<h1>Welcome, {user.firstName}!</h1>}
        project={project}
        section={section}
        onSectionChange={setSection}
        openInterview={setViewing}
        codeId={codeId}
      />
      {interview && (
        <InterviewDetailsModal
          interview={interview}
          showSentiment={admin}
          onClose={() => setViewing(null)}
          renderAnswer={renderCodedAnswer(project)}
          renderSentiment={admin ? renderCorrectedSentiment(project) : undefined}
        />
      )}
    </>
  )
}

/** The workspace's section tab `label` ('Codebook'), pressed. */
export async function goTo(label: string) {
  await page.getByRole('tab', { name: label, exact: true }).click()
  await expect
    .element(page.getByRole('tab', { name: label, exact: true }))
    .toHaveAttribute('aria-selected', 'true')
}

/**
 * Opens the project's Analysis workspace at `section` and waits for its figures; the locator is
 * the page's main region (segment filter and the section shown).
 */
export async function openInsights(
  account: Account,
  section: AnalysisSection = 'insights',
  project: Project = coffee,
): Promise<Locator> {
  const user = await signInAs(account)
  await renderWithColorScheme(<Workspace user={user} project={project} section={section} />)
  const main = page.getByRole('main')
  await expect.element(main.getByRole('tabpanel')).toBeVisible()
  await expect
    .element(main.getByRole('status', { name: 'Loading insights' }))
    .not.toBeInTheDocument()
  if (section === 'insights')
    await expect.element(main.getByRole('heading', { name: 'Overview' })).toBeVisible()
  return main
}

/** The polite count of the Answers list. */
/** Picks `option` in the select labelled `label` (the Segment filter's Attribute and Value). */
export async function chooseIn(panel: Locator, label: string, option: string) {
  await panel.getByRole('button', { name: new RegExp(`${label}$`) }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

export const matchCount = (panel: Locator) => panel.getByRole('status')

/** Downloads made through a Blob and a temporary <a download>, read back as text. */
export function captureDownloads() {
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

export async function exportFile(
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

export const mentions = (text: string) => ({
  names: demoUsers.some(
    (user) =>
      MADE.some((made) => made.interviewee === user.id) && text.includes(`${user.firstName}`),
  ),
  emails: demoUsers.some(
    (user) => MADE.some((made) => made.interviewee === user.id) && text.includes(user.email),
  ),
})
