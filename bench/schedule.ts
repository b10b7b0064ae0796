import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { seedDatabase } from '../mocks/db/seed'
import { startMockServer } from '../mocks/server/create-server'
import { launchChromium } from '../tests/support/chromium'
import { startStaticServer } from '../tests/support/static-server'
import { buildAll } from './builds'
import { SECTIONS } from './figures'
import type { AppRun, BenchGroup, Phase, Phases, Step } from './group'
import type { Figure } from './report'

/**
 * Runs the chosen groups phase by phase (bench/group.ts), each phase's groups in their listed
 * order: the app's builds and servers start only when a chosen group needs them, and the large
 * seed goes in only for the groups that measure on it.
 */
export class Schedule {
  readonly figures: Figure[] = []

  constructor(
    private readonly groups: readonly BenchGroup[],
    private readonly progress: (line: string) => void,
  ) {}

  /**
   * The app phases (when a group needs them) and the groups apart, in a temporary directory that
   * holds what they build, then the groups in node.
   */
  async run(): Promise<void> {
    const dir = await mkdtemp(join(tmpdir(), 'candor-bench-'))
    let largeSeeded = false
    try {
      if (this.has('app') || this.has('large-seed')) largeSeeded = await this.runApp(dir)
      await this.runPhase('apart', { dir })
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
    await this.runPhase('node', { largeSeeded })
  }

  private has(phase: Phase): boolean {
    return this.groups.some((group) => group.phase === phase)
  }

  /** Runs one measurement; a failure becomes a missing row (and the exit code), not a crash. */
  async measure(section: string, what: string, run: () => Promise<Figure[]>): Promise<boolean> {
    this.progress(what)
    try {
      this.figures.push(...(await run()))
      return true
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      this.progress(`${what} failed: ${message}`)
      this.figures.push({
        section,
        metric: what,
        value: null,
        unit: 'ms',
        error: message.split('\n')[0] ?? message,
      })
      return false
    }
  }

  private async runPhase<P extends Phase>(phase: P, run: Phases[P]): Promise<void> {
    for (const group of this.groups) {
      if (group.phase !== phase) continue
      for (const step of group.steps as readonly Step<P>[]) {
        await this.measure(step.section, step.what, () => step.figures(run))
      }
    }
  }

  /** The builds served beside the standalone mock: the app's groups, then the large seed's. */
  private async runApp(dir: string): Promise<boolean> {
    const closers: (() => Promise<void>)[] = []
    try {
      const apps = {
        live: await startStaticServer(join(dir, 'live')),
        demo: await startStaticServer(join(dir, 'demo')),
        helloWorld: await startStaticServer(join(dir, 'hello-world')),
      }
      closers.push(
        () => apps.live.close(),
        () => apps.demo.close(),
        () => apps.helloWorld.close(),
      )
      // Latency 0 (the default); the default seed first, the large one for the scale figures.
      const api = await startMockServer({ host: '127.0.0.1', port: 0, origins: [apps.live.origin] })
      closers.push(() => api.close())

      this.progress('building the live app, the demo app and the hello world')
      const builds = await buildAll(dir, api.url)
      const browser = await launchChromium()
      closers.push(() => browser.close())
      const app: AppRun = {
        browser,
        urls: {
          live: `${apps.live.origin}/`,
          // The demo adds 200 ms to every mock answer so its loading states show; not here.
          demo: `${apps.demo.origin}/?mockLatency=0`,
          helloWorld: `${apps.helloWorld.origin}/`,
        },
        builds,
        apiUrl: api.url,
        progress: this.progress,
      }
      await this.runPhase('app', app)
      if (!this.has('large-seed')) return false
      const largeSeeded = await this.measure(SECTIONS.scale, 'the large seed', async () => {
        // The server runs in this process: its data layer is this module graph's.
        await seedDatabase({ scale: 'large' })
        return []
      })
      if (largeSeeded) await this.runPhase('large-seed', app)
      return largeSeeded
    } finally {
      for (const close of closers.reverse()) await close().catch(() => undefined)
    }
  }
}
