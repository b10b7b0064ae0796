import type { Outcome } from '@/api/call'
import { createShareLink, listShareLinks, revokeShareLink } from '@/api/resources/shared-reports'
import type { ShareLink } from '@/contract/types'
import type { SegmentCondition } from './analysis/segments'
import { SHARE_MESSAGES } from './messages'

/** The address a link opens: `shared/{token}` beside the app, wherever the app is served. */
export function shareUrl(token: string, appBase: string): string {
  return new URL(`shared/${token}`, appBase).href
}

export const loadLinks = (projectId: string): Promise<Outcome<ShareLink[]>> =>
  listShareLinks(projectId, { failure: SHARE_MESSAGES.list, fields: { projectId } })

export const createLink = (
  projectId: string,
  includeSentiment: boolean,
  segment: readonly SegmentCondition[],
): Promise<Outcome<ShareLink>> =>
  createShareLink(
    projectId,
    { includeSentiment, segment: [...segment] },
    { failure: SHARE_MESSAGES.create, fields: { projectId } },
  )

export const revokeLink = (projectId: string, linkId: string): Promise<Outcome<unknown>> =>
  revokeShareLink(projectId, linkId, {
    failure: SHARE_MESSAGES.revoke,
    fields: { projectId, linkId },
  })

/** 'Plan is Subscriber and Office size is Under 20' (docs/product.md#segments). */
export const segmentWords = (segment: ShareLink['segment']) =>
  segment.map((term) => `${term.attribute} is ${term.value}`).join(' and ')

/** 'Overview, sentiment, themes and codes · Plan is Subscriber': what a link's report holds. */
export function linkContents(link: Pick<ShareLink, 'includeSentiment' | 'segment'>): string {
  const parts = link.includeSentiment
    ? 'Overview, sentiment, themes and codes'
    : 'Overview, themes and codes'
  return link.segment.length === 0 ? parts : `${parts} · ${segmentWords(link.segment)}`
}
