// The local AI stub: transcription, sentiment and follow-ups, deterministic for a given seed.

export {
  SENTIMENTS,
  classifySentiment,
  isSentiment,
  normalizeSentiment,
  sentimentCues,
  type Sentiment,
  type SentimentResult,
} from './sentiment'
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
  FOLLOW_UP_RULES,
  MAX_FOLLOW_UP_LENGTH,
  nextFollowUp,
  type FollowUp,
  type FollowUpInput,
  type FollowUpIntensity,
  type FollowUpRule,
  type FollowUpStyle,
  type FollowUpTrigger,
} from './follow-up'
export { readAnswer, type AnswerReading, type Cue, type CueKind } from './answer-cues'
export { phraseQuestion, styleForPrompt, type InterviewerStyle } from './interviewer'
export { fnv1aBytes, fnv1aString, hashParts, mulberry32, pick, rngFrom } from './random'
