// bench/schedule.ts: the chosen groups run phase by phase, in their listed order, and a step
// that fails becomes a missing row rather than ending the run.
import { describe, expect, it } from 'vitest'
import type { BenchGroup } from './group'
import type { Figure } from './report'
import { Schedule } from './schedule'

const row = (metric: string): Figure => ({ section: 'S', metric, value: 1, unit: 'ms' })

describe('the bench schedule', () => {
  it('runs the groups apart before those in node, each phase in list order', async () => {
    const seen: string[] = []
    const step = (name: string) => ({
      section: 'S',
      what: name,
      figures: () => {
        seen.push(name)
        return Promise.resolve([row(name)])
      },
    })
    const groups: BenchGroup[] = [
      { phase: 'node', only: 'a', steps: [step('node 1')] },
      { phase: 'apart', only: 'b', steps: [step('apart 1'), step('apart 2')] },
      { phase: 'node', steps: [step('node 2')] },
      { phase: 'apart', steps: [step('apart 3')] },
    ]
    const schedule = new Schedule(groups, () => undefined)
    await schedule.run()
    expect(seen).toEqual(['apart 1', 'apart 2', 'apart 3', 'node 1', 'node 2'])
    expect(schedule.figures.map((figure) => figure.metric)).toEqual(seen)
  })

  it('turns a failed step into a missing row and goes on', async () => {
    const progress: string[] = []
    const groups: BenchGroup[] = [
      {
        phase: 'node',
        steps: [
          {
            section: 'Broken',
            what: 'a step that throws',
            figures: () => Promise.reject(new Error('no server\nstack')),
          },
          { section: 'S', what: 'the next step', figures: () => Promise.resolve([row('next')]) },
        ],
      },
    ]
    const schedule = new Schedule(groups, (line) => progress.push(line))
    await schedule.run()
    expect(schedule.figures).toEqual([
      {
        section: 'Broken',
        metric: 'a step that throws',
        value: null,
        unit: 'ms',
        error: 'no server',
      },
      row('next'),
    ])
    expect(progress).toContain('a step that throws failed: no server\nstack')
  })
})
