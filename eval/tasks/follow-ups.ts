import { GOLD_FOLLOW_UPS } from '../../fixtures/eval/follow-ups'
import { decideFollowUp } from '../follow-up-decision'
import { accuracy } from './scores'
import type { EvalTask } from '../types'

/**
 * Follow-up decisions against gold: for each answer to a primary question at Standard intensity,
 * whether the engine asks a follow-up or moves on, as a careful interviewer would.
 */
export const followUpsTask: EvalTask = {
  name: 'follow-ups',
  async run(engine) {
    const pairs: (readonly [boolean, boolean])[] = []
    const onGoal: (readonly [boolean, boolean])[] = []
    for (const gold of GOLD_FOLLOW_UPS) {
      const { probe, about } = gold
      const decided = await decideFollowUp(engine, gold)
      pairs.push([probe, decided !== null])
      // The local engine names what it probes in its reason; a provider's follow-up is read for
      // the words themselves.
      if (about !== undefined) {
        const probed = `${decided?.reason ?? ''} ${decided?.question ?? ''}`
        onGoal.push([true, probed.toLowerCase().includes(about)])
      }
    }
    const probes = pairs.filter(([gold]) => gold)
    const moves = pairs.filter(([gold]) => !gold)
    return [
      { task: 'follow-ups', metric: 'decision accuracy', engine, value: accuracy(pairs) },
      {
        task: 'follow-ups',
        metric: 'probes when it should',
        engine,
        value: accuracy(probes),
      },
      {
        task: 'follow-ups',
        metric: 'moves on when the answer is specific',
        engine,
        value: accuracy(moves),
      },
      {
        task: 'follow-ups',
        metric: `probes what the goal is after (${onGoal.length} answers)`,
        engine,
        value: accuracy(onGoal),
      },
    ]
  },
}
