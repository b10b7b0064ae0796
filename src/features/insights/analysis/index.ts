/**
 * The Insights analysis: pure functions over the contract's interviews, with no React. The tab
 * loads this module lazily (import('./analysis')), so none of it is in the first load.
 */
export { computeInsights } from './compute'
export {
  computeInsightsInBackground,
  completedAnswerCount,
  WORKER_THRESHOLD,
  type BackgroundOptions,
} from './background'
export { filterAnswers, highlightRanges, type TextRange } from './filter'
export {
  csvCell,
  exportFileName,
  overviewLine,
  toCsv,
  toJson,
  toMarkdown,
  type ExportFormat,
} from './export'
export { SENTIMENT_ORDER } from './answers'
export { QUOTE_MAX_CHARS } from './quotes'
export { MAX_THEMES, MIN_THEME_INTERVIEWS } from './themes'
export type * from './types'
