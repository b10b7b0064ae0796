/**
 * The consent text a project starts with (docs/product.md#consent): an AI asks the questions,
 * the answers are recorded and transcribed, who reads them, and that one may stop at any time.
 */
export const DEFAULT_CONSENT_TEXT =
  'An AI interviewer will ask you the questions. Your spoken answers are recorded and transcribed. ' +
  'The research team of this project reads them, with your name; they are used only for this ' +
  'study. You may stop at any time, and withdraw your interview afterwards.'

/** A project's consent text: its own, or the default when it has none (an older backend). */
export const consentTextOf = (project: { consentText?: string | undefined }): string =>
  project.consentText?.trim() ? project.consentText : DEFAULT_CONSENT_TEXT

/** SHA-256 of the text, in hex: which text an interviewee agreed to (openapi.yaml, Consent). */
export async function consentHash(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}
