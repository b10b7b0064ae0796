import { proxy, ref, useSnapshot } from 'valtio'
import { serverMessage, type Outcome } from '@/api/call'
import * as codingApi from '@/api/resources/coding'
import type {
  Code,
  CodingActivity,
  CorrectableSentiment,
  Highlight,
  SentimentCorrection,
  ThemeDecision,
} from '@/api/resources/coding'
import { mergeCodes } from './analysis/operations'
import { answerKey } from '@/domain/coding/passages'
import { CODING_MESSAGES, type CodeChoice } from './coding-texts'

/** How many activity entries one page brings. */
const ACTIVITY_PAGE = 50

const initialState = () => ({
  /** The project whose coding is loaded. */
  projectId: null as string | null,
  status: 'idle' as 'idle' | 'loading' | 'ready' | 'failed',
  error: null as string | null,
  codes: [] as Code[],
  /**
   * Kept out of valtio's deep proxy (ref): every change replaces the array, and proxying and
   * tracking thousands of highlights made the Codebook's render and a merge several times slower.
   */
  highlights: ref([] as Highlight[]),
  decisions: [] as ThemeDecision[],
  /** Corrections made in this session, by answer (answerKey); the answers carry older ones. */
  corrections: {} as Record<string, SentimentCorrection>,
  activity: [] as CodingActivity[],
  activityCursor: null as string | null,
  activityStatus: 'idle' as 'idle' | 'loading' | 'ready' | 'failed',
  activityError: null as string | null,
})

export const codingState = proxy(initialState())

// Only the latest load may write (the Results dialog can be reopened on another project).
let loadRequest = 0

/** The server's message when it sent one (a name taken, a passage refused), else `text`. */
const failure = (text: string, projectId: string) => ({
  failure: serverMessage(text),
  fields: { projectId },
})

/** Applies a change at once and sends it; a refusal puts the codebook back as it was. */
async function optimistic<T>(
  change: () => void,
  send: () => Promise<Outcome<T>>,
): Promise<Outcome<T>> {
  const before = { codes: codingState.codes, highlights: codingState.highlights }
  change()
  const outcome = await send()
  if (!outcome.ok) Object.assign(codingState, before)
  else void codingActions.refreshActivity()
  return outcome
}

function upsertCode(code: Code) {
  const at = codingState.codes.findIndex((existing) => existing.id === code.id)
  if (at === -1) codingState.codes.push(code)
  else codingState.codes[at] = code
}

const errorOf = (outcome: Outcome<unknown>) => (outcome.ok ? null : outcome.error)

export const codingActions = {
  /** Forgets everything (leaving the dashboard), so the next user never sees this one's codes. */
  reset(): void {
    loadRequest += 1
    Object.assign(codingState, initialState())
  },

  /** Loads the project's codebook, highlights and theme decisions, unless already loaded. */
  async load(projectId: string, { force = false } = {}): Promise<void> {
    if (!force && codingState.projectId === projectId && codingState.status !== 'failed') return
    const request = ++loadRequest
    if (codingState.projectId !== projectId) Object.assign(codingState, initialState())
    codingState.projectId = projectId
    codingState.status = 'loading'
    codingState.error = null
    const [codes, highlights, decisions] = await Promise.all([
      codingApi.listCodes(projectId, failure(CODING_MESSAGES.load, projectId)),
      codingApi.listHighlights(projectId, {}, failure(CODING_MESSAGES.load, projectId)),
      codingApi.listThemeDecisions(projectId, failure(CODING_MESSAGES.load, projectId)),
    ])
    if (request !== loadRequest) return
    if (!codes.ok || !highlights.ok || !decisions.ok) {
      codingState.status = 'failed'
      codingState.error = errorOf(codes) ?? errorOf(highlights) ?? errorOf(decisions)
      return
    }
    codingState.codes = codes.data
    codingState.highlights = ref(highlights.data)
    codingState.decisions = decisions.data
    codingState.status = 'ready'
  },

  /** Codes a passage with an existing code or a new one; resolves to the failure's text or null. */
  async addHighlight(passage: {
    interviewId: string
    questionId: string
    start: number
    end: number
    text: string
    code: CodeChoice
    note: string
  }): Promise<string | null> {
    const projectId = codingState.projectId
    if (projectId === null) return CODING_MESSAGES.addHighlight
    const { code, note, ...where } = passage
    const outcome = await codingApi.createHighlight(
      projectId,
      { ...where, ...code, ...(note === '' ? {} : { note }) },
      failure(CODING_MESSAGES.addHighlight, projectId),
    )
    if (!outcome.ok) return outcome.error
    if (codingState.projectId !== projectId) return null
    upsertCode(outcome.data.code)
    if (!codingState.highlights.some((existing) => existing.id === outcome.data.highlight.id))
      codingState.highlights = ref([...codingState.highlights, outcome.data.highlight])
    void codingActions.refreshActivity()
    return null
  },

  async removeHighlights(highlightIds: readonly string[]): Promise<string | null> {
    const projectId = codingState.projectId
    if (projectId === null) return CODING_MESSAGES.removeHighlight
    for (const highlightId of highlightIds) {
      const outcome = await optimistic(
        () => {
          codingState.highlights = ref(
            codingState.highlights.filter(({ id }) => id !== highlightId),
          )
        },
        () =>
          codingApi.deleteHighlight(
            projectId,
            highlightId,
            failure(CODING_MESSAGES.removeHighlight, projectId),
          ),
      )
      if (!outcome.ok) return outcome.error
    }
    return null
  },

  async createCode(body: {
    name: string
    description: string
    parentId: string | null
    color?: string
  }): Promise<string | null> {
    const projectId = codingState.projectId
    if (projectId === null) return CODING_MESSAGES.saveCode
    const outcome = await codingApi.createCode(
      projectId,
      {
        name: body.name.trim(),
        ...(body.description.trim() === '' ? {} : { description: body.description.trim() }),
        ...(body.parentId === null ? {} : { parentId: body.parentId }),
        ...(body.color === undefined ? {} : { color: body.color }),
      },
      failure(CODING_MESSAGES.saveCode, projectId),
    )
    if (!outcome.ok) return outcome.error
    upsertCode(outcome.data)
    void codingActions.refreshActivity()
    return null
  },

  /** Renames, describes or re-nests a code (parentId null: the top level). */
  async updateCode(
    codeId: string,
    change: { name?: string; description?: string; parentId?: string | null },
  ): Promise<string | null> {
    const projectId = codingState.projectId
    if (projectId === null) return CODING_MESSAGES.saveCode
    const outcome = await optimistic(
      () => {
        codingState.codes = codingState.codes.map((code) =>
          code.id === codeId ? { ...code, ...change } : code,
        )
      },
      () =>
        codingApi.updateCode(
          projectId,
          codeId,
          change,
          failure(CODING_MESSAGES.saveCode, projectId),
        ),
    )
    if (!outcome.ok) return outcome.error
    upsertCode(outcome.data)
    return null
  },

  /** Every highlight of `codeId` moves to `targetId` (no duplicates) and `codeId` is gone. */
  async mergeCode(codeId: string, targetId: string): Promise<string | null> {
    const projectId = codingState.projectId
    if (projectId === null) return CODING_MESSAGES.mergeCode
    const outcome = await optimistic(
      () => {
        const merged = mergeCodes(
          { codes: codingState.codes, highlights: codingState.highlights },
          codeId,
          targetId,
        ).state
        codingState.codes = merged.codes as Code[]
        codingState.highlights = ref(merged.highlights as Highlight[])
      },
      () =>
        codingApi.mergeCode(
          projectId,
          codeId,
          targetId,
          failure(CODING_MESSAGES.mergeCode, projectId),
        ),
    )
    if (!outcome.ok) return outcome.error
    upsertCode(outcome.data)
    return null
  },

  /** Deletes a code and its highlights; its sub-codes move up a level. */
  async deleteCode(codeId: string): Promise<string | null> {
    const projectId = codingState.projectId
    if (projectId === null) return CODING_MESSAGES.deleteCode
    const parentId = codingState.codes.find((code) => code.id === codeId)?.parentId ?? null
    const outcome = await optimistic(
      () => {
        codingState.codes = codingState.codes.flatMap((code) => {
          if (code.id === codeId) return []
          return code.parentId === codeId ? [{ ...code, parentId }] : [code]
        })
        codingState.highlights = ref(
          codingState.highlights.filter((highlight) => highlight.codeId !== codeId),
        )
      },
      () => codingApi.deleteCode(projectId, codeId, failure(CODING_MESSAGES.deleteCode, projectId)),
    )
    return errorOf(outcome)
  },

  /** Accepts a theme as a code, with a highlight at each of its occurrences, or dismisses it. */
  async decideTheme(
    decision:
      | { kind: 'dismissed'; themeKey: string; label: string }
      | {
          kind: 'accepted'
          themeKey: string
          label: string
          occurrences: codingApi.Passage[]
        },
  ): Promise<string | null> {
    const projectId = codingState.projectId
    if (projectId === null) return CODING_MESSAGES.decideTheme
    const outcome = await codingApi.decideTheme(
      projectId,
      {
        themeKey: decision.themeKey,
        decision: decision.kind,
        label: decision.label,
        ...(decision.kind === 'accepted' ? { occurrences: decision.occurrences } : {}),
      },
      failure(CODING_MESSAGES.decideTheme, projectId),
    )
    if (!outcome.ok) return outcome.error
    const { decision: decided, code, highlights } = outcome.data
    codingState.decisions = [
      ...codingState.decisions.filter((existing) => existing.themeKey !== decided.themeKey),
      decided,
    ]
    if (code) upsertCode(code)
    codingState.highlights = ref([...codingState.highlights, ...highlights])
    void codingActions.refreshActivity()
    return null
  },

  /** Admins: the researcher's reading of an answer's sentiment. */
  async correctSentiment(
    interviewId: string,
    questionId: string,
    sentiment: CorrectableSentiment,
    reason: string,
  ): Promise<string | null> {
    const projectId = codingState.projectId
    if (projectId === null) return CODING_MESSAGES.correctSentiment
    const outcome = await codingApi.correctAnswerSentiment(
      projectId,
      interviewId,
      questionId,
      { sentiment, ...(reason.trim() === '' ? {} : { reason: reason.trim() }) },
      failure(CODING_MESSAGES.correctSentiment, projectId),
    )
    if (!outcome.ok) return outcome.error
    codingState.corrections[answerKey(interviewId, questionId)] = outcome.data
    void codingActions.refreshActivity()
    return null
  },

  /** The newest page of the activity (again), once the Activity list has been shown. */
  async refreshActivity(): Promise<void> {
    if (codingState.activityStatus === 'idle') return
    await codingActions.loadActivity({ more: false })
  },

  async loadActivity({ more }: { more: boolean }): Promise<void> {
    const projectId = codingState.projectId
    if (projectId === null) return
    const cursor = more ? codingState.activityCursor : null
    codingState.activityStatus = 'loading'
    const outcome = await codingApi.listCodingActivity(
      projectId,
      { limit: ACTIVITY_PAGE, ...(cursor === null ? {} : { cursor }) },
      failure(CODING_MESSAGES.activity, projectId),
    )
    if (codingState.projectId !== projectId) return
    if (!outcome.ok) {
      codingState.activityStatus = 'failed'
      codingState.activityError = outcome.error
      return
    }
    codingState.activity = more
      ? [...codingState.activity, ...outcome.data.items]
      : outcome.data.items
    codingState.activityCursor = outcome.data.nextCursor
    codingState.activityStatus = 'ready'
    codingState.activityError = null
  },
}

export const useCoding = () => useSnapshot(codingState)
