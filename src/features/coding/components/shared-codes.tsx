import { useId } from 'react'
import type { SharedReport } from '@/contract/types'
import { Stack } from '@/ui/layout'
import { List } from '@/ui/list'
import { Quote } from '@/ui/quote'
import { Surface } from '@/ui/surface'
import { Heading, Text } from '@/ui/typography'
import { CODING_TEXTS } from '../coding-texts'
import { keepTogether } from '@/ui/print.css'

export interface SharedCodesProps {
  /** The codes with passages in the report's interviews, in codebook order, as the server sent them. */
  codes: SharedReport['codes']
  /** The report's interviews: the N of '{k} of {N}'. */
  interviewTotal: number
}

/**
 * The codes of a shared report (docs/product.md#shared-report): each code with passages in the
 * report's interviews, with '{k} of {N} interviews' and its first passages verbatim with their
 * question's number and text. The server sends only those passages, and how many more there are. Nothing
 * here opens an interview or changes a code.
 */
export function SharedCodes({ codes, interviewTotal }: SharedCodesProps) {
  const headingId = useId()
  return (
    <Stack as="section" gap="md" aria-labelledby={headingId}>
      <Heading level={4} id={headingId}>
        {CODING_TEXTS.codes}
      </Heading>
      {codes.length === 0 ? (
        <Text tone="muted">{CODING_TEXTS.noCodedPassages}</Text>
      ) : (
        <List gap="sm" aria-label={CODING_TEXTS.codes}>
          {codes.map((code) => (
            <Surface key={code.id} as="li" className={keepTogether.block}>
              {/* One child, so the surface's own gap gives way to the code's closer one. */}
              <Stack gap="xs">
                <Heading level={5} size="md">
                  {code.name}
                </Heading>
                <Text size="sm" tone="muted">
                  {`${code.interviewCount} of ${interviewTotal} interviews`}
                </Text>
                {code.description ? <Text size="sm">{code.description}</Text> : null}
                <List gap="sm" aria-label={CODING_TEXTS.passagesOf(code.name)}>
                  {code.passages.map((passage) => (
                    <li key={passage.id}>
                      <Quote text={passage.text}>
                        {passage.label !== '' && (
                          <Text elementType="span" size="sm" tone="muted">
                            {CODING_TEXTS.questionAsked(passage.label, passage.questionText)}
                          </Text>
                        )}
                      </Quote>
                    </li>
                  ))}
                </List>
                {code.passageCount > code.passages.length && (
                  <Text size="sm" tone="muted">
                    {CODING_TEXTS.morePassages(code.passageCount - code.passages.length)}
                  </Text>
                )}
              </Stack>
            </Surface>
          ))}
        </List>
      )}
    </Stack>
  )
}
