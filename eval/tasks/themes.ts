/**
 * Themes on the 42 evaluation interviews (fixtures/eval/interviews.ts), computed as the client
 * computes them. A planted theme (a topic written into several interviews in varied wording) is
 * recovered when one theme's interviews are mostly its interviews (≥ 60 %) and hold at least half
 * of them. Themes are computed in the client for any backend, so only the local figures exist.
 */
import {
  EVAL_COMPANY,
  EVAL_PRODUCT,
  EVAL_QUESTIONS,
  evalInterviews,
  type Topic,
} from '../../fixtures/eval/interviews'
import { stem, tokenize } from '@/domain/insights/text'
import { extractThemes, GENERIC_STEMS, topicStemsOf } from '@/domain/insights/themes'
import type { InsightAnswer } from '../../src/features/insights/analysis/types'
import type { EvalEngine, EvalFigure, EvalTask } from '../types'

/** The topics written into the corpus as themes, each in at least 5 interviews. */
const PLANTED: readonly Topic[] = ['late', 'cold', 'price-rise', 'crash', 'support', 'spill']

const answers: InsightAnswer[] = evalInterviews.flatMap((interview) =>
  interview.answers.map((answer, index) => ({
    id: answer.id,
    interviewId: answer.interviewId,
    index,
    label: String(index + 1),
    primaryQuestionId: answer.questionId,
    questionId: answer.questionId,
    questionText: answer.questionText,
    isFollowUp: false,
    text: answer.text,
    sentiment: null,
  })),
)

const interviewsOf = (topic: Topic) =>
  new Set(
    evalInterviews
      .filter((interview) => interview.answers.some((answer) => answer.topics.includes(topic)))
      .map((interview) => interview.id),
  )

export const themesTask: EvalTask = {
  name: 'themes',
  run(engine: EvalEngine): Promise<EvalFigure[]> {
    if (engine !== 'local') return Promise.resolve([])
    const topic = topicStemsOf([...EVAL_QUESTIONS.map((q) => q.text), EVAL_COMPANY, EVAL_PRODUCT])
    const names = topicStemsOf([EVAL_COMPANY, EVAL_PRODUCT])
    const themes = extractThemes(answers, evalInterviews.length, topic)
    const interviewOf = new Map(answers.map((answer) => [answer.id, answer.interviewId]))
    const themeInterviews = themes.map(
      (theme) => new Set(theme.answerIds.map((id) => interviewOf.get(id) ?? '')),
    )
    const recovered = PLANTED.filter((planted) => {
      const gold = interviewsOf(planted)
      return themeInterviews.some((found) => {
        const shared = [...found].filter((id) => gold.has(id)).length
        return shared >= 0.6 * found.size && shared >= 0.5 * gold.size
      })
    })
    const generic = themes.filter((theme) => {
      const words = tokenize(theme.label)
      const only = words[0]
      return (
        words.length === 1 &&
        only !== undefined &&
        (GENERIC_STEMS.has(stem(only.folded)) || names.has(stem(only.folded)))
      )
    })
    const missed = PLANTED.filter((planted) => !recovered.includes(planted))
    return Promise.resolve([
      {
        task: 'themes',
        metric: `planted themes recovered (of ${PLANTED.length})`,
        engine,
        value: recovered.length,
        display: `${recovered.length} of ${PLANTED.length}${missed.length > 0 ? ` (missed: ${missed.join(', ')})` : ''}`,
        budget: { op: '>=', target: 5 },
      },
      {
        task: 'themes',
        metric: 'themes that are one generic word or a name',
        engine,
        value: generic.length,
        display:
          generic.length === 0
            ? '0'
            : `${generic.length}: ${generic.map((t) => t.label).join(', ')}`,
        budget: { op: '==', target: 0 },
      },
      {
        task: 'themes',
        metric: 'themes found',
        engine,
        value: themes.length,
        display: themes.map((theme) => `${theme.label} (${theme.interviewCount})`).join('; '),
      },
    ])
  },
}
