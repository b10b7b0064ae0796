// The local AI stub: transcription, sentiment, follow-ups and Ask, deterministic for a given seed.

export { classifySentiment } from './sentiment'
export { EmptyRecordingError, transcribe } from './transcribe'
export { nextFollowUp } from './follow-up'
export { type FollowUpIntensity } from './follow-up-rules'

export { phraseQuestion, styleForPrompt } from './interviewer'
export { hashParts } from './random'
export { ASK_ENGINE, askIndexOf, type AskDocument } from './ask'
