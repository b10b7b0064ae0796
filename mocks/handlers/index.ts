import { adminHandlers } from './admin'
import { askHandlers } from './ask'
import { authHandlers } from './auth'
import { codeHandlers } from './codes'
import { codingActivityHandlers } from './coding-activity'
import { guard } from './guard'
import { highlightHandlers } from './highlights'
import { liveInterviewHandlers } from './live-interview'
import { persistentInterviewHandlers } from './persistent-interviews'
import { projectHandlers } from './projects'
import { segmentHandlers } from './segments'
import { sharedReportHandlers } from './shared-reports'
import { userHandlers } from './users'

/** Every HTTP handler of the mock, the guard first so nothing reaches a domain unchecked. */
export const domainHandlers = [
  ...authHandlers,
  ...persistentInterviewHandlers,
  ...liveInterviewHandlers,
  ...projectHandlers,
  ...userHandlers,
  ...adminHandlers,
  ...codeHandlers,
  ...highlightHandlers,
  ...codingActivityHandlers,
  ...segmentHandlers,
  ...sharedReportHandlers,
  ...askHandlers,
]

export const handlers = [guard, ...domainHandlers]
