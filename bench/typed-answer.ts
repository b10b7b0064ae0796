/**
 * The local engine on a typed answer (issue 30): what the interview waits for once an answer is
 * sent, the answer's sentiment and the follow-up decision, through the engine seam as the
 * interview calls it. Answers of the evaluation corpus (fixtures/eval/interviews.ts), each to
 * its own question. Budget: ≤ 50 ms at p95.
 */
import { evalInterviews, EVAL_PRODUCT } from '../fixtures/eval/interviews'
import { localEngine } from '../mocks/ai/local-engine'
import type { Figure } from './report'
import { percentile } from './stats'

export const TYPED_ANSWER_SECTION =
  'Local AI engine (a typed answer: sentiment and follow-up, in node)'

const BUDGET_MS = 50

const context = {
  company: 'Brewline',
  product: EVAL_PRODUCT,
  productDescription: 'Office coffee delivered to the desk.',
  promptPath: null,
  conversation: [],
}

/** Every corpus answer `rounds` times: wall time of sentiment, then the follow-up decision. */
export async function measureTypedAnswers(rounds: number): Promise<number[]> {
  const answers = evalInterviews.flatMap((interview) => interview.answers)
  const samples: number[] = []
  for (let round = 0; round < rounds; round++)
    for (const answer of answers) {
      const start = performance.now()
      const sentiment = await localEngine.rateSentiment(answer.text, answer.questionText)
      await localEngine.followUp(
        {
          questionText: answer.questionText,
          answerText: answer.text,
          sentiment: sentiment.value,
          intensity: 3,
          depth: 0,
          followUpsSoFar: 0,
          style: 'warm',
          seed: round,
          primaryQuestionText: answer.questionText,
          product: EVAL_PRODUCT,
        },
        context,
      )
      samples.push(performance.now() - start)
    }
  return samples
}

export function typedAnswerFigures(samples: readonly number[]): Figure[] {
  const sorted = [...samples].sort((a, b) => a - b)
  return [
    {
      section: TYPED_ANSWER_SECTION,
      metric: 'Sentiment and follow-up of one typed answer (p95)',
      value: percentile(sorted, 95),
      unit: 'ms',
      budget: { max: BUDGET_MS, label: `≤ ${BUDGET_MS} ms` },
      note: `${samples.length} answers; median ${percentile(sorted, 50).toFixed(2)} ms; max ${(sorted[sorted.length - 1] ?? 0).toFixed(1)} ms`,
    },
  ]
}
