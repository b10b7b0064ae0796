/**
 * One follow-up decision as an interview makes it, shared by the tasks that judge follow-ups: the
 * answer's sentiment rated first, then the follow-up decided at Standard intensity (3) for the
 * answer to a primary question, as the interviewee would meet it.
 */
import type { FollowUp } from '../mocks/ai/follow-up'
import { engineFor } from './engines'
import type { EvalEngine } from './types'

interface EvalProduct {
  readonly name: string
  readonly description: string
}

/** The product the coffee-delivery sets were written for. */
const BEANRUNNER: EvalProduct = {
  name: 'BeanRunner',
  description: 'Scheduled coffee delivery to your desk.',
}

export interface DecisionCase {
  readonly question: string
  readonly answer: string
  /** The question's goal in the project's discussion guide, when it has one. */
  readonly goal?: string
  readonly product?: EvalProduct
}

export async function decideFollowUp(
  engine: EvalEngine,
  { question, answer, goal, product = BEANRUNNER }: DecisionCase,
): Promise<FollowUp | null> {
  const ai = engineFor(engine)
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
      product: product.name,
      ...(goal === undefined ? {} : { goal }),
    },
    {
      company: `${product.name} Ltd`,
      product: product.name,
      productDescription: product.description,
      promptPath: null,
      conversation: [],
    },
  )
  return decided.value
}
