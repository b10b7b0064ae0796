/** The tasks `npm run eval` runs, in the order it prints them. */
import type { EvalTask } from '../types'
import { askTask } from './ask'
import { themesTask } from './themes'

export const tasks: readonly EvalTask[] = [askTask, themesTask]
