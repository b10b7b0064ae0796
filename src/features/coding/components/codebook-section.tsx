import { useEffect, useId, useMemo, useState } from 'react'
import type { Key } from 'react-aria-components'
import type { Code } from '@/api/resources/coding'
import type { ProjectInterview } from '@/contract/types'
import {
  Alert,
  Button,
  Cell,
  CellButton,
  Column,
  Heading,
  Inline,
  Row,
  Spinner,
  Table,
  TableBody,
  TableHeader,
  Text,
} from '@/ui'
import { buildCodebook, passagesOfCode, type CodebookRow } from '@/domain/coding/codebook'
import type { CodingHighlight, LabelledAnswer } from '../analysis/types'
import { codingActions, useCoding } from '../coding-store'
import { CODING_TEXTS } from '../coding-texts'
import { ActivityList } from './activity-list'
import { CodeDialogs, type CodeDialog } from './code-dialogs'
import * as styles from './coding.css'

interface CodebookSectionProps {
  project: { id: string }
  /** Admins only: a lead's Activity shows no sentiment correction. */
  showSentiment: boolean
  /**
   * The interviews in scope (the segment's, else the project's): the completed ones are the N of
   * '{k} of {N}', and only their passages count.
   */
  interviews: readonly Pick<ProjectInterview, 'id' | 'isComplete'>[]
  /** The completed interviews' answers, numbered as in their interview. */
  answers: readonly LabelledAnswer[]
  openInterview: (interviewId: string) => void
}

/** One line per row, so the table is virtualized (see Table's rowHeight). */
const ROW_HEIGHT = 44

/**
 * The Codebook section of Insights (docs/product.md#coding): the project's codes with their
 * counts, New Code, and on each code Rename, Merge into…, Parent and Delete; a selected code's
 * passages verbatim; the Activity list.
 */
export function CodebookSection({
  project,
  showSentiment,
  interviews,
  answers,
  openInterview,
}: CodebookSectionProps) {
  const coding = useCoding()
  const headingId = useId()
  const [dialog, setDialog] = useState<CodeDialog | null>(null)
  const [selectedId, setSelectedId] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    void codingActions.load(project.id)
  }, [project.id])

  const interviewTotal = useMemo(
    () => interviews.filter((interview) => interview.isComplete).length,
    [interviews],
  )
  // docs/product.md#segments: a passage of an interview outside the segment is out of scope,
  // neither counted nor 'not found'.
  const highlights = useMemo(() => {
    const shown = new Set(interviews.map((interview) => interview.id))
    return coding.highlights.filter((highlight) => shown.has(highlight.interviewId))
  }, [coding.highlights, interviews])
  const codebook = useMemo(
    () => buildCodebook(coding.codes, highlights, answers, interviewTotal),
    [coding.codes, highlights, answers, interviewTotal],
  )
  const selected = codebook.rows.find((row) => row.code.id === selectedId) ?? null

  let body
  if (coding.status === 'failed')
    body = (
      <Alert
        tone="danger"
        action={
          <Button
            variant="secondary"
            size="sm"
            onPress={() => void codingActions.load(project.id, { force: true })}
          >
            Retry
          </Button>
        }
      >
        {coding.error}
      </Alert>
    )
  else if (coding.status !== 'ready') body = <Spinner label={CODING_TEXTS.loading} />
  else
    body = (
      <>
        <CodebookTable
          rows={codebook.rows}
          codes={coding.codes}
          onSelect={(key) => setSelectedId(String(key))}
          onDialog={setDialog}
        />
        {codebook.notFoundCount > 0 && (
          <Text size="sm" tone="warning">
            {CODING_TEXTS.notFoundCount(codebook.notFoundCount)}
          </Text>
        )}
        {selected && (
          <CodePassages
            row={selected}
            highlights={highlights}
            answers={answers}
            openInterview={openInterview}
          />
        )}
        <ActivityList showSentiment={showSentiment} />
      </>
    )

  const deleting = dialog?.kind === 'delete' ? dialog.code.id : null
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.sectionHeader}>
        <Heading level={4} id={headingId}>
          {CODING_TEXTS.codebook}
        </Heading>
        <Button
          variant="secondary"
          aria-haspopup="dialog"
          isDisabled={coding.status !== 'ready'}
          onPress={() => setDialog({ kind: 'new' })}
        >
          {CODING_TEXTS.newCode}
        </Button>
      </div>
      {error !== null && <Alert tone="danger">{error}</Alert>}
      {body}
      <CodeDialogs
        dialog={dialog}
        codes={coding.codes}
        highlightCount={
          deleting === null
            ? 0
            : coding.highlights.filter((highlight) => highlight.codeId === deleting).length
        }
        onClose={() => setDialog(null)}
        onError={setError}
      />
    </section>
  )
}

interface CodebookTableProps {
  rows: readonly CodebookRow[]
  codes: readonly Code[]
  onSelect: (key: Key) => void
  onDialog: (dialog: CodeDialog) => void
}

/** The codes in the codebook's order, sub-codes indented under their parent. */
function CodebookTable({ rows, codes, onSelect, onDialog }: CodebookTableProps) {
  const codeOf = useMemo(() => new Map(codes.map((code) => [code.id, code])), [codes])
  const open = (kind: 'rename' | 'merge' | 'parent' | 'delete', codeId: string) => {
    const code = codeOf.get(codeId)
    if (code) onDialog({ kind, code })
  }
  return (
    <Table aria-label={CODING_TEXTS.codebook} rowHeight={ROW_HEIGHT} onRowAction={onSelect}>
      <TableHeader>
        <Column isRowHeader minWidth={160}>
          {CODING_TEXTS.name}
        </Column>
        <Column minWidth={160}>{CODING_TEXTS.description}</Column>
        <Column width={140}>{CODING_TEXTS.parent}</Column>
        <Column width={100}>{CODING_TEXTS.highlights}</Column>
        <Column width={110}>{CODING_TEXTS.interviews}</Column>
        <Column width={360}>{CODING_TEXTS.actions}</Column>
      </TableHeader>
      <TableBody
        items={rows.map((row) => ({ ...row, id: row.code.id }))}
        renderEmptyState={() => CODING_TEXTS.noCodes}
      >
        {(row) => (
          <Row id={row.id} textValue={row.code.name}>
            <Cell>
              <span className={styles.nameCell} style={{ paddingLeft: `${row.depth * 1.25}rem` }}>
                {row.code.name}
              </span>
            </Cell>
            <Cell>{row.code.description ?? ''}</Cell>
            <Cell>{row.parentName ?? ''}</Cell>
            <Cell>{row.highlightCount}</Cell>
            <Cell>{row.interviews}</Cell>
            <Cell>
              <Inline gap="xs" wrap={false}>
                <CellButton
                  size="sm"
                  variant="secondary"
                  aria-haspopup="dialog"
                  onPress={() => open('rename', row.id)}
                >
                  {CODING_TEXTS.rename}
                </CellButton>
                <CellButton
                  size="sm"
                  variant="secondary"
                  aria-haspopup="dialog"
                  onPress={() => open('merge', row.id)}
                >
                  {CODING_TEXTS.mergeInto}
                </CellButton>
                <CellButton
                  size="sm"
                  variant="secondary"
                  aria-haspopup="dialog"
                  onPress={() => open('parent', row.id)}
                >
                  {CODING_TEXTS.parent}
                </CellButton>
                <CellButton
                  size="sm"
                  variant="danger"
                  aria-haspopup="dialog"
                  onPress={() => open('delete', row.id)}
                >
                  {CODING_TEXTS.delete}
                </CellButton>
              </Inline>
            </Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  )
}

interface CodePassagesProps {
  row: CodebookRow
  highlights: readonly CodingHighlight[]
  answers: readonly LabelledAnswer[]
  openInterview: (interviewId: string) => void
}

/** A code's passages verbatim, each with its question's number and View interview. */
function CodePassages({ row, highlights, answers, openInterview }: CodePassagesProps) {
  const passages = useMemo(
    () => passagesOfCode(row.code.id, highlights, answers),
    [row.code.id, highlights, answers],
  )
  const title = CODING_TEXTS.passagesOf(row.code.name)
  return (
    <section className={styles.section} aria-label={title}>
      <Heading level={5}>{title}</Heading>
      {passages.length === 0 ? (
        <Text tone="muted">{CODING_TEXTS.noPassages}</Text>
      ) : (
        <ul className={styles.plainList} aria-label={title}>
          {passages.map(({ highlight, label, found }) => (
            <li key={highlight.id}>
              <figure className={styles.quote}>
                {found ? (
                  <blockquote className={styles.quoteText}>{highlight.text}</blockquote>
                ) : (
                  <Text tone="warning">{CODING_TEXTS.passageNotFound}</Text>
                )}
                {highlight.note ? <Text size="sm">{highlight.note}</Text> : null}
                <Inline as="div" gap="sm">
                  {label !== '' && (
                    <Text elementType="span" size="sm" tone="muted">
                      {CODING_TEXTS.question(label)}
                    </Text>
                  )}
                  <Button
                    variant="ghost"
                    size="sm"
                    onPress={() => openInterview(highlight.interviewId)}
                  >
                    {CODING_TEXTS.viewInterview}
                  </Button>
                </Inline>
              </figure>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
