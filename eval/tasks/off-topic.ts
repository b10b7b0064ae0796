/**
 * The local engine's off-topic rule, on two sets: the development set it was tuned on
 * (fixtures/eval/off-topic-development.ts) and the held-out set written before the rule changed
 * and never read to tune it (fixtures/eval/off-topic-held-out.ts). An answer counts as flagged
 * when the follow-up steers back to the question, as the interviewee sees it. Precision matters
 * most: steering back someone who was on the subject tells them they were not listened to; a
 * missed off-topic answer still gets a probe of its own.
 *
 * Only the held-out figures carry budgets: a development figure says what the rule was shaped
 * to do, not how it does on answers it has not seen. The budgets are floors at the held-out
 * measurement; the aim is precision 0.9 and recall 0.7 (docs/architecture.md, 'AI evaluation,
 * Ask and themes').
 */
import { OFF_TOPIC_DEVELOPMENT } from '../../fixtures/eval/off-topic-development'
import { HELD_OUT_OFF_TOPIC, type HeldOutCase } from '../../fixtures/eval/off-topic-held-out'
import { decideFollowUp, type DecisionCase } from '../follow-up-decision'
import type { EvalBudget, EvalEngine, EvalFigure, EvalTask } from '../types'

type Labelled = DecisionCase & Pick<HeldOutCase, 'offTopic' | 'kind'>

const ratio = (part: number, whole: number) => (whole === 0 ? 1 : part / whole)
const share = (part: number, whole: number) =>
  `${ratio(part, whole).toFixed(2)} (${part} of ${whole})`

/** Which answers the rule steered back, in the order of the set. */
async function steeredBack(engine: EvalEngine, cases: readonly Labelled[]): Promise<boolean[]> {
  const flags: boolean[] = []
  for (const each of cases)
    flags.push((await decideFollowUp(engine, each))?.reason.includes('steering back') ?? false)
  return flags
}

async function figures(
  engine: EvalEngine,
  set: string,
  cases: readonly Labelled[],
  budgets?: { precision: EvalBudget; recall: EvalBudget },
): Promise<EvalFigure[]> {
  const flags = await steeredBack(engine, cases)
  const flagged = cases.filter((_, i) => flags[i])
  const right = flagged.filter((each) => each.offTopic).length
  const off = cases.filter((each) => each.offTopic).length
  const held = `${off} off topic, ${cases.length - off} on`
  return [
    {
      task: 'off-topic',
      metric: `precision, ${set} (${held})`,
      engine,
      value: ratio(right, flagged.length),
      display: share(right, flagged.length),
      ...(budgets ? { budget: budgets.precision } : {}),
    },
    {
      task: 'off-topic',
      metric: `recall, ${set}`,
      engine,
      value: ratio(right, off),
      display: share(right, off),
      ...(budgets ? { budget: budgets.recall } : {}),
    },
  ]
}

export const offTopicTask: EvalTask = {
  name: 'off-topic',
  async run(engine: EvalEngine): Promise<EvalFigure[]> {
    // The rule is the local engine's; a provider's model decides in its own words, which its
    // follow-up figures already judge.
    if (engine !== 'local') return []
    const development = await figures(engine, 'development', OFF_TOPIC_DEVELOPMENT)
    const heldOut = await figures(engine, 'held out', HELD_OUT_OFF_TOPIC, {
      precision: { op: '>=', target: 0.78 },
      recall: { op: '>=', target: 0.89 },
    })
    // The hard case apart: an answer about another side of the same product.
    const aspect = HELD_OUT_OFF_TOPIC.filter((each) => each.kind === 'aspect')
    const aspectFlags = await steeredBack(engine, aspect)
    const aspectCaught = aspectFlags.filter(Boolean).length
    return [
      ...development,
      ...heldOut,
      {
        task: 'off-topic',
        metric: 'recall, held out, another side of the product',
        engine,
        value: ratio(aspectCaught, aspect.length),
        display: share(aspectCaught, aspect.length),
      },
    ]
  },
}
