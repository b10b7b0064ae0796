import { askIndexOf } from './ask'
import type { AiEngine } from './engine'
import { nextFollowUp } from './follow-up'
import { classifySentiment } from './sentiment'
import { transcribe } from './transcribe'

/** The default engine: the rule- and library-based stub, offline and deterministic. */
export const localEngine: AiEngine = {
  name: 'local',
  transcribe: async (input, context) => ({
    value: transcribe({ ...input, product: input.product ?? context.product }),
    engine: 'local',
  }),
  rateSentiment: async (text) => ({ value: classifySentiment(text).sentiment, engine: 'local' }),
  followUp: async (input) => ({ value: nextFollowUp(input), engine: 'local' }),
  ask: async ({ projectId, version, documents, question, scope }) => ({
    value: askIndexOf(projectId, version, documents).ask(question, scope),
    engine: 'local',
  }),
}
