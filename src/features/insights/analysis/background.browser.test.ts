import { describe, expect, it } from 'vitest'
import { largeInsightsProject } from '../../../../tests/support/large-insights'
import { computeInsightsInBackground, WORKER_THRESHOLD } from './background'
import { computeInsights } from '@/domain/insights/compute'

describe('computeInsightsInBackground in a browser', () => {
  it('computes a large project in the real worker module, as the main thread would', async () => {
    const input = largeInsightsProject(Math.ceil(WORKER_THRESHOLD / 10) + 20, 10)
    const created: string[] = []
    const NativeWorker = Worker
    // Counts the workers started, to know the result came from one.
    globalThis.Worker = class extends NativeWorker {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options)
        created.push(String(url))
      }
    }
    try {
      const insights = await computeInsightsInBackground(input)
      expect(created).toHaveLength(1)
      expect(insights).toEqual(computeInsights(input))
      expect(insights.themes.length).toBeGreaterThan(0)
    } finally {
      globalThis.Worker = NativeWorker
    }
  })
})
