import { polarityOf, type Sentiment } from '@/domain/sentiment'
import { GOLD_SENTIMENT } from '../../fixtures/eval/sentiment'
import { engineFor } from '../engines'
import { macroF1 } from './scores'
import type { EvalTask } from '../types'

/** Sentiment against the gold labels: macro-F1 over the 13 values and over polarity. */
export const sentimentTask: EvalTask = {
  name: 'sentiment',
  async run(engine) {
    const rater = engineFor(engine)
    const pairs: (readonly [Sentiment, Sentiment])[] = []
    for (const [answer, gold] of GOLD_SENTIMENT) {
      pairs.push([gold, (await rater.rateSentiment(answer, '')).value])
    }
    return [
      {
        task: 'sentiment',
        metric: 'macro-F1 (13 values)',
        engine,
        value: macroF1(pairs),
      },
      {
        task: 'sentiment',
        metric: 'polarity macro-F1',
        engine,
        value: macroF1(pairs.map(([gold, got]) => [polarityOf(gold), polarityOf(got)] as const)),
        budget: { op: '>=', target: 0.85 },
      },
    ]
  },
}
