import { http, HttpResponse } from 'msw'
import { expect, userEvent, within } from 'storybook/test'
import preview from '../../.storybook/preview'
import { fixtureIds, persistentInterviews } from '../../fixtures'
import type { AskedQuestion } from '@/contract/types'
import { appScreen, openAnalysisSection } from '../support/screens'

/**
 * Ask your interviews in the Insights tab (issue 23; docs/product.md#ask): an answer with its
 * evidence, no evidence, and a citation the client could not check.
 */
const meta = preview.meta({
  title: 'Screens/Insights/Ask your interviews',
  ...appScreen({ signedInAs: 'lead' }),
})

const COFFEE = 'BeanRunner morning delivery study'

/** Opens Insights, asks `question` and returns the answer once it is there. */
async function ask(question: string): Promise<HTMLElement> {
  const workspace = await openAnalysisSection(COFFEE, 'Ask your interviews')
  const section = await within(workspace).findByRole(
    'region',
    { name: 'Ask your interviews' },
    { timeout: 15_000 },
  )
  await userEvent.type(within(section).getByRole('textbox', { name: 'Question' }), question)
  await userEvent.click(within(section).getByRole('button', { name: 'Ask' }))
  const answer = await within(section).findByRole('group', { name: 'Answer' })
  await within(answer).findByText(/ interviews mention this$/)
  return answer
}

export const Answer = meta.story({
  play: async () => {
    const answer = await ask('What do they say about the delivery?')
    await expect(answer.querySelectorAll('blockquote').length).toBeGreaterThan(0)
    await expect(within(answer).getByText(/^Summary: /)).toBeVisible()
    await expect(within(answer).getAllByRole('button', { name: 'View interview' })[0]).toBeVisible()
  },
})

export const NoEvidence = meta.story({
  play: async () => {
    const answer = await ask('What about quantum entanglement?')
    await expect(within(answer).getByText('No evidence found in these interviews.')).toBeVisible()
    await expect(answer.querySelector('blockquote')).toBeNull()
  },
})

/** A completed coffee interview's first answer: a citation of it checks out. */
const cited = persistentInterviews
  .filter((each) => each.project_id === fixtureIds.projects.coffee && each.status === 'completed')
  .flatMap((each) =>
    each.questions
      .filter((question) => question.answer_text)
      .map((question) => ({
        interviewId: each.interview_id,
        questionId: question.question_id,
        text: question.answer_text ?? '',
      })),
  )[0]

export const HiddenCitation = meta.story({
  beforeEach: ({ msw }) => {
    const text = cited?.text ?? ''
    const citation = {
      interviewId: cited?.interviewId ?? '',
      questionId: cited?.questionId ?? '',
      start: 0,
      end: text.length,
    }
    const forged: AskedQuestion = {
      id: '5f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
      question: 'What do they say about the delivery?',
      segment: [],
      interviewCount: 12,
      mentionCount: 2,
      citations: [
        { ...citation, text },
        { ...citation, text: 'Words no interviewee ever said.' },
      ],
      summary: 'Worded in the cited interviews as: “late”, “took forever”.',
      engine: 'Local search (MiniSearch)',
      askedBy: { firstName: 'Leo', lastName: 'Forger' },
      askedAt: '2026-11-20T09:30:00Z',
    }
    msw.use(
      http.post('*/api/projects/:id/asked-questions', () =>
        HttpResponse.json(forged, { status: 201 }),
      ),
    )
  },
  play: async () => {
    const answer = await ask('What do they say about the delivery?')
    await expect(
      within(answer).getByText('1 citation could not be checked and is hidden'),
    ).toBeVisible()
    await expect(answer.querySelectorAll('blockquote')).toHaveLength(1)
    await expect(answer).not.toHaveTextContent('Words no interviewee ever said.')
  },
})
