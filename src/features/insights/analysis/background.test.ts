import { afterEach, describe, expect, it, vi } from 'vitest'
import { largeInsightsProject } from '../../../../tests/support/large-insights'
import { completedAnswerCount, computeInsightsInBackground, WORKER_THRESHOLD } from './background'
import { computeInsights } from '@/domain/insights/compute'
import { coffeeInterviews, coffeeQuestions } from '../../../../tests/support/insights-interviews'
import type { InsightsInput } from './types'
import { ANSWERS_PER_MESSAGE, createWorkerHandler, type WorkerRequest } from './worker-protocol'

/**
 * Stands in for the browser's Worker: runs the worker's own handler a task later on a copy of
 * each message, as a worker would.
 */
class FakeWorker extends EventTarget {
  static created: FakeWorker[] = []
  static behaviour: 'compute' | 'fail to load' | 'never answer' = 'compute'
  terminated = false
  received: WorkerRequest['kind'][] = []
  private readonly handle = createWorkerHandler((reply) => {
    const data = structuredClone(reply)
    setTimeout(() => {
      if (!this.terminated) this.dispatchEvent(new MessageEvent('message', { data }))
    }, 0)
  })

  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    super()
    FakeWorker.created.push(this)
  }

  postMessage(request: WorkerRequest): void {
    const copy = structuredClone(request)
    this.received.push(copy.kind)
    setTimeout(() => {
      if (this.terminated) return
      if (FakeWorker.behaviour === 'fail to load') {
        this.dispatchEvent(Object.assign(new Event('error'), { message: 'blocked by CSP' }))
      } else if (FakeWorker.behaviour === 'compute') this.handle(copy)
    }, 0)
  }

  terminate(): void {
    this.terminated = true
  }
}

const small: InsightsInput = { interviews: coffeeInterviews(), questions: coffeeQuestions }
const large: InsightsInput = largeInsightsProject(220, 10)

afterEach(() => {
  vi.unstubAllGlobals()
  FakeWorker.created = []
  FakeWorker.behaviour = 'compute'
})

describe('computeInsightsInBackground', () => {
  it('computes on the main thread where there is no Worker (node), after a task', async () => {
    expect(typeof Worker).toBe('undefined')
    let settled = false
    const pending = computeInsightsInBackground(small).then((insights) => {
      settled = true
      return insights
    })
    await Promise.resolve()
    expect(settled).toBe(false)
    expect(await pending).toEqual(computeInsights(small))
    expect(await computeInsightsInBackground(large)).toEqual(computeInsights(large))
  })

  it('uses the worker module only above the threshold of completed answers', async () => {
    vi.stubGlobal('Worker', FakeWorker)
    expect(completedAnswerCount(small)).toBeLessThanOrEqual(WORKER_THRESHOLD)
    expect(completedAnswerCount(large)).toBeGreaterThan(WORKER_THRESHOLD)
    await computeInsightsInBackground(small)
    expect(FakeWorker.created).toHaveLength(0)
    expect(await computeInsightsInBackground(large)).toEqual(computeInsights(large))
    expect(FakeWorker.created).toHaveLength(1)
    const [worker] = FakeWorker.created
    expect(worker?.url.pathname.endsWith('/insights.worker.ts')).toBe(true)
    expect(worker?.options).toEqual({ type: 'module' })
    expect(worker?.terminated).toBe(true)
    // 2,200 answers go in parts of about ANSWERS_PER_MESSAGE, a task apart.
    expect(ANSWERS_PER_MESSAGE).toBe(1_000)
    expect(worker?.received).toEqual([
      'questions',
      'interviews',
      'interviews',
      'interviews',
      'compute',
    ])
  })

  it('computes on the main thread when the worker cannot run', async () => {
    vi.stubGlobal('Worker', FakeWorker)
    FakeWorker.behaviour = 'fail to load'
    expect(await computeInsightsInBackground(large)).toEqual(computeInsights(large))
    expect(FakeWorker.created[0]?.terminated).toBe(true)
  })

  it('rejects with the abort reason and stops the worker', async () => {
    vi.stubGlobal('Worker', FakeWorker)
    FakeWorker.behaviour = 'never answer'
    const controller = new AbortController()
    const pending = computeInsightsInBackground(large, { signal: controller.signal })
    controller.abort(new Error('closed the tab'))
    await expect(pending).rejects.toThrow('closed the tab')
    expect(FakeWorker.created[0]?.terminated).toBe(true)
  })

  it('rejects at once, or after its yield, once aborted on the main thread', async () => {
    await expect(
      computeInsightsInBackground(small, { signal: AbortSignal.abort() }),
    ).rejects.toMatchObject({ name: 'AbortError' })
    const controller = new AbortController()
    const pending = computeInsightsInBackground(small, { signal: controller.signal })
    controller.abort()
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' })
  })
})
