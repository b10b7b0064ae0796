/**
 * The Insights analysis: pure functions over the contract's interviews, with no React. The tab
 * loads this module lazily (import('./analysis')), so none of it is in the first load.
 */

export { computeInsightsInBackground } from './background'
export { filterAnswers, highlightRanges } from './filter'
export { exportFileName, toCsv, toJson, toMarkdown, type ExportFormat } from './export'

export type * from './types'
