// The local AI stub: transcription, sentiment, follow-ups and Ask, deterministic for a given seed.

export { classifySentiment } from './sentiment'
export { EmptyRecordingError } from './transcribe'
export { type FollowUpIntensity } from './follow-up-rules'

export { phraseQuestion, styleForPrompt } from './interviewer'
export { hashParts } from './random'
export { type AskDocument } from './ask'
