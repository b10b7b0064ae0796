/** Server data of the study screens (docs/architecture.md#server-state): queryOptions per read. */
import { queryOptions } from '@tanstack/react-query'
import { unwrap } from '@/api/query'
import { getJoinPage, listParticipantLinks } from '@/api/resources/participant-links'
import { listProjectQuestions } from '@/api/resources/projects'
import { getStudyFunnel } from '@/api/resources/study'
import { GUIDE_MESSAGES, STUDY_MESSAGES } from './messages'

/** A project's participant links, newest first (lead and admins). */
export const participantLinksQuery = (projectId: string) =>
  queryOptions({
    queryKey: ['listParticipantLinks', { id: projectId }] as const,
    queryFn: () =>
      unwrap(
        listParticipantLinks(projectId, {
          failure: STUDY_MESSAGES.listLinks,
          fields: { projectId },
        }),
      ),
  })

/**
 * What a link's page shows. The token is a credential: it is never a log field. A 404 (revoked,
 * expired, unknown) is the page's own message, not an error to retry.
 */
export const joinPageQuery = (token: string) =>
  queryOptions({
    queryKey: ['getJoinPage', { token }] as const,
    queryFn: () =>
      unwrap(getJoinPage(token, { failure: STUDY_MESSAGES.unavailable, level: 'warn' })),
  })

/** docs/product.md#errors style: the screen's text when the funnel cannot be loaded. */
export const FUNNEL_FAILURE = 'Failed to load the funnel'

/** The study's funnel (GET /projects/{id}/funnel), keyed as docs/architecture.md#server-state says. */
export const funnelQuery = (projectId: string) =>
  queryOptions({
    queryKey: ['getStudyFunnel', { id: projectId }] as const,
    queryFn: () =>
      unwrap(getStudyFunnel(projectId, { failure: FUNNEL_FAILURE, fields: { projectId } })),
  })

/** GET /projects/{id}/questions: the project's discussion guide. */
export const guideQuery = (projectId: string) =>
  queryOptions({
    queryKey: ['listProjectQuestions', { id: projectId }] as const,
    queryFn: () => unwrap(listProjectQuestions(projectId, { failure: GUIDE_MESSAGES.load })),
  })
