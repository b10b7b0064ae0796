/** The tasks `npm run eval` runs, in the order it prints them. */
import type { EvalTask } from '../types'
import { askTask } from './ask'

export const tasks: readonly EvalTask[] = [askTask]
