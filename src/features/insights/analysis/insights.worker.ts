/**
 * Computes a project's insights off the main thread for computeInsightsInBackground: one
 * message in (the input), one message out (the insights, or why they could not be computed).
 */
import type { WorkerReply } from './background'
import { computeInsights } from './compute'
import type { InsightsInput } from './types'

self.addEventListener('message', (event: MessageEvent<InsightsInput>) => {
  let reply: WorkerReply
  try {
    reply = { ok: true, insights: computeInsights(event.data) }
  } catch (error) {
    reply = { ok: false, message: error instanceof Error ? error.message : String(error) }
  }
  self.postMessage(reply)
})
