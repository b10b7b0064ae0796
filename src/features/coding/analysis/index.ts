/**
 * The coding analysis: pure functions over the codebook, its highlights and the answers, with
 * no React, no network, no clock and no randomness (ids and times come from the caller).
 */
export { buildCodebook } from '@/domain/coding/codebook'
export { mergeCodes } from './operations'
export { toQdpx } from './qdpx'
export type * from './types'
