/**
 * The bench's coding page: the Codebook section and Add Code on the coding bench's project
 * (bench/coding-data.ts), the query cache filled as a load would leave it. It times the table's first
 * render and a merge of the 500-highlight code, each until the frame that shows it, and keeps
 * every long task so that bench/coding-ui.ts can read the longest while it types in the Code box.
 */
import {
  MutationObserver as WriteObserver,
  QueryClient,
  QueryClientProvider,
} from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import type { Code, Highlight } from '@/api/resources/coding'
import {
  codesQuery,
  highlightsQuery,
  mergeCodeMutation,
  themeDecisionsQuery,
} from '@/features/coding/queries'
import { AddCodeDialog } from '@/features/coding/components/add-code-dialog'
import { CodebookSection } from '@/features/coding/components/codebook-section'
import { writeToken } from '@/lib/token'
import { ColorSchemeProvider } from '@/ui/color-scheme-provider'
import { largeCodingProject } from '../coding-data'

export interface CodingPageOutcome {
  /** From render() to the frame that shows the table's rows. */
  tableMs: number
  tableLongestTaskMs: number | null
  /** From the merge's call to the frame where the merged code's row is gone. */
  mergeMs: number
  mergeLongestTaskMs: number | null
  rowsShown: number
  codes: number
  highlights: number
}

declare global {
  interface Window {
    codingBench?: Promise<CodingPageOutcome>
    /** The longest task that ended after `from` and began before `to` (ms), null if none. */
    longestTaskBetween?: (from: number, to: number) => number | null
  }
}

const PROJECT_ID = '00000009-0000-4000-8000-000000000001'

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Resolves once the next frame has been drawn (a task queued from its callback runs after it). */
const afterNextPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))

/** Resolves as soon as `done` holds, checked on every change of the document. */
function whenDom(done: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    if (done()) return resolve()
    const observer = new MutationObserver(() => {
      if (!done()) return
      observer.disconnect()
      resolve()
    })
    observer.observe(document.body, { childList: true, subtree: true, characterData: true })
  })
}

const tasks: PerformanceEntry[] = []
new PerformanceObserver((list) => tasks.push(...list.getEntries())).observe({ type: 'longtask' })

window.longestTaskBetween = (from, to) => {
  const during = tasks.filter(
    (task) => task.startTime + task.duration >= from && task.startTime <= to,
  )
  return during.length > 0 ? Math.max(...during.map((task) => task.duration)) : null
}

/** Long-task entries arrive after their task: lets the last one be reported, then reads. */
async function longestTask(from: number, to: number): Promise<number | null> {
  await pause(100)
  return window.longestTaskBetween?.(from, to) ?? null
}

const grid = () => document.querySelector('[role="grid"][aria-label="Codebook"]')
const rowHeaders = () => [...(grid()?.querySelectorAll('[role="rowheader"]') ?? [])]

async function run(): Promise<CodingPageOutcome> {
  const data = largeCodingProject()
  const lead = { id: '00000011-0000-4000-8000-000000000001', firstName: 'Lee', lastName: 'Lead' }
  const codes: Code[] = data.codes.map((code) => ({
    ...code,
    projectId: PROJECT_ID,
    description: code.description ?? '',
    color: '#3366CC',
    themeKey: null,
    createdBy: lead,
    createdAt: '2026-07-01T09:00:00.000Z',
    highlightCount: 0,
    interviewCount: 0,
  }))
  const highlights: Highlight[] = data.highlights.map((highlight) => ({
    ...highlight,
    note: highlight.note ?? '',
    createdBy: lead,
    createdAt: '2026-07-01T09:00:00.000Z',
  }))
  // No server: the merge shows before the server's answer (the write is optimistic), and the
  // calls the section makes (the Activity list, the merge itself) stay pending. A token is
  // stored, as when signed in: without one the client refuses the call and the merge is undone.
  globalThis.fetch = () => new Promise<Response>(() => undefined)
  writeToken('bench.token.signature')
  // Fresh for good: the section reads the cache and asks the (silent) server nothing more.
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } })
  client.setQueryData(codesQuery(PROJECT_ID).queryKey, codes)
  client.setQueryData(highlightsQuery(PROJECT_ID).queryKey, highlights)
  client.setQueryData(themeDecisionsQuery(PROJECT_ID).queryKey, [])
  const source = codes.find((code) => code.id === data.mergeSource)
  if (!source) throw new Error('the merged code is missing')
  // Building the data is the page's own long task, not the table's: let it end first.
  await pause(200)

  const tableStart = performance.now()
  const codebookRoot = createRoot(document.getElementById('codebook')!)
  codebookRoot.render(
    <QueryClientProvider client={client}>
      <ColorSchemeProvider theme="light">
        <CodebookSection
          project={{ id: PROJECT_ID }}
          showSentiment
          interviews={data.interviews}
          answers={data.answers}
          openInterview={() => undefined}
        />
      </ColorSchemeProvider>
    </QueryClientProvider>,
  )
  await whenDom(() => rowHeaders().length > 0)
  await afterNextPaint()
  const tableEnd = performance.now()
  const rowsShown = rowHeaders().length
  const shows = (name: string) => rowHeaders().some((cell) => cell.textContent === name)
  if (!shows(source.name)) throw new Error(`the table does not show ${source.name}`)
  await pause(200)

  const mergeStart = performance.now()
  void new WriteObserver(client, mergeCodeMutation(client, PROJECT_ID))
    .mutate({ codeId: data.mergeSource, targetId: data.mergeTarget })
    .catch(() => undefined)
  await whenDom(() => !shows(source.name))
  await afterNextPaint()
  const mergeEnd = performance.now()
  const merged = client.getQueryData(codesQuery(PROJECT_ID).queryKey) ?? []
  if (merged.some((code) => code.id === data.mergeSource))
    throw new Error('the merge did not happen')

  // Gone before the typing, so that nothing of the Codebook (a merge timing out) lands in it.
  codebookRoot.unmount()
  const answer = data.answers[0]
  createRoot(document.getElementById('add-code')!).render(
    <ColorSchemeProvider theme="light">
      <AddCodeDialog
        answerText={answer?.text ?? ''}
        codes={merged}
        onSubmit={() => Promise.resolve(null)}
        onClose={() => undefined}
      />
    </ColorSchemeProvider>,
  )
  await whenDom(() => document.querySelector('[role="combobox"]') !== null)
  await afterNextPaint()
  return {
    tableMs: tableEnd - tableStart,
    tableLongestTaskMs: await longestTask(tableStart, tableEnd),
    mergeMs: mergeEnd - mergeStart,
    mergeLongestTaskMs: await longestTask(mergeStart, mergeEnd),
    rowsShown,
    codes: codes.length,
    highlights: highlights.length,
  }
}

window.codingBench = run()
