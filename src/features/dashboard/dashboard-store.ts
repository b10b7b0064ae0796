import { proxy, useSnapshot } from 'valtio'
import { NO_TOKEN_MESSAGE, type Outcome } from '@/api/call'
import { normalizePersistentInterview } from '@/domain/interview-progress'
import { isAdmin } from '@/domain/roles'
import type { PersistentInterview, Project, PromptStatus, Role } from '@/api/types'
import * as persistentApi from '@/api/resources/persistent-interviews'
import * as projectsApi from '@/api/resources/projects'
import * as promptsApi from '@/api/resources/prompts'
import { logger } from '@/lib/logger'

/** docs/product.md#errors, Persistence and Interview: the texts this feature logs and shows. */
const DASHBOARD_MESSAGES = {
  fetchInProgress: 'Failed to fetch in-progress interviews',
  abandon: 'Failed to abandon interview',
  withdraw: 'Failed to withdraw the interview',
  getInterview: 'Failed to get interview',
  listInterviews: 'Failed to list interviews',
  resume: 'Failed to resume interview',
  loadProject: 'Failed to load project',
} as const

/** What Start Interview leads to: resuming this user's unfinished interview, or a new one. */
export type InterviewStart = { kind: 'resume'; interview: PersistentInterview } | { kind: 'start' }

const initialState = () => ({
  /** The current interviewer prompt (admins only: it drives the configuration banner). */
  promptStatus: null as PromptStatus | null,
  /** The user's own unfinished interviews, newest first. */
  inProgress: [] as PersistentInterview[],
  inProgressError: null as string | null,
  /** A failed Resume or Abandon, shown on that interview's card. */
  actionError: null as { interviewId: string; message: string } | null,
})

const dashboardState = proxy(initialState())

/** The configuration banner shows when the current prompt is missing or invalid (docs/product.md#dashboard). */
export function needsConfiguration(status: PromptStatus | null): boolean {
  return status !== null && (!status.isValid || !status.exists)
}

/** GET /persistent-interviews/{id}; a failure is logged as such and shown as the resume one. */
async function loadInterview(id: string): Promise<Outcome<PersistentInterview>> {
  const outcome = await persistentApi.getPersistentInterview(id, {
    failure: DASHBOARD_MESSAGES.getInterview,
  })
  if (!outcome.ok) {
    // The missing token says more than the generic text.
    const shown = outcome.error === NO_TOKEN_MESSAGE ? outcome.error : DASHBOARD_MESSAGES.resume
    return { ok: false, error: shown }
  }
  return { ok: true, data: normalizePersistentInterview(outcome.data) }
}

export const dashboardActions = {
  /** Forgets everything (leaving the dashboard), so the next user never sees this one's data. */
  reset(): void {
    Object.assign(dashboardState, initialState())
  },

  /** Admins only; a failed check is console-only (docs/product.md#errors). */
  async loadPromptStatus(role: Role): Promise<void> {
    if (!isAdmin(role)) {
      dashboardState.promptStatus = null
      return
    }
    const outcome = await promptsApi.getCurrentPrompt({
      failure: 'System status check failed',
    })
    dashboardState.promptStatus = outcome.ok ? outcome.data : null
  },

  async loadInProgress(): Promise<void> {
    const outcome = await persistentApi.listInProgressInterviews({
      failure: DASHBOARD_MESSAGES.fetchInProgress,
    })
    if (outcome.ok) {
      dashboardState.inProgress = outcome.data.map(normalizePersistentInterview)
      dashboardState.inProgressError = null
    } else {
      dashboardState.inProgressError = outcome.error
    }
  },

  /** Abandons after the user confirmed (docs/product.md#states), then refreshes the in-progress list. */
  async abandon(interviewId: string): Promise<void> {
    dashboardState.actionError = null
    const outcome = await persistentApi.abandonPersistentInterview(interviewId, {
      failure: DASHBOARD_MESSAGES.abandon,
      fields: { persistentId: interviewId },
    })
    if (!outcome.ok) {
      dashboardState.actionError = { interviewId, message: outcome.error }
      return
    }
    await dashboardActions.loadInProgress()
  },

  /** Withdraw my interview after the user confirmed (docs/product.md#consent), then refreshes. */
  async withdraw(interviewId: string): Promise<boolean> {
    dashboardState.actionError = null
    const outcome = await persistentApi.withdrawPersistentInterview(interviewId, {
      failure: DASHBOARD_MESSAGES.withdraw,
      fields: { persistentId: interviewId },
    })
    if (!outcome.ok) {
      dashboardState.actionError = { interviewId, message: outcome.error }
      return false
    }
    await dashboardActions.loadInProgress()
    return true
  },

  /**
   * Resume (docs/product.md#states): the persisted interview with its answers, and its project when the user
   * can still see it (the interview view falls back to the interview's own metadata without).
   */
  async resume(
    interviewId: string,
  ): Promise<{ interview: PersistentInterview; project: Project | null } | null> {
    dashboardState.actionError = null
    const loaded = await loadInterview(interviewId)
    if (!loaded.ok) {
      dashboardState.actionError = { interviewId, message: loaded.error }
      return null
    }
    const projectId = loaded.data.project_id
    if (projectId === null) return { interview: loaded.data, project: null }
    const project = await projectsApi.getProject(projectId, {
      failure: DASHBOARD_MESSAGES.loadProject,
      fields: { projectId },
    })
    return { interview: loaded.data, project: project.ok ? project.data : null }
  },

  /**
   * Start Interview (docs/product.md#states): a project that already has an unfinished interview of this user
   * resumes it instead of starting another.
   */
  async startInterview(projectId: string): Promise<Outcome<InterviewStart>> {
    const listed = await persistentApi.listPersistentInterviews(
      { scope: 'mine', project_id: projectId, status: 'in_progress', limit: 1 },
      { failure: DASHBOARD_MESSAGES.listInterviews, fields: { projectId } },
    )
    if (!listed.ok) return listed
    const unfinished = listed.data.items[0]
    if (!unfinished) return { ok: true, data: { kind: 'start' } }
    logger.info('Resuming the in-progress interview of this project', {
      persistentId: unfinished.interview_id,
    })
    const loaded = await loadInterview(unfinished.interview_id)
    return loaded.ok ? { ok: true, data: { kind: 'resume', interview: loaded.data } } : loaded
  },
}

export const useDashboard = () => useSnapshot(dashboardState)
