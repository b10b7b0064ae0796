/**
 * The local engine's off-topic rule on a held-out set (fixtures/eval/off-topic.ts) it was not
 * tuned on. An answer counts as flagged when the follow-up steers back to the question, as the
 * interviewee sees it. Precision matters most: steering back someone who was on the subject
 * tells them they were not listened to; a missed off-topic answer still gets a probe of its own.
 *
 * The budgets are floors at the first held-out measurement (0.65 and 0.63), not targets: the
 * rule is short of the 0.9 precision and 0.7 recall a researcher would want (docs/architecture.md,
 * 'AI evaluation, Ask and themes'). They stop it getting worse; a better rule must be judged on
 * new held-out answers, since these were seen once its errors were read.
 */
import { OFF_TOPIC_CASES } from '../../fixtures/eval/off-topic'
import { engineFor } from '../engines'
import type { EvalEngine, EvalFigure, EvalTask } from '../types'

const context = {
  company: 'BeanRunner Ltd',
  product: 'BeanRunner',
  productDescription: 'Scheduled coffee delivery to your desk.',
  promptPath: null,
  conversation: [],
}

const ratio = (part: number, whole: number) => (whole === 0 ? 1 : part / whole)

export const offTopicTask: EvalTask = {
  name: 'off-topic',
  async run(engine: EvalEngine): Promise<EvalFigure[]> {
    // The rule is the local engine's; a provider's model decides in its own words, which its
    // follow-up figures already judge.
    if (engine !== 'local') return []
    const ai = engineFor(engine)
    let flagged = 0
    let flaggedRight = 0
    const offTopic = OFF_TOPIC_CASES.filter((each) => each.offTopic).length
    for (const { question, answer, offTopic: gold } of OFF_TOPIC_CASES) {
      const sentiment = (await ai.rateSentiment(answer, question)).value
      const decided = await ai.followUp(
        {
          questionText: question,
          answerText: answer,
          sentiment,
          intensity: 3,
          depth: 0,
          followUpsSoFar: 0,
          style: 'warm',
          primaryQuestionText: question,
          product: context.product,
        },
        context,
      )
      if (!decided.value?.reason.includes('steering back')) continue
      flagged++
      if (gold) flaggedRight++
    }
    const held = `${offTopic} off topic, ${OFF_TOPIC_CASES.length - offTopic} on`
    return [
      {
        task: 'off-topic',
        metric: `precision (held out: ${held})`,
        engine,
        value: ratio(flaggedRight, flagged),
        display: `${ratio(flaggedRight, flagged).toFixed(2)} (${flaggedRight} of ${flagged})`,
        budget: { op: '>=', target: 0.65 },
      },
      {
        task: 'off-topic',
        metric: 'recall (off-topic answers steered back)',
        engine,
        value: ratio(flaggedRight, offTopic),
        display: `${ratio(flaggedRight, offTopic).toFixed(2)} (${flaggedRight} of ${offTopic})`,
        budget: { op: '>=', target: 0.6 },
      },
    ]
  },
}
