import { useState, type ReactNode } from 'react'
import type { Project, ProjectAttributes } from '@/contract/types'
import { Button, Checkbox, Inline } from '@/ui'
import { exportFileName, toCsv, toJson, toMarkdown, type ExportFormat } from '../analysis'
import type {
  ExportCoding,
  ExportOptions,
  InsightAnswer,
  Insights,
  InsightsInput,
} from '../analysis/types'
import { download } from '@/lib/download'
import { Section } from './section'

/** What more export buttons (the app's) are given: the same choice of personal data. */
export interface ExportSlotContext {
  project: Project
  interviews: InsightsInput['interviews']
  answers: readonly InsightAnswer[]
  showSentiment: boolean
  includePersonalData: boolean
  /** The project's attributes; absent when it has none. */
  attributes?: ProjectAttributes
  /** The segment the files cover ('Plan is Subscriber'); '' for every interview. */
  segment: string
}

export interface ExportSectionProps {
  project: Project
  input: InsightsInput
  insights: Insights
  /** Admins' exports carry sentiment; leads' do not. */
  showSentiment: boolean
  /** More export buttons after the tab's own. */
  renderMore?: (context: ExportSlotContext) => ReactNode
  /** The project's coding for the exports, as it is when a button is pressed. */
  coding?: () => ExportCoding | undefined
  /** The project's attributes, exported beside each answer; absent when it has none. */
  attributes?: ProjectAttributes
  /** The current segment's words ('Plan is Subscriber'), '' for none: named in every file. */
  segment?: string
}

type Write = (
  insights: Insights,
  interviews: InsightsInput['interviews'],
  options: ExportOptions,
  projectName: string,
) => string

const FORMATS: { label: string; format: ExportFormat; type: string; write: Write }[] = [
  { label: 'Export CSV', format: 'csv', type: 'text/csv;charset=utf-8', write: toCsv },
  { label: 'Export JSON', format: 'json', type: 'application/json', write: toJson },
  {
    label: 'Export Markdown',
    format: 'md',
    type: 'text/markdown;charset=utf-8',
    write: toMarkdown,
  },
]

/**
 * The answers and insights as files, made in the browser. No personal data unless the user
 * asks for it: an export is easily shared further than the screen it came from.
 */
export function ExportSection({
  project,
  input,
  insights,
  showSentiment,
  renderMore,
  coding,
  attributes,
  segment = '',
}: ExportSectionProps) {
  const [includePersonalData, setIncludePersonalData] = useState(false)
  const options = (): ExportOptions => {
    const current = coding?.()
    return {
      includeSentiment: showSentiment,
      includePersonalData,
      ...(current === undefined ? {} : { coding: current }),
      ...(attributes && attributes.attributes.length > 0 && { attributes }),
      ...(segment && { segment }),
    }
  }
  return (
    <Section title="Export" screenOnly>
      <Checkbox isSelected={includePersonalData} onChange={setIncludePersonalData}>
        Include interviewee names and emails
      </Checkbox>
      <Inline gap="sm">
        {FORMATS.map((format) => (
          <Button
            key={format.format}
            variant="secondary"
            onPress={() =>
              download(
                format.write(insights, input.interviews, options(), project.name),
                format.type,
                exportFileName(project.name, format.format, segment),
              )
            }
          >
            {format.label}
          </Button>
        ))}
        {renderMore?.({
          project,
          interviews: input.interviews,
          answers: insights.answers,
          showSentiment,
          includePersonalData,
          ...(attributes && { attributes }),
          segment,
        })}
      </Inline>
    </Section>
  )
}
