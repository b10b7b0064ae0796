// The local AI stub: transcription, sentiment and follow-ups, deterministic for a given seed.

export { classifySentiment, sentimentCues, type SentimentResult } from './sentiment'
export {
  EmptyRecordingError,
  topicForQuestion,
  transcribe,
  transcribeDetailed,
  type TranscribeInput,
  type TranscriptCategory,
  type TranscriptTopic,
} from './transcribe'
export {
  MAX_FOLLOW_UP_LENGTH,
  nextFollowUp,
  type FollowUp,
  type FollowUpInput,
  type FollowUpStyle,
} from './follow-up'
export {
  FOLLOW_UP_RULES,
  type FollowUpIntensity,
  type FollowUpRule,
  type FollowUpTrigger,
} from './follow-up-rules'
export { readAnswer, type AnswerReading, type Cue, type CueKind } from './answer-cues'
export { phraseQuestion, styleForPrompt, type InterviewerStyle } from './interviewer'
export { fnv1aBytes, fnv1aString, hashParts, mulberry32, pick, rngFrom } from './random'
