import type { ParticipantLink } from '@/contract/types'
import { formatDate } from '@/domain/dates'

/** The address a link opens: `join/{token}` beside the app, wherever the app is served. */
export function joinUrl(token: string, appBase: string): string {
  return new URL(`join/${token}`, appBase).href
}

/** '{k} of {limit} responses' or '{k} responses' (docs/product.md#participant-links). */
export function responsesText(link: Pick<ParticipantLink, 'responseCount' | 'responseLimit'>) {
  return link.responseLimit === null
    ? `${link.responseCount} responses`
    : `${link.responseCount} of ${link.responseLimit} responses`
}

/** 'Expires on Oct 14, 2026' or 'No expiry'; the date is a UTC day, shown as that day. */
export function expiryText(link: Pick<ParticipantLink, 'expiresOn'>): string {
  return link.expiresOn === null
    ? 'No expiry'
    : `Expires on ${formatDate(`${link.expiresOn}T12:00:00Z`, 'day')}`
}

/** A link's name in the list: its label, or 'Unlabelled link'. */
export const linkName = (link: Pick<ParticipantLink, 'label'>) => link.label || 'Unlabelled link'
