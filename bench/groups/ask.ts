import { ASK_SECTION, askFigures, measureAsk } from '../ask'
import type { BenchGroup } from '../group'

/** Rounds of the Ask questions after the first (which builds the index). */
const ASK_ROUNDS = 5

/**
 * `--only ask`: Ask your interviews through the mock in node (no build). After the mock's
 * request figures: it seeds the mock's data anew, which they must not see.
 */
export const ask: BenchGroup = {
  phase: 'node',
  only: 'ask',
  steps: [
    {
      section: ASK_SECTION,
      what: 'Ask in node',
      figures: async () => askFigures(await measureAsk(ASK_ROUNDS)),
    },
  ],
}
