import { Button, MenuButton, MenuItem } from '@/ui'
import { toCodebookCsv, toQdc, codingFileName } from '../analysis/qdc'
import type { QdpxAttributes } from '../analysis/qda-cases'
import { toQdpx, type ExportInterview } from '../analysis/qdpx'
import type { LabelledAnswer } from '../analysis/types'
import { useProjectCoding } from '../queries'
import { CODING_TEXTS } from '../coding-texts'
import { download } from '@/lib/download'

interface CodingExportsProps {
  project: { id: string; name: string }
  interviews: readonly ExportInterview[]
  answers: readonly LabelledAnswer[]
  /** 'Include interviewee names and emails', as ticked beside the exports. */
  includePersonalData: boolean
  /** The project's attributes: QDPX Variables and Cases. */
  attributes?: QdpxAttributes
  /** The segment the files cover ('Plan is Subscriber'), '' for every interview. */
  segment?: string
}

/**
 * Export QDPX and Export Codebook (docs/product.md#coding-exports): the coding as files that
 * QDA tools import, made in the browser from the codebook the screen shows.
 */
export function CodingExports({
  project,
  interviews,
  answers,
  includePersonalData,
  attributes,
  segment = '',
}: CodingExportsProps) {
  const coding = useProjectCoding(project.id).data
  const ready = coding !== undefined
  const interviewTotal = interviews.filter((interview) => interview.isComplete).length

  function exportQdpx() {
    if (coding === undefined) return
    const { bytes } = toQdpx({
      projectName: project.name,
      exportedAt: new Date().toISOString(),
      codes: coding.codes,
      highlights: coding.highlights,
      answers,
      interviews,
      includeIdentities: includePersonalData,
      ...(attributes && { attributes }),
      ...(segment && { segment }),
    })
    // A copy typed as the plain ArrayBuffer a Blob takes.
    download(bytes.slice(), 'application/zip', codingFileName(project.name, 'qdpx', segment))
  }

  return (
    <>
      <Button variant="secondary" isDisabled={!ready} onPress={exportQdpx}>
        {CODING_TEXTS.exportQdpx}
      </Button>
      <MenuButton
        label={CODING_TEXTS.exportCodebook}
        triggerProps={{ variant: 'secondary', isDisabled: !ready }}
        onAction={(key) => {
          if (coding === undefined) return
          if (key === 'qdc')
            download(
              toQdc(coding.codes),
              'application/xml;charset=utf-8',
              codingFileName(project.name, 'qdc'),
            )
          else
            download(
              toCodebookCsv(coding.codes, coding.highlights, answers, interviewTotal, segment),
              'text/csv;charset=utf-8',
              codingFileName(project.name, 'csv', segment),
            )
        }}
      >
        <MenuItem id="qdc">{CODING_TEXTS.codebookQdc}</MenuItem>
        <MenuItem id="csv">{CODING_TEXTS.codebookCsv}</MenuItem>
      </MenuButton>
    </>
  )
}
