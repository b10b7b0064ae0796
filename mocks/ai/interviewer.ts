// The interviewer prompt file decides the stub's tone, as the real system prompt would.

import { hashParts, mulberry32, pick } from './random'
import type { FollowUpStyle } from './follow-up-phrases'

export type InterviewerStyle = FollowUpStyle

const PROMPT_FILE = /(?:^|\/)interviewer\.system\.prompt([123])\.txt$/
const STYLE_BY_PROMPT: Readonly<Record<string, InterviewerStyle>> = {
  '1': 'warm',
  '2': 'concise',
  '3': 'probing',
}

/**
 * prompts/interviewer/interviewer.system.prompt1.txt → warm, prompt2 → concise, prompt3 → probing;
 * anything else (missing, unknown or custom files) → warm, the default prompt's tone.
 */
export function styleForPrompt(path: string | null | undefined): InterviewerStyle {
  if (!path) return 'warm'
  const normalized = path.trim().replace(/\\/g, '/')
  const match = PROMPT_FILE.exec(normalized)
  return (match && STYLE_BY_PROMPT[match[1] ?? '']) ?? 'warm'
}

const WARM_NEXT = [
  "Next, I'd love to hear: ",
  'Thank you! Next question: ',
  "Great, let's keep going: ",
]
const PROBING_SUFFIX = 'Please be as specific as you can.'

/**
 * Lightly rewords a primary question in the interviewer's style. The original text is always
 * contained verbatim, so clients and tests can still recognise the question.
 */
export function phraseQuestion(text: string, style: InterviewerStyle, isFirst: boolean): string {
  const question = text.trim()
  if (question.length === 0) return question
  switch (style) {
    case 'concise':
      return question
    case 'warm':
      if (isFirst) return `Thanks for taking the time to talk with me. To start: ${question}`
      // Rotate openers by question so a long interview does not repeat one phrase every time.
      return `${pick(WARM_NEXT, mulberry32(hashParts('warm-next', question)))}${question}`
    case 'probing':
      return /\bspecific\b/i.test(question) ? question : `${question} ${PROBING_SUFFIX}`
  }
}
