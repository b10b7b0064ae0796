import { askIndexOf } from './ask'
import type { AiEngine, Produced } from './engine'
import { nextFollowUp } from './follow-up'
import { loadGrammar } from './paraphrase'
import { classifySentiment } from './sentiment'
import { transcribe } from './transcribe'

/** The local work is synchronous; a throw still arrives as a rejection, as from a provider. */
const local = <T>(work: () => T): Promise<Produced<T>> =>
  new Promise((resolve) => resolve({ value: work(), engine: 'local' }))

/** The default engine: the rule- and library-based stub, offline and deterministic. */
export const localEngine: AiEngine = {
  name: 'local',
  transcribe: (input, context) =>
    local(() => transcribe({ ...input, product: input.product ?? context.product })),
  rateSentiment: (text) => local(() => classifySentiment(text).sentiment),
  followUp: async (input, context) => {
    await loadGrammar()
    return local(() =>
      nextFollowUp({
        ...input,
        productDescription: input.productDescription ?? context.productDescription,
      }),
    )
  },
  ask: ({ projectId, version, documents, question, scope }) =>
    local(() => askIndexOf(projectId, version, documents).ask(question, scope)),
}
