import type { EvalTask } from '../types'
import { followUpsTask } from './follow-ups'
import { sentimentTask } from './sentiment'
import { transcriptsTask } from './transcripts'

export const tasks: readonly EvalTask[] = [sentimentTask, transcriptsTask, followUpsTask]
