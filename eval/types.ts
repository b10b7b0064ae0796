/**
 * The shape every `npm run eval` task shares: a task measures one AI job on the labelled set in
 * fixtures/eval/ for one engine and returns figures, each with an optional budget that passes or
 * fails like a bench row.
 */

/** Which engine made the figures: the local one always; openai only when a base URL is set. */
export type EvalEngine = 'local' | 'openai'

export interface EvalBudget {
  /** How the figure is compared with the target. */
  readonly op: '>=' | '<=' | '=='
  readonly target: number
}

export interface EvalFigure {
  /** The task, e.g. 'sentiment', 'ask', 'themes', 'transcripts', 'follow-ups'. */
  readonly task: string
  /** What was measured, e.g. 'polarity macro-F1'. */
  readonly metric: string
  readonly engine: EvalEngine
  readonly value: number
  /** How to print the value, e.g. '0.91' or '5 of 6'; defaults to the value with 2 decimals. */
  readonly display?: string
  /** Budgets apply to the local engine; an openai figure is printed beside it, unjudged. */
  readonly budget?: EvalBudget
}

export interface EvalTask {
  readonly name: string
  run(engine: EvalEngine): Promise<readonly EvalFigure[]>
}
