/**
 * Coding's server state (docs/architecture.md#server-state): a project's codes, highlights, theme
 * decisions and activity are queries; every write is a mutation. Rename, re-parent, merge, delete
 * and removing a code from a passage show at once and are put back if the server refuses, as they
 * always did; the others wait for the server's answer and put it in place.
 */
import {
  infiniteQueryOptions,
  queryOptions,
  useQueries,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query'
import { serverMessage } from '@/api/call'
import type { Page } from '@/api/pages'
import { errorText, unwrap } from '@/api/query'
import * as codingApi from '@/api/resources/coding'
import type { Code, CorrectableSentiment, Highlight, ThemeDecision } from '@/api/resources/coding'
import { mergeCodes } from './analysis/operations'
import { CODING_MESSAGES, type CodeChoice } from './coding-texts'

/** How many activity entries one page brings. */
const ACTIVITY_PAGE = 50

/** The server's message when it sent one (a name taken, a passage refused), else `text`. */
const failure = (text: string, projectId: string) => ({
  failure: serverMessage(text),
  fields: { projectId },
})

export const codesQuery = (projectId: string) =>
  queryOptions({
    queryKey: ['listCodes', { projectId }],
    queryFn: () => unwrap(codingApi.listCodes(projectId, failure(CODING_MESSAGES.load, projectId))),
  })

export const highlightsQuery = (projectId: string) =>
  queryOptions({
    queryKey: ['listHighlights', { projectId }],
    queryFn: () =>
      unwrap(codingApi.listHighlights(projectId, {}, failure(CODING_MESSAGES.load, projectId))),
  })

export const themeDecisionsQuery = (projectId: string) =>
  queryOptions({
    queryKey: ['listThemeDecisions', { projectId }],
    queryFn: () =>
      unwrap(codingApi.listThemeDecisions(projectId, failure(CODING_MESSAGES.load, projectId))),
  })

/** The activity, newest first, ACTIVITY_PAGE entries at a time. */
export const activityQuery = (projectId: string) =>
  infiniteQueryOptions({
    queryKey: ['listCodingActivity', { projectId, limit: ACTIVITY_PAGE }],
    queryFn: ({ pageParam }) =>
      unwrap(
        codingApi.listCodingActivity(
          projectId,
          { limit: ACTIVITY_PAGE, ...(pageParam === null ? {} : { cursor: pageParam }) },
          failure(CODING_MESSAGES.activity, projectId),
        ),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  })

/** A project's coding as the screens read it: all three parts, or why one failed. */
export interface ProjectCoding {
  data: { codes: Code[]; highlights: Highlight[]; decisions: ThemeDecision[] } | undefined
  error: string | null
  /** Reads the failed parts again (Retry). */
  retry: () => void
}

/** The codebook, its highlights and the theme decisions of `projectId`. */
export function useProjectCoding(projectId: string): ProjectCoding {
  return useQueries({
    queries: [codesQuery(projectId), highlightsQuery(projectId), themeDecisionsQuery(projectId)],
    combine: ([codes, highlights, decisions]) => ({
      data:
        codes.data && highlights.data && decisions.data
          ? { codes: codes.data, highlights: highlights.data, decisions: decisions.data }
          : undefined,
      error: (codes.error ?? highlights.error ?? decisions.error)?.message ?? null,
      retry: () => {
        for (const part of [codes, highlights, decisions]) if (part.isError) void part.refetch()
      },
    }),
  })
}

/** The codes and highlights cached for `projectId`, if both are (the Insights exports read them). */
export function cachedCoding(client: QueryClient, projectId: string) {
  const codes = client.getQueryData(codesQuery(projectId).queryKey)
  const highlights = client.getQueryData(highlightsQuery(projectId).queryKey)
  return codes && highlights ? { codes, highlights } : undefined
}

/** A mutation's failure as the screens show it: its text, or null when it succeeded. */
export const failureOf = (write: Promise<unknown>, fallback: string): Promise<string | null> =>
  write.then(
    () => null,
    (error: unknown) => errorText(error, fallback),
  )

/**
 * After a write, the activity says so: a list shown refetches its first page only (one scrolled
 * through many pages would otherwise ask for them all again).
 */
function refreshActivity(client: QueryClient, projectId: string) {
  const { queryKey } = activityQuery(projectId)
  client.setQueryData<InfiniteData<Page<unknown>, string | null>>(
    queryKey,
    (data) => data && { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) },
  )
  void client.invalidateQueries({ queryKey })
}

function upsertCode(client: QueryClient, projectId: string, code: Code) {
  client.setQueryData(codesQuery(projectId).queryKey, (codes = []) =>
    codes.some((existing) => existing.id === code.id)
      ? codes.map((existing) => (existing.id === code.id ? code : existing))
      : [...codes, code],
  )
}

interface Snapshot {
  codes: Code[] | undefined
  highlights: Highlight[] | undefined
}

/**
 * An optimistic write's three steps over the codebook: `change` applies at once (answers on their
 * way are cancelled, so none overwrites it), a refusal puts back what was there, a success
 * refreshes the activity.
 */
function optimistic<T, V>(
  client: QueryClient,
  projectId: string,
  change: (before: { codes: Code[]; highlights: Highlight[] }, variables: V) => Partial<Snapshot>,
) {
  const codesKey = codesQuery(projectId).queryKey
  const highlightsKey = highlightsQuery(projectId).queryKey
  return {
    onMutate: async (variables: V): Promise<Snapshot> => {
      await Promise.all([
        client.cancelQueries({ queryKey: codesKey }),
        client.cancelQueries({ queryKey: highlightsKey }),
      ])
      const before = {
        codes: client.getQueryData(codesKey),
        highlights: client.getQueryData(highlightsKey),
      }
      const after = change(
        { codes: before.codes ?? [], highlights: before.highlights ?? [] },
        variables,
      )
      if (after.codes) client.setQueryData(codesKey, after.codes)
      if (after.highlights) client.setQueryData(highlightsKey, after.highlights)
      return before
    },
    onError: (_error: Error, _variables: V, before: Snapshot | undefined) => {
      if (before?.codes) client.setQueryData(codesKey, before.codes)
      if (before?.highlights) client.setQueryData(highlightsKey, before.highlights)
    },
    onSuccess: (_data: T) => refreshActivity(client, projectId),
  }
}

export interface NewHighlight {
  interviewId: string
  questionId: string
  start: number
  end: number
  text: string
  code: CodeChoice
  note: string
}

/** Codes a passage with an existing code or a new one; the answer's code and highlight go in place. */
export const addHighlightMutation = (client: QueryClient, projectId: string) => ({
  mutationFn: ({ code, note, ...where }: NewHighlight) =>
    unwrap(
      codingApi.createHighlight(
        projectId,
        { ...where, ...code, ...(note === '' ? {} : { note }) },
        failure(CODING_MESSAGES.addHighlight, projectId),
      ),
    ),
  onSuccess: ({ code, highlight }: { code: Code; highlight: Highlight }) => {
    upsertCode(client, projectId, code)
    client.setQueryData(highlightsQuery(projectId).queryKey, (highlights = []) =>
      highlights.some((existing) => existing.id === highlight.id)
        ? highlights
        : [...highlights, highlight],
    )
    refreshActivity(client, projectId)
  },
})

/** Removes one highlight (a chip removes each of its code's highlights in turn). */
export const removeHighlightMutation = (client: QueryClient, projectId: string) => ({
  mutationFn: (highlightId: string) =>
    unwrap(
      codingApi.deleteHighlight(
        projectId,
        highlightId,
        failure(CODING_MESSAGES.removeHighlight, projectId),
      ),
    ),
  ...optimistic<unknown, string>(client, projectId, ({ highlights }, highlightId) => ({
    highlights: highlights.filter(({ id }) => id !== highlightId),
  })),
})

export interface NewCode {
  name: string
  description: string
  parentId: string | null
  color?: string
}

export const createCodeMutation = (client: QueryClient, projectId: string) => ({
  mutationFn: (body: NewCode) =>
    unwrap(
      codingApi.createCode(
        projectId,
        {
          name: body.name.trim(),
          ...(body.description.trim() === '' ? {} : { description: body.description.trim() }),
          ...(body.parentId === null ? {} : { parentId: body.parentId }),
          ...(body.color === undefined ? {} : { color: body.color }),
        },
        failure(CODING_MESSAGES.saveCode, projectId),
      ),
    ),
  onSuccess: (code: Code) => {
    upsertCode(client, projectId, code)
    refreshActivity(client, projectId)
  },
})

export interface CodeChange {
  codeId: string
  change: { name?: string; description?: string; parentId?: string | null }
}

/** Renames, describes or re-nests a code (parentId null: the top level). */
export const updateCodeMutation = (client: QueryClient, projectId: string) => {
  const steps = optimistic<Code, CodeChange>(
    client,
    projectId,
    ({ codes }, { codeId, change }) => ({
      codes: codes.map((code) => (code.id === codeId ? { ...code, ...change } : code)),
    }),
  )
  return {
    mutationFn: ({ codeId, change }: CodeChange) =>
      unwrap(
        codingApi.updateCode(
          projectId,
          codeId,
          change,
          failure(CODING_MESSAGES.saveCode, projectId),
        ),
      ),
    ...steps,
    onSuccess: (code: Code) => {
      upsertCode(client, projectId, code)
      steps.onSuccess(code)
    },
  }
}

/** Every highlight of `codeId` moves to `targetId` (no duplicates) and `codeId` is gone. */
export const mergeCodeMutation = (client: QueryClient, projectId: string) => {
  const steps = optimistic<Code, { codeId: string; targetId: string }>(
    client,
    projectId,
    (state, { codeId, targetId }) => {
      const merged = mergeCodes(state, codeId, targetId).state
      return { codes: merged.codes as Code[], highlights: merged.highlights as Highlight[] }
    },
  )
  return {
    mutationFn: ({ codeId, targetId }: { codeId: string; targetId: string }) =>
      unwrap(
        codingApi.mergeCode(
          projectId,
          codeId,
          targetId,
          failure(CODING_MESSAGES.mergeCode, projectId),
        ),
      ),
    ...steps,
    onSuccess: (code: Code) => {
      upsertCode(client, projectId, code)
      steps.onSuccess(code)
    },
  }
}

/** Deletes a code and its highlights; its sub-codes move up a level. */
export const deleteCodeMutation = (client: QueryClient, projectId: string) => ({
  mutationFn: (codeId: string) =>
    unwrap(codingApi.deleteCode(projectId, codeId, failure(CODING_MESSAGES.deleteCode, projectId))),
  ...optimistic<unknown, string>(client, projectId, ({ codes, highlights }, codeId) => {
    const parentId = codes.find((code) => code.id === codeId)?.parentId ?? null
    return {
      codes: codes.flatMap((code) => {
        if (code.id === codeId) return []
        return code.parentId === codeId ? [{ ...code, parentId }] : [code]
      }),
      highlights: highlights.filter((highlight) => highlight.codeId !== codeId),
    }
  }),
})

export type ColorSchemeChoice =
  | { kind: 'dismissed'; themeKey: string; label: string }
  | { kind: 'accepted'; themeKey: string; label: string; occurrences: codingApi.Passage[] }

/** Accepts a theme as a code, with a highlight at each of its occurrences, or dismisses it. */
export const decideThemeMutation = (client: QueryClient, projectId: string) => ({
  mutationFn: (decision: ColorSchemeChoice) =>
    unwrap(
      codingApi.decideTheme(
        projectId,
        {
          themeKey: decision.themeKey,
          decision: decision.kind,
          label: decision.label,
          ...(decision.kind === 'accepted' ? { occurrences: decision.occurrences } : {}),
        },
        failure(CODING_MESSAGES.decideTheme, projectId),
      ),
    ),
  onSuccess: ({
    decision,
    code,
    highlights,
  }: {
    decision: ThemeDecision
    code?: Code | null
    highlights: Highlight[]
  }) => {
    client.setQueryData(themeDecisionsQuery(projectId).queryKey, (decisions = []) => [
      ...decisions.filter((existing) => existing.themeKey !== decision.themeKey),
      decision,
    ])
    if (code) upsertCode(client, projectId, code)
    client.setQueryData(highlightsQuery(projectId).queryKey, (existing = []) => [
      ...existing,
      ...highlights,
    ])
    refreshActivity(client, projectId)
  },
})

export interface SentimentChoice {
  interviewId: string
  questionId: string
  sentiment: CorrectableSentiment
  reason: string
}

/**
 * Admins: the researcher's reading of an answer's sentiment. The answers carry their correction,
 * so the interview and the project's interviews are read again before the dialog closes.
 */
export const correctSentimentMutation = (client: QueryClient, projectId: string) => ({
  mutationFn: ({ interviewId, questionId, sentiment, reason }: SentimentChoice) =>
    unwrap(
      codingApi.correctAnswerSentiment(
        projectId,
        interviewId,
        questionId,
        { sentiment, ...(reason.trim() === '' ? {} : { reason: reason.trim() }) },
        failure(CODING_MESSAGES.correctSentiment, projectId),
      ),
    ),
  onSuccess: async (_: unknown, { interviewId }: SentimentChoice) => {
    refreshActivity(client, projectId)
    await Promise.all([
      client.invalidateQueries({ queryKey: ['getPersistentInterview', { interviewId }] }),
      client.invalidateQueries({ queryKey: ['listProjectInterviews', { projectId }] }),
    ])
  },
})
