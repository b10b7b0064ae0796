import type { Locator } from 'playwright'
import { expect } from 'vitest'
import { TRANSCRIPTS_BY_CATEGORY } from '../../../fixtures/transcripts'
import { intentForQuestion } from '../../../mocks/ai/transcribe'
import { goBack, reload } from '../support/addresses'
import {
  DEMO_ACCOUNTS,
  NETWORK_PROJECT,
  answerUntilCompleted,
  button,
  dialog,
  gone,
  heading,
  inProgressCard,
  openApp,
  openProject,
  recordAnswer,
  signIn,
  visible,
} from '../support/app'
import type { Journey } from '../support/journeys'

const COFFEE = 'BeanRunner - BeanRunner Express'
const PRODUCT = 'BeanRunner Express'
/** Ines's coffee interview has three answers from the fixtures; the rest are spoken here. */
const EARLIER_ANSWERS = 3

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The canned transcripts a shown answer can be, with the product's name filled in. */
function transcriptsSaying(answer: string) {
  return Object.values(TRANSCRIPTS_BY_CATEGORY)
    .flat()
    .filter((transcript) =>
      new RegExp(`^${escape(transcript.text).replaceAll('\\{product\\}', escape(PRODUCT))}$`).test(
        answer,
      ),
    )
}

/** Each item of the Interview Summary: the question as shown and the answer under it. */
async function summaryItems(summary: Locator): Promise<{ question: string; answer: string }[]> {
  const items = summary.getByRole('listitem')
  await visible(items.first())
  return items.evaluateAll((elements) =>
    elements.map((element) => {
      const [header, answer] = Array.from(element.children)
      const title = header?.firstElementChild
      const label = title?.firstElementChild?.textContent ?? ''
      return {
        question: (title?.textContent ?? '').slice(label.length).trim(),
        answer: (answer?.textContent ?? '').trim(),
      }
    }),
  )
}

/**
 * The interviewee answers the rest of her coffee interview by voice (the fake microphone), the
 * follow-ups included. Every transcript in the Interview Summary is a canned one labelled with
 * the intent of the question it stands under (fixtures/transcripts.ts): never an answer to
 * another question. Back closes a project's details; a reload mid-interview resumes it.
 */
export const voiceFitJourney: Journey = {
  name: 'the interviewee answers by voice, and every transcript fits the question it answers',
  async run({ page, appUrl }) {
    await openApp(page, appUrl)
    await signIn(page, DEMO_ACCOUNTS.interviewee)
    const card = await visible(inProgressCard(page, COFFEE))
    // The project's details have an address: Back closes them.
    await openProject(page, NETWORK_PROJECT)
    await goBack(page, card)
    await gone(dialog(page, NETWORK_PROJECT))
    await button(card, 'Resume Interview').click()
    await visible(page.getByText('Resumed your interview: 2 earlier answers restored.'))
    // The interview's address resumes it from the server after a reload, at the same question.
    await reload(page, page.getByText('Resumed your interview: 2 earlier answers restored.'))
    const spoken = await answerUntilCompleted(page, recordAnswer, 12)

    const summary = page.getByRole('region', { name: 'Interview Summary' })
    await visible(heading(page, 'Interview Completed'))
    const items = await summaryItems(summary)
    expect(items).toHaveLength(EARLIER_ANSWERS + spoken)
    for (const { question, answer } of items.slice(EARLIER_ANSWERS)) {
      const intent = intentForQuestion(question)
      const said = transcriptsSaying(answer)
      expect(said.length, `a canned transcript: ${answer}`).toBeGreaterThan(0)
      expect(
        said.some((transcript) => transcript.intents.includes(intent)),
        `"${answer}" answers "${question}" (${intent})`,
      ).toBe(true)
    }
  },
}
