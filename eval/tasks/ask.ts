/**
 * Ask on the labelled questions (fixtures/eval/ask-questions.ts) over the 42 evaluation
 * interviews, all in scope. Judged per interview, as the researcher reads the answer ('{k} of
 * {N} interviews mention this'): precision is the share of interviews counted that hold a gold
 * answer, recall the share of the gold interviews counted, no-evidence accuracy the share of
 * unanswerable questions answered with no evidence.
 */
import { askCases } from '../../fixtures/eval/ask-questions'
import { evalInterviews } from '../../fixtures/eval/interviews'
import { engineFor } from '../engines'
import type { EvalEngine, EvalFigure, EvalTask } from '../types'

const documents = evalInterviews.flatMap((interview) =>
  interview.answers.map(({ interviewId, questionId, text }) => ({ interviewId, questionId, text })),
)
const scope = new Set(evalInterviews.map((interview) => interview.id))

/** The interviews with an answer labelled with one of the topics. */
function goldInterviews(topics: readonly string[]): Set<string> {
  return new Set(
    evalInterviews
      .filter((interview) =>
        interview.answers.some((answer) => answer.topics.some((topic) => topics.includes(topic))),
      )
      .map((interview) => interview.id),
  )
}

const ratio = (part: number, whole: number) => (whole === 0 ? 1 : part / whole)

export const askTask: EvalTask = {
  name: 'ask',
  async run(engine: EvalEngine): Promise<EvalFigure[]> {
    // Ask stays on the local retrieval with any provider (docs/architecture.md#ai): an openai
    // row would only repeat the local one.
    if (engine !== 'local') return []
    const ai = engineFor(engine)
    let counted = 0
    let countedRight = 0
    let gold = 0
    let found = 0
    let unanswerable = 0
    let honest = 0
    for (const { question, topics } of askCases) {
      const { value } = await ai.ask({
        projectId: 'eval',
        version: 'eval-1',
        documents: () => documents,
        question,
        scope,
      })
      const expected = goldInterviews(topics)
      const mentioned = new Set(value.mentioningInterviews)
      counted += mentioned.size
      countedRight += [...mentioned].filter((id) => expected.has(id)).length
      gold += expected.size
      found += [...expected].filter((id) => mentioned.has(id)).length
      if (expected.size === 0) {
        unanswerable++
        if (mentioned.size === 0) honest++
      }
    }
    const figure = (metric: string, value: number, target: number): EvalFigure => ({
      task: 'ask',
      metric,
      engine,
      value,
      budget: { op: '>=', target },
    })
    return [
      figure(
        `precision (${askCases.length} questions, interviews counted)`,
        ratio(countedRight, counted),
        0.9,
      ),
      figure('recall (interviews with a gold answer)', ratio(found, gold), 0.7),
      {
        ...figure(
          `no-evidence accuracy (${unanswerable} questions)`,
          ratio(honest, unanswerable),
          0.95,
        ),
        display: `${ratio(honest, unanswerable).toFixed(2)} (${honest} of ${unanswerable})`,
      },
    ]
  },
}
