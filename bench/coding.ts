/**
 * The coding figures (issue 22), in node: the pure work behind the Codebook table, a merge and
 * Export QDPX on 500 completed interviews, 300 codes and 5,000 highlights. They are the part
 * of the budgets that does not depend on rendering: the table's data and the merge's
 * new state must leave most of the table's 300 ms and the merge's 200 ms to React.
 */
import { buildCodebook, mergeCodes, toQdpx, type CodingState } from '@/features/coding/analysis'
import {
  CODING_CODES,
  CODING_HIGHLIGHTS,
  largeCodingProject,
  MERGED_HIGHLIGHTS,
  type CodingData,
} from './coding-data'
import { INSIGHTS_INTERVIEWS } from '../tests/support/large-insights'
import type { Figure } from './report'
import { median } from './stats'

export const CODING_SECTION = `Coding (${INSIGHTS_INTERVIEWS} completed interviews, ${CODING_CODES} codes, ${CODING_HIGHLIGHTS.toLocaleString('en-US')} highlights; node)`

const CODING_BUDGETS = { codebookMs: 100, mergeMs: 50, qdpxMs: 2_000 } as const

export interface CodingSamples {
  codebookMs: number[]
  mergeMs: number[]
  qdpxMs: number[]
  /** CPU time of this process in each run: the wall time on an idle machine. */
  codebookCpuMs: number[]
  mergeCpuMs: number[]
  qdpxCpuMs: number[]
  rows: number
  moved: number
  qdpxKb: number
  skipped: number
}

/** Wall and CPU time of one call. */
function timed<T>(run: () => T): { value: T; ms: number; cpuMs: number } {
  const cpu = process.cpuUsage()
  const start = performance.now()
  const value = run()
  const ms = performance.now() - start
  const used = process.cpuUsage(cpu)
  return { value, ms, cpuMs: (used.user + used.system) / 1000 }
}

/** Each figure's work `runs` times after a cold one (not counted). */
export function measureCoding(
  runs: number,
  data: CodingData = largeCodingProject(),
): CodingSamples {
  const state: CodingState = { codes: data.codes, highlights: data.highlights }
  const completed = data.interviews.filter((interview) => interview.isComplete).length
  const codebook = () => buildCodebook(state.codes, state.highlights, data.answers, completed)
  const merge = () => mergeCodes(state, data.mergeSource, data.mergeTarget)
  const exported = () =>
    toQdpx({
      projectName: 'BeanRunner at scale',
      exportedAt: '2026-07-02T10:00:00.000Z',
      codes: state.codes,
      highlights: state.highlights,
      answers: data.answers,
      interviews: data.interviews,
      includeIdentities: false,
    })
  const cold = { codebook: codebook(), merge: merge(), qdpx: exported() }
  const samples: CodingSamples = {
    codebookMs: [],
    mergeMs: [],
    qdpxMs: [],
    codebookCpuMs: [],
    mergeCpuMs: [],
    qdpxCpuMs: [],
    rows: cold.codebook.rows.length,
    moved: cold.merge.moved,
    qdpxKb: cold.qdpx.bytes.length / 1000,
    skipped: cold.qdpx.skippedHighlights,
  }
  if (cold.merge.moved + cold.merge.dropped !== MERGED_HIGHLIGHTS) {
    throw new Error(`the merged code had ${cold.merge.moved + cold.merge.dropped} highlights`)
  }
  for (let run = 0; run < runs; run++) {
    const table = timed(codebook)
    samples.codebookMs.push(table.ms)
    samples.codebookCpuMs.push(table.cpuMs)
    const merged = timed(merge)
    samples.mergeMs.push(merged.ms)
    samples.mergeCpuMs.push(merged.cpuMs)
    const qdpx = timed(exported)
    samples.qdpxMs.push(qdpx.ms)
    samples.qdpxCpuMs.push(qdpx.cpuMs)
  }
  return samples
}

const ms = (value: number) => `${Math.round(value)} ms`

export function codingFigures(samples: CodingSamples): Figure[] {
  const runs = samples.codebookMs.length
  return [
    {
      section: CODING_SECTION,
      metric: 'Codebook table data (buildCodebook)',
      value: median(samples.codebookMs),
      unit: 'ms',
      budget: { max: CODING_BUDGETS.codebookMs, label: `≤ ${CODING_BUDGETS.codebookMs} ms` },
      note: `median of ${runs} runs after a cold one (CPU time ${ms(median(samples.codebookCpuMs))}); ${samples.rows} rows, every passage checked`,
    },
    {
      section: CODING_SECTION,
      metric: `Merge of a ${MERGED_HIGHLIGHTS}-highlight code (mergeCodes)`,
      value: median(samples.mergeMs),
      unit: 'ms',
      budget: { max: CODING_BUDGETS.mergeMs, label: `≤ ${CODING_BUDGETS.mergeMs} ms` },
      note: `median of ${runs} runs (CPU time ${ms(median(samples.mergeCpuMs))}); ${samples.moved} highlights moved, ${MERGED_HIGHLIGHTS - samples.moved} already on the target`,
    },
    {
      section: CODING_SECTION,
      metric: 'Export QDPX (toQdpx: XML, sources, zip)',
      value: median(samples.qdpxMs),
      unit: 'ms',
      budget: {
        max: CODING_BUDGETS.qdpxMs,
        label: `≤ ${CODING_BUDGETS.qdpxMs.toLocaleString('en-US')} ms`,
      },
      note: `median of ${runs} runs (CPU time ${ms(median(samples.qdpxCpuMs))}); ${samples.qdpxKb.toFixed(0)} kB zip, ${samples.skipped} highlights left out`,
    },
  ]
}
