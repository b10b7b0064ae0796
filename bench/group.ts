import type { Browser } from 'playwright'
import type { Builds } from './builds'
import type { Figure } from './report'

/**
 * A measurement group: rows of the bench table that `--only <name>` selects together, made in
 * one phase of the run (bench/schedule.ts). bench/run.ts lists the groups in the order they run.
 */

/** What the app phases have running: the three builds served, the standalone mock, Chromium. */
export interface AppRun {
  browser: Browser
  urls: { live: string; demo: string; helloWorld: string }
  builds: Builds
  /** The standalone mock, in this process: its data layer is this module graph's. */
  apiUrl: string
  progress: (line: string) => void
}

/** The phases of a run, in their order, and what each gives its steps. */
export interface Phases {
  /** The builds beside the standalone mock on the default seed. */
  app: AppRun
  /** The same after the large seed, which only these groups wait for. */
  'large-seed': AppRun
  /** Apart from the app's builds: a page or build of their own in the run's directory, or node. */
  apart: { dir: string }
  /** In node after the browser part, on the mock's data (the large seed when it went in). */
  node: { largeSeeded: boolean }
}

export type Phase = keyof Phases

/** One measurement: a failure becomes a row saying why (and exit 1), not a crash. */
export interface Step<P extends Phase> {
  section: string
  /** Its progress line, and the failed row's metric. */
  what: string
  figures: (run: Phases[P]) => Promise<Figure[]>
}

export type BenchGroup = {
  [P in Phase]: {
    phase: P
    /** The `--only` name; without one, only a whole run measures the group. */
    only?: string
    steps: readonly Step<P>[]
  }
}[Phase]
