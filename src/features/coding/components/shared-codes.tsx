import { useId, useMemo } from 'react'
import { Surface } from '@/ui/surface'
import { Heading, Text } from '@/ui/typography'
import { buildCodebook, passagesOfCode } from '@/domain/coding/codebook'
import type { CodingCode, CodingHighlight, LabelledAnswer } from '../analysis/types'
import { CODING_TEXTS } from '../coding-texts'
import * as styles from './coding.css'

export interface SharedCodesProps {
  codes: readonly CodingCode[]
  /** The coded passages of the report's interviews. */
  passages: readonly CodingHighlight[]
  /** The report's answers, numbered as in their interview. */
  answers: readonly LabelledAnswer[]
  /** The report's interviews: the N of '{k} of {N}'. */
  interviewTotal: number
}

/** A report is read, not worked in: a few passages show what a code means. */
const PASSAGES_SHOWN = 5

/**
 * The codes of a shared report (docs/product.md#shared-report): each code with passages in the
 * report's interviews, in codebook order, with '{k} of {N} interviews' and its first passages
 * verbatim with their question number. Nothing here opens an interview or changes a code.
 */
export function SharedCodes({ codes, passages, answers, interviewTotal }: SharedCodesProps) {
  const headingId = useId()
  const shown = useMemo(() => {
    const codebook = buildCodebook(codes, passages, answers, interviewTotal)
    return codebook.rows
      .filter((row) => row.highlightCount > 0)
      .map((row) => ({
        row,
        passages: passagesOfCode(row.code.id, passages, answers).filter((each) => each.found),
      }))
  }, [codes, passages, answers, interviewTotal])

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Heading level={4} id={headingId}>
        {CODING_TEXTS.codes}
      </Heading>
      {shown.length === 0 ? (
        <Text tone="muted">{CODING_TEXTS.noCodedPassages}</Text>
      ) : (
        <ul className={styles.plainList} aria-label={CODING_TEXTS.codes}>
          {shown.map(({ row, passages: found }) => (
            <Surface key={row.code.id} as="li" className={styles.sharedCode}>
              <Heading level={5} size="md">
                {row.code.name}
              </Heading>
              <Text size="sm" tone="muted">{`${row.interviews} interviews`}</Text>
              {row.code.description ? <Text size="sm">{row.code.description}</Text> : null}
              <ul className={styles.plainList} aria-label={CODING_TEXTS.passagesOf(row.code.name)}>
                {found.slice(0, PASSAGES_SHOWN).map(({ highlight, label }) => (
                  <li key={highlight.id}>
                    <figure className={styles.quote}>
                      <blockquote className={styles.quoteText}>{highlight.text}</blockquote>
                      {label !== '' && (
                        <Text elementType="span" size="sm" tone="muted">
                          {CODING_TEXTS.question(label)}
                        </Text>
                      )}
                    </figure>
                  </li>
                ))}
              </ul>
              {found.length > PASSAGES_SHOWN && (
                <Text size="sm" tone="muted">
                  {CODING_TEXTS.morePassages(found.length - PASSAGES_SHOWN)}
                </Text>
              )}
            </Surface>
          ))}
        </ul>
      )}
    </section>
  )
}
