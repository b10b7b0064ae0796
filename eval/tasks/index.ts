/** The tasks `npm run eval` runs, in the order it prints them. */
import type { EvalTask } from '../types'
import { askTask } from './ask'
import { followUpsTask } from './follow-ups'
import { offTopicTask } from './off-topic'
import { sentimentTask } from './sentiment'
import { themesTask } from './themes'
import { transcriptsTask } from './transcripts'

export const tasks: readonly EvalTask[] = [
  sentimentTask,
  transcriptsTask,
  followUpsTask,
  offTopicTask,
  askTask,
  themesTask,
]
