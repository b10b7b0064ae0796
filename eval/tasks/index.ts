import type { EvalTask } from '../types'
import { sentimentTask } from './sentiment'
import { transcriptsTask } from './transcripts'

export const tasks: readonly EvalTask[] = [sentimentTask, transcriptsTask]
