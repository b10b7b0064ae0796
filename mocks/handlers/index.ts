import { adminHandlers } from './admin'
import { askHandlers } from './ask'
import { authHandlers } from './auth'
import { codeHandlers } from './codes'
import { codingActivityHandlers } from './coding-activity'
import { discussionGuideHandlers } from './discussion-guide'
import { dispatchByOperation } from './dispatch'
import { guard } from './guard'
import { highlightHandlers } from './highlights'
import { liveInterviewHandlers } from './live-interview'
import { participantLinkHandlers } from './participant-links'
import { persistentInterviewHandlers } from './persistent-interviews'
import { projectHandlers } from './projects'
import { segmentHandlers } from './segments'
import { sharedReportHandlers } from './shared-reports'
import { studyHandlers } from './study'
import { userHandlers } from './users'

/** Every HTTP handler of the mock's domains; the guard runs before them (./dispatch.ts). */
export const domainHandlers = [
  ...authHandlers,
  ...persistentInterviewHandlers,
  ...liveInterviewHandlers,
  ...projectHandlers,
  ...discussionGuideHandlers,
  ...userHandlers,
  ...adminHandlers,
  ...codeHandlers,
  ...highlightHandlers,
  ...codingActivityHandlers,
  ...segmentHandlers,
  ...sharedReportHandlers,
  ...askHandlers,
  ...participantLinkHandlers,
  ...studyHandlers,
]

/** The guard and the domain's handlers as one (./dispatch.ts): only a request's own are asked. */
export const handlers = [dispatchByOperation(guard, domainHandlers)]
