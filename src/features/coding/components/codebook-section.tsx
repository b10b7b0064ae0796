import { useEffect, useId, useMemo, useRef, useState, type RefObject } from 'react'
import type { Key } from 'react-aria-components'
import type { Code, Highlight } from '@/api/resources/coding'
import type { ProjectInterview } from '@/contract/types'
import {
  Alert,
  Box,
  Button,
  Cell,
  CellButton,
  Column,
  Inline,
  MenuButton,
  MenuItem,
  Row,
  SectionHeader,
  Spinner,
  Table,
  TableBody,
  Swatch,
  TableHeader,
  Text,
  VisuallyHidden,
} from '@/ui'
import { buildCodebook, type CodebookRow } from '@/domain/coding/codebook'
import type { LabelledAnswer } from '../analysis/types'
import { useProjectCoding } from '../queries'
import { CODING_TEXTS } from '../coding-texts'
import { ActivityList } from './activity-list'
import { CodeDialogs, type CodeDialog } from './code-dialogs'
import { CodeHighlights } from './code-highlights'
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
  /** A code to select and scroll to (the address names it), if any. */
  codeId?: string | null
  /** The code the user chose, for the address to name it. */
  onCodeChange?: ((codeId: string) => void) | undefined
}

// Stable empties, so the memos below keep while the coding loads.
const NO_CODES: Code[] = []
const NO_HIGHLIGHTS: Highlight[] = []

/** One line per row, so the table is virtualized (see Table's rowHeight). */
const ROW_HEIGHT = 44
/** Up to three lines per row where the name wraps (compact). */
const COMPACT_ROW_HEIGHT = 76
/**
 * Below this width the table is compact: the name, the counts and one Actions menu per row, so
 * a 40-character name shows whole and every action stays reachable without scrolling sideways.
 */
const FULL_TABLE_WIDTH = 1180
/** Below this width, compact drops the Highlights column too (a phone). */
const HIGHLIGHTS_WIDTH = 560

/** The size of the element `ref` holds, following its resizes. */
function useSize(ref: RefObject<HTMLElement | null>): { width: number; height: number } | null {
  const [size, setSize] = useState<{ width: number; height: number } | null>(null)
  useEffect(() => {
    const element = ref.current
    if (!element) return
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setSize({ width: entry.contentRect.width, height: entry.contentRect.height })
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref])
  return size
}

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
  codeId = null,
  onCodeChange,
}: CodebookSectionProps) {
  const coding = useProjectCoding(project.id)
  const codes = coding.data?.codes ?? NO_CODES
  const allHighlights = coding.data?.highlights ?? NO_HIGHLIGHTS
  const headingId = useId()
  const [dialog, setDialog] = useState<CodeDialog | null>(null)
  const [selectedId, setSelectedId] = useState<string | null>(codeId)
  const [error, setError] = useState<string | null>(null)
  const sectionRef = useRef<HTMLElement>(null)
  const passagesRef = useRef<HTMLElement>(null)
  const size = useSize(sectionRef)
  const width = size?.width ?? null
  // The address's code: selected when it changes, and scrolled to once its passages show.
  const [addressed, setAddressed] = useState(codeId)
  const [scrollTo, setScrollTo] = useState(codeId)
  if (codeId !== addressed) {
    setAddressed(codeId)
    setScrollTo(codeId)
    if (codeId !== null) setSelectedId(codeId)
  }

  const interviewTotal = useMemo(
    () => interviews.filter((interview) => interview.isComplete).length,
    [interviews],
  )
  // docs/product.md#segments: a passage of an interview outside the segment is out of scope,
  // neither counted nor 'not found'.
  const highlights = useMemo(() => {
    const shown = new Set(interviews.map((interview) => interview.id))
    return allHighlights.filter((highlight) => shown.has(highlight.interviewId))
  }, [allHighlights, interviews])
  const codebook = useMemo(
    () => buildCodebook(codes, highlights, answers, interviewTotal),
    [codes, highlights, answers, interviewTotal],
  )
  const selected = codebook.rows.find((row) => row.code.id === selectedId) ?? null

  // The table lays its rows out after its width is known, and the activity loads under it: the
  // passages are scrolled to on each such move until the user acts (a key, a press, a wheel).
  useEffect(() => {
    if (!selected || size === null || scrollTo !== selected.code.id) return
    const frame = requestAnimationFrame(() =>
      passagesRef.current?.scrollIntoView({ block: 'start' }),
    )
    return () => cancelAnimationFrame(frame)
  }, [selected, size, scrollTo])

  useEffect(() => {
    if (scrollTo === null) return
    const stop = () => setScrollTo(null)
    const events = ['keydown', 'pointerdown', 'wheel'] as const
    for (const event of events) window.addEventListener(event, stop, { once: true })
    return () => {
      for (const event of events) window.removeEventListener(event, stop)
    }
  }, [scrollTo])

  let body
  if (coding.error !== null)
    body = (
      <Alert
        tone="danger"
        action={
          <Button variant="secondary" size="sm" onPress={coding.retry}>
            Retry
          </Button>
        }
      >
        {coding.error}
      </Alert>
    )
  else if (coding.data === undefined) body = <Spinner label={CODING_TEXTS.loading} />
  else
    body = (
      <>
        <CodebookTable
          rows={codebook.rows}
          codes={codes}
          width={width}
          selectedId={selected?.code.id ?? null}
          onSelect={(key) => {
            const chosen = String(key)
            setSelectedId(chosen)
            // Already shown where it was chosen: the address naming it scrolls nothing.
            setAddressed(chosen)
            onCodeChange?.(chosen)
          }}
          onDialog={setDialog}
        />
        {codebook.notFoundCount > 0 && (
          <Text size="sm" tone="warning">
            {CODING_TEXTS.notFoundCount(codebook.notFoundCount)}
          </Text>
        )}
        {selected && (
          <CodeHighlights
            ref={passagesRef}
            row={selected}
            highlights={highlights}
            answers={answers}
            openInterview={openInterview}
          />
        )}
        <ActivityList projectId={project.id} showSentiment={showSentiment} />
      </>
    )

  const deleting = dialog?.kind === 'delete' ? dialog.code.id : null
  return (
    <Box
      as="section"
      ref={sectionRef}
      display="flex"
      flexDirection="column"
      gap="md"
      aria-labelledby={headingId}
    >
      <SectionHeader
        title={CODING_TEXTS.codebook}
        level={4}
        id={headingId}
        actions={
          <Button
            variant="secondary"
            aria-haspopup="dialog"
            isDisabled={coding.data === undefined}
            onPress={() => setDialog({ kind: 'new' })}
          >
            {CODING_TEXTS.newCode}
          </Button>
        }
      />
      {error !== null && <Alert tone="danger">{error}</Alert>}
      {body}
      <CodeDialogs
        projectId={project.id}
        dialog={dialog}
        codes={codes}
        highlightCount={
          deleting === null
            ? 0
            : allHighlights.filter((highlight) => highlight.codeId === deleting).length
        }
        onClose={() => setDialog(null)}
        onError={setError}
      />
    </Box>
  )
}

interface CodebookTableProps {
  rows: readonly CodebookRow[]
  codes: readonly Code[]
  /** The section's width, once measured: it decides the compact table. */
  width: number | null
  selectedId: string | null
  onSelect: (key: Key) => void
  onDialog: (dialog: CodeDialog) => void
}

type CodeAction = 'rename' | 'merge' | 'parent' | 'delete'

/** The codes in the codebook's order, sub-codes indented under their parent. */
function CodebookTable({ rows, codes, width, selectedId, onSelect, onDialog }: CodebookTableProps) {
  const codeOf = useMemo(() => new Map(codes.map((code) => [code.id, code])), [codes])
  const open = (kind: CodeAction, codeId: string) => {
    const code = codeOf.get(codeId)
    if (code) onDialog({ kind, code })
  }
  const compact = width !== null && width < FULL_TABLE_WIDTH
  const highlights = !compact || (width !== null && width >= HIGHLIGHTS_WIDTH)
  return (
    <Table
      aria-label={CODING_TEXTS.codebook}
      rowHeight={compact ? COMPACT_ROW_HEIGHT : ROW_HEIGHT}
      headingHeight={ROW_HEIGHT}
      onRowAction={onSelect}
    >
      <TableHeader>
        <Column id="name" isRowHeader defaultWidth="1fr" minWidth={compact ? 160 : 340}>
          {CODING_TEXTS.name}
        </Column>
        {!compact && (
          <Column id="description" defaultWidth="1fr" minWidth={120}>
            {CODING_TEXTS.description}
          </Column>
        )}
        {!compact && (
          <Column id="parent" width={130}>
            {CODING_TEXTS.parent}
          </Column>
        )}
        {highlights && (
          <Column id="highlights" width={100}>
            {CODING_TEXTS.highlights}
          </Column>
        )}
        <Column id="interviews" width={104}>
          {CODING_TEXTS.interviews}
        </Column>
        <Column id="actions" width={compact ? 64 : 380}>
          {compact ? <VisuallyHidden>{CODING_TEXTS.actions}</VisuallyHidden> : CODING_TEXTS.actions}
        </Column>
      </TableHeader>
      <TableBody
        items={rows.map((row) => ({ ...row, id: row.code.id }))}
        dependencies={[compact, highlights, selectedId]}
        renderEmptyState={() => CODING_TEXTS.noCodes}
      >
        {(row) => (
          <Row id={row.id} textValue={row.code.name}>
            <Cell>
              <Box
                as="span"
                display="flex"
                alignItems="center"
                gap="sm"
                whiteSpace={compact ? 'normal' : 'nowrap'}
                overflowWrap={compact ? 'anywhere' : undefined}
                className={compact ? styles.nameWrapping : styles.nameCut}
                style={{ paddingLeft: `${row.depth * 1.25}rem` }}
                aria-current={row.id === selectedId ? 'true' : undefined}
              >
                {row.code.color && <Swatch color={row.code.color} />}
                {row.code.name}
              </Box>
            </Cell>
            {!compact && <Cell>{row.code.description ?? ''}</Cell>}
            {!compact && <Cell>{row.parentName ?? ''}</Cell>}
            {highlights && <Cell>{row.highlightCount}</Cell>}
            <Cell>{row.interviews}</Cell>
            <Cell>
              {compact ? (
                <MenuButton
                  label={<span aria-hidden="true">⋯</span>}
                  triggerProps={{
                    variant: 'secondary',
                    size: 'sm',
                    'aria-label': CODING_TEXTS.actionsFor(row.code.name),
                  }}
                  onAction={(key) => open(key as CodeAction, row.id)}
                >
                  <MenuItem id="rename">{CODING_TEXTS.rename}</MenuItem>
                  <MenuItem id="merge">{CODING_TEXTS.mergeInto}</MenuItem>
                  <MenuItem id="parent">{CODING_TEXTS.parent}</MenuItem>
                  <MenuItem id="delete">{CODING_TEXTS.delete}</MenuItem>
                </MenuButton>
              ) : (
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
              )}
            </Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  )
}
