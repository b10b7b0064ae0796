/** The workspace's sections, each with its own address (docs/architecture.md#addresses). */
export const ANALYSIS_SECTIONS = ['insights', 'codebook', 'ask', 'compare', 'share'] as const
export type AnalysisSection = (typeof ANALYSIS_SECTIONS)[number]
