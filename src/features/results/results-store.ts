import { proxy, useSnapshot } from 'valtio'
import { type Outcome } from '@/api/call'
import { normalizePersistentInterview } from '@/domain/interview-progress'
import type { PersistentInterview, ProjectInterview } from '@/api/types'
import * as persistentApi from '@/api/resources/persistent-interviews'
import * as projectsApi from '@/api/resources/projects'

/** docs/product.md#errors: the texts of the results screens. */
const RESULTS_MESSAGES = {
  loadInterviews: 'Failed to load project interviews',
  getInterview: 'Failed to get interview',
  deleteInterview: 'Failed to delete interview',
} as const

const initialState = () => ({
  /** The project whose results are open. */
  projectId: null as string | null,
  interviews: [] as ProjectInterview[],
  loaded: false,
  error: null as string | null,
  /** A failed Delete, shown above the lists. */
  deleteError: null as string | null,
})

const resultsState = proxy(initialState())

// Only the latest request may write (the dialog can be reopened on another project quickly).
let listRequest = 0

export const resultsActions = {
  /** Forgets everything (leaving the dashboard), so the next user never sees this one's data. */
  reset(): void {
    listRequest += 1
    Object.assign(resultsState, initialState())
  },

  async load(projectId: string): Promise<void> {
    const request = ++listRequest
    if (resultsState.projectId !== projectId) {
      resultsState.projectId = projectId
      resultsState.interviews = []
      resultsState.loaded = false
    }
    resultsState.error = null
    resultsState.deleteError = null
    const outcome = await projectsApi.listProjectInterviews(projectId, {
      failure: RESULTS_MESSAGES.loadInterviews,
      fields: { projectId },
    })
    if (request !== listRequest) return
    resultsState.loaded = true
    if (outcome.ok) resultsState.interviews = outcome.data
    else resultsState.error = outcome.error
  },

  /** An in-progress interview, after the user confirmed; the list is reloaded. */
  async deleteInterview(interviewId: string): Promise<void> {
    resultsState.deleteError = null
    const outcome = await persistentApi.deletePersistentInterview(interviewId, {
      failure: RESULTS_MESSAGES.deleteInterview,
      fields: { persistentId: interviewId },
    })
    if (!outcome.ok) {
      resultsState.deleteError = outcome.error
      return
    }
    if (resultsState.projectId !== null) await resultsActions.load(resultsState.projectId)
  },

  /** The question tree of one interview, for the details dialog. */
  async loadInterview(interviewId: string): Promise<Outcome<PersistentInterview>> {
    const outcome = await persistentApi.getPersistentInterview(interviewId, {
      failure: RESULTS_MESSAGES.getInterview,
      fields: { persistentId: interviewId },
    })
    return outcome.ok ? { ok: true, data: normalizePersistentInterview(outcome.data) } : outcome
  },
}

export const useResults = () => useSnapshot(resultsState)
