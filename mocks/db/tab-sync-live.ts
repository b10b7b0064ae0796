import type { Change } from './changes'
import { db } from './index'
import type { LiveSessionRecord } from './schema'

/**
 * The live interviews' side of the demo's tab sync (mocks/README.md#watch-live-across-tabs): a
 * participant answers in one tab while a lead watches in another, each tab running its own mock.
 * The live session record travels as any record does (tab-sync.ts); what this module adds:
 * - observers hear the records another tab wrote (the data layer's own change feed holds them
 *   back, since this tab must not store them again);
 * - two tabs writing one live session (the participant's answers, an observer's probe) merge
 *   instead of the later write winning, so a probe never rewinds the interview;
 * - the tab that runs an interview's socket says so when it closes: the others end that session.
 */

type SuggestedProbe = NonNullable<LiveSessionRecord['suggestedProbe']>
type Listener = (changes: readonly Change[]) => void

const listeners = new Set<Listener>()

/** Calls `listener` with the records each other tab's write brought here; returns the stop. */
export function watchOtherTabs(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Another tab's records are now in this tab's data layer (called by tab-sync.ts). */
export function heardFromOtherTab(changes: readonly Change[]): void {
  if (changes.length === 0) return
  for (const listener of listeners) listener(changes)
}

const hosted = new Map<string, number>()

/** This tab runs live session `id` (its interview socket is open here); returns the release. */
export function hostLiveSession(id: string): () => void {
  hosted.set(id, (hosted.get(id) ?? 0) + 1)
  let released = false
  return () => {
    if (released) return
    released = true
    const left = (hosted.get(id) ?? 1) - 1
    if (left > 0) hosted.set(id, left)
    else hosted.delete(id)
  }
}

/** The live sessions this tab runs, announced as it closes. */
export const hostedLiveSessions = (): string[] => [...hosted.keys()]

/** How far a session got: answers only grow, and done comes last. */
const progress = (session: LiveSessionRecord) => session.answers.length * 2 + (session.done ? 1 : 0)

/**
 * The probe of the two that stands: a settled one over the same probe still pending (it was
 * settled later), else a pending one over a settled one (only one waits at a time, so it came
 * after), else the one of the session that got further.
 */
function standingProbe(
  mine: SuggestedProbe | undefined,
  theirs: SuggestedProbe | undefined,
  ahead: SuggestedProbe | undefined,
): SuggestedProbe | undefined {
  if (!mine || !theirs) return mine ?? theirs
  if (mine.id === theirs.id) return mine.status === 'pending' ? theirs : mine
  if ((mine.status === 'pending') !== (theirs.status === 'pending')) {
    return mine.status === 'pending' ? mine : theirs
  }
  return ahead
}

/** A pending probe whose question is no longer on screen was not asked: it is dropped. */
function settled(
  probe: SuggestedProbe | undefined,
  session: LiveSessionRecord,
): SuggestedProbe | undefined {
  if (probe?.status !== 'pending') return probe
  const waiting = !session.done && session.current?.id === probe.questionId
  return waiting ? probe : { ...probe, status: 'dropped' }
}

/**
 * One live session as two tabs wrote it: the progress of the one that got further (a tie goes
 * to `theirs`, the newer write), with the probe that stands, settled against that progress.
 */
export function mergeLiveSession(
  mine: LiveSessionRecord,
  theirs: LiveSessionRecord,
): LiveSessionRecord {
  const ahead = progress(mine) > progress(theirs) ? mine : theirs
  const probe = settled(
    standingProbe(mine.suggestedProbe, theirs.suggestedProbe, ahead.suggestedProbe),
    ahead,
  )
  const { suggestedProbe: _dropped, ...rest } = ahead
  return probe ? { ...rest, suggestedProbe: probe } : rest
}

/**
 * The tab that ran these sessions closed mid-interview: they are over (done, with the question
 * still on screen, which tells them from a finished one) and a probe waiting in them is dropped.
 * The interview stays in progress: resuming it starts a new live session.
 */
export async function endLeftSessions(ids: readonly string[]): Promise<void> {
  for (const id of ids) {
    const session = db.liveSessions.findFirst((q) => q.where({ id }))
    if (!session || session.done) continue
    await db.liveSessions.update((q) => q.where({ id }), {
      data(record) {
        record.done = true
        const probe = settled(record.suggestedProbe, record)
        if (probe) record.suggestedProbe = probe
      },
    })
  }
}

/** A session its participant's tab left: done with a question still on screen. */
export const wasLeft = (session: Pick<LiveSessionRecord, 'done' | 'current'>): boolean =>
  session.done && session.current !== null
