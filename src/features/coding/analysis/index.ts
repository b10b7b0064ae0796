/**
 * The coding analysis: pure functions over the codebook, its highlights and the answers, with
 * no React, no network, no clock and no randomness (ids and times come from the caller).
 */
export {
  answerKey,
  answerKeyOf,
  indexAnswers,
  isPassageFound,
  locatePassage,
  PASSAGE_NOT_FOUND,
  PASSAGE_NOT_IN_ANSWER,
} from './passages'
export {
  ancestorsOf,
  childrenByParent,
  descendantsOf,
  effectiveParents,
  treeOrder,
  wouldCreateCycle,
} from './tree'
export {
  buildCodebook,
  passagesOfCode,
  type Codebook,
  type CodebookRow,
  type CodePassage,
} from './codebook'
export {
  addCode,
  addHighlight,
  CODE_NAME_MAX,
  codeNameProblem,
  deleteCode,
  findCodeByName,
  mergeCodes,
  removeHighlight,
  renameCode,
  reparentCode,
  type MergeResult,
} from './operations'
export { answerSegments, type AnswerSegment } from './segments'
export { effectiveSentiment, type EffectiveSentiment, type SentimentSource } from './sentiment'
export {
  acceptTheme,
  type AcceptedTheme,
  type HighlightDraft,
  type SuggestedTheme,
} from './suggestions'
export { codingForExports, type AnswerCodingExport, type CodingExport } from './export-coding'
export { guidOf } from './guid'
export {
  buildQdpxContent,
  toQdpx,
  type ExportInterview,
  type QdpxContent,
  type QdpxInput,
  type QdpxSource,
} from './qdpx'
export { codingFileName, toCodebookCsv, toQdc } from './qdc'
export type * from './types'
