import { computeInsights } from '@/domain/insights/compute'
import type { ExportOptions } from '@/features/insights/analysis/types'
import { coffeeInterviews, coffeeQuestions, interview } from './insights-interviews'

export const leadOptions: ExportOptions = { includeSentiment: false, includePersonalData: false }
export const adminOptions: ExportOptions = { includeSentiment: true, includePersonalData: false }
export const everything: ExportOptions = { includeSentiment: true, includePersonalData: true }

/** The coffee interviews and one whose answers a spreadsheet or a CSV reader would trip on. */
export function exportProject() {
  const interviews = [
    ...coffeeInterviews(),
    interview('iv-tricky', '2026-10-08T08:00:00.000Z', [
      {
        questionId: 'q-change',
        text: '=HYPERLINK("http://evil.test","click"), then "quotes", commas\r\nand a new line',
        sentiment: 'confused',
      },
      { questionId: 'f-1', text: '-5 stars, @everyone should know', sentiment: 'annoyed' },
      { questionId: 'f-2', text: '+1 to that\tand a tab', sentiment: null },
    ]),
  ]
  return { interviews, insights: computeInsights({ interviews, questions: coffeeQuestions }) }
}
