import type { Outcome } from '../../api/call'
import {
  createShareLink,
  listShareLinks,
  revokeShareLink,
} from '../../api/resources/shared-reports'
import type { ShareLink } from '../../api/types'

/** The Share Report dialog's failure texts (docs/product.md#shared-report). */
export const SHARE_MESSAGES = {
  list: 'Failed to load links',
  create: 'Failed to create link',
  revoke: 'Failed to revoke link',
} as const

/** The address a link opens: `shared/{token}` beside the app, wherever the app is served. */
export function shareUrl(token: string, appBase: string): string {
  return new URL(`shared/${token}`, appBase).href
}

export const loadLinks = (projectId: string): Promise<Outcome<ShareLink[]>> =>
  listShareLinks(projectId, { failure: SHARE_MESSAGES.list, fields: { projectId } })

export const createLink = (
  projectId: string,
  includeSentiment: boolean,
): Promise<Outcome<ShareLink>> =>
  createShareLink(
    projectId,
    { includeSentiment },
    { failure: SHARE_MESSAGES.create, fields: { projectId } },
  )

export const revokeLink = (projectId: string, linkId: string): Promise<Outcome<unknown>> =>
  revokeShareLink(projectId, linkId, {
    failure: SHARE_MESSAGES.revoke,
    fields: { projectId, linkId },
  })

/** 'Overview, sentiment and themes': what a link's report holds. */
export const linkContents = (link: Pick<ShareLink, 'includeSentiment'>) =>
  link.includeSentiment ? 'Overview, sentiment and themes' : 'Overview and themes'
