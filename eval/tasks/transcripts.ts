import { localEngine } from '../../mocks/ai/local-engine'
import { projectTypes } from '../../fixtures/project-types'
import { GOLD_FOLLOW_UPS, GOLD_PRIMARY } from '../../fixtures/eval/transcript-questions'
import {
  TRANSCRIPT_CATEGORIES,
  TRANSCRIPTS_BY_CATEGORY,
  type QuestionIntent,
} from '../../fixtures/transcripts'
import type { EvalFigure, EvalTask } from '../types'

/** Recordings per question: enough to reach every transcript a question's pool holds. */
const RECORDINGS = 24
const PRODUCT = 'BeanRunner'

const context = {
  company: 'BeanRunner Ltd',
  product: PRODUCT,
  productDescription: '',
  promptPath: null,
  conversation: [],
}

/** The labels of every transcript the engine can say, by the words it says. */
function labelsByText(): ReadonlyMap<string, readonly QuestionIntent[]> {
  const labels = new Map<string, readonly QuestionIntent[]>()
  for (const category of TRANSCRIPT_CATEGORIES) {
    for (const t of TRANSCRIPTS_BY_CATEGORY[category]) {
      const said = t.text.replaceAll('{product}', PRODUCT)
      labels.set(said, [...(labels.get(said) ?? []), ...t.intents])
    }
  }
  return labels
}

/** One (category, question, gold intent) case per sample question and per follow-up kind. */
function transcriptCases() {
  const primary = projectTypes.flatMap((type) =>
    type.questions.map((question) => ({
      category: type.category,
      question: question.text,
      intent: GOLD_PRIMARY[question.text],
    })),
  )
  const followUps = TRANSCRIPT_CATEGORIES.flatMap((category) =>
    GOLD_FOLLOW_UPS.map(({ question, intent }) => ({ category, question, intent })),
  )
  return [...primary, ...followUps]
}

/**
 * Transcript–question fit: the share of (question, recording) pairs whose transcript is labelled
 * with the question's gold intent. The openai engine transcribes real audio, which this set does
 * not have, so only the local engine is measured.
 */
export const transcriptsTask: EvalTask = {
  name: 'transcripts',
  async run(engine) {
    if (engine !== 'local') return []
    const labels = labelsByText()
    let fit = 0
    let total = 0
    for (const { category, question, intent } of transcriptCases()) {
      for (let i = 0; i < RECORDINGS; i++) {
        const said = await localEngine.transcribe(
          {
            category,
            questionText: question,
            questionKey: question,
            audioBytes: Uint8Array.of(i + 1, 7, 42),
          },
          context,
        )
        total++
        if (intent !== undefined && labels.get(said.value)?.includes(intent)) fit++
      }
    }
    const figure: EvalFigure = {
      task: 'transcripts',
      metric: 'transcript–question fit',
      engine,
      value: fit / total,
      display: `${((100 * fit) / total).toFixed(1)} %`,
      budget: { op: '>=', target: 1 },
    }
    return [figure]
  },
}
