import { FOLLOW_UP_INTENSITY_LABELS } from '@/domain/follow-up-intensity'
import type { FollowUpIntensity } from '../follow-up-rules'
import type { InterviewContext } from '../engine'

/** The placeholders an interviewer prompt may use (prompts/interviewer/README.md). */
export interface PromptValues {
  readonly company: string
  readonly product: string
  readonly productDescription: string
  readonly question: string
  readonly intensity: FollowUpIntensity
  readonly conversation: InterviewContext['conversation']
}

const PLACEHOLDER = /\{\{\s*([A-Za-z]+)\s*\}\}/g

const conversationText = (conversation: PromptValues['conversation']) =>
  conversation.length === 0
    ? '(nothing yet)'
    : conversation.map(({ question, answer }) => `Q: ${question}\nA: ${answer}`).join('\n')

/**
 * The prompt with its placeholders filled. An unknown placeholder is left as written, so a typo
 * shows in what the provider received rather than vanishing.
 */
export function fillPrompt(template: string, values: PromptValues): string {
  const text: Record<string, string> = {
    company: values.company,
    product: values.product,
    productDescription: values.productDescription,
    question: values.question,
    intensity: `${values.intensity} (${FOLLOW_UP_INTENSITY_LABELS[values.intensity]}) of 5`,
    conversation: conversationText(values.conversation),
  }
  return template.replace(PLACEHOLDER, (whole, name: string) => text[name] ?? whole)
}
