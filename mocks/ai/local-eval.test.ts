import { describe, expect, it } from 'vitest'

import { tasks } from '../../eval/tasks/index'
import type { EvalFigure } from '../../eval/types'

function withinBudget(figure: EvalFigure): boolean {
  const { budget } = figure
  if (!budget) return true
  if (budget.op === '>=') return figure.value >= budget.target
  if (budget.op === '<=') return figure.value <= budget.target
  return figure.value === budget.target
}

describe('npm run eval: the local engine keeps its budgets', () => {
  it.each(tasks.map((task) => [task.name, task] as const))('%s', async (_name, task) => {
    const figures = await task.run('local')
    expect(figures.length).toBeGreaterThan(0)
    for (const figure of figures) {
      console.info(
        `${figure.task} · ${figure.metric}: ${figure.display ?? figure.value.toFixed(2)}`,
      )
      expect(withinBudget(figure), `${figure.metric} = ${figure.value}`).toBe(true)
    }
  })
})
