import type { components } from '@/contract/schema'

/**
 * What `--write` is given and what it answers: apart from writes.ts, so that the parts it calls
 * (the interviewee's journey) read the context without importing the writes back.
 */

type Schemas = components['schemas']

export interface WriteContext {
  baseUrl: string
  token: string
  me: Schemas['User']
  /** Bodies of the read operations, for current settings and an existing project type. */
  reads: Map<string, unknown>
  timeoutMs?: number
}

export interface WriteResults {
  /** What the check created and could not remove. */
  leftovers: string[]
}
