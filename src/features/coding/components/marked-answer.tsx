import { Fragment, type PointerEventHandler, type Ref } from 'react'
import { Box, Mark, UserText, VisuallyHidden } from '@/ui'

/** A part of the answer's text, with the names of the codes covering it (none: uncoded). */
interface MarkedSegment {
  start: number
  text: string
  names: readonly string[]
  /** The colour of the (first) code covering it, underlining the passage. */
  color?: string | null
}

export interface MarkedAnswerProps {
  /** The answer's whole text, in order. */
  segments: readonly MarkedSegment[]
  ref?: Ref<HTMLParagraphElement>
  /** A mouse selection may have ended in the text. */
  onPointerUp?: PointerEventHandler<HTMLParagraphElement>
}

/** The attribute of the announced code names, which are not part of the answer's text. */
const CODE_NAMES_ATTRIBUTE = 'data-code-names'

/**
 * The answer's stored text, each coded span in a <mark> followed by its code names for screen
 * readers (visually hidden), so hearing the answer also tells which words are coded and how.
 */
export function MarkedAnswer({ segments, ref, onPointerUp }: MarkedAnswerProps) {
  return (
    <Box
      as="p"
      ref={ref}
      margin="none"
      whiteSpace="pre-wrap"
      alignSelf="stretch"
      onPointerUp={onPointerUp}
    >
      {segments.map((segment) =>
        segment.names.length === 0 ? (
          <span key={segment.start}>{segment.text}</span>
        ) : (
          <Mark key={segment.start} color={segment.color}>
            {segment.text}
            {/* Each code's name isolated for direction, as a name in our own words. */}
            <VisuallyHidden data-code-names="">
              {' (coded '}
              {segment.names.map((name, index) => (
                <Fragment key={index}>
                  {index > 0 && ', '}
                  <UserText>{name}</UserText>
                </Fragment>
              ))}
              {')'}
            </VisuallyHidden>
          </Mark>
        ),
      )}
    </Box>
  )
}

/**
 * The selection's offsets in the answer's text, or null when it is empty or reaches outside.
 * The announced code names are skipped: they are not the answer's words.
 */
export function selectionIn(
  container: HTMLElement,
  selection: Selection | null,
): { start: number; end: number } | null {
  if (!selection || selection.rangeCount === 0 || selection.isCollapsed) return null
  const range = selection.getRangeAt(0)
  if (!container.contains(range.startContainer) || !container.contains(range.endContainer))
    return null
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT)
  let offset = 0
  let start: number | null = null
  let end: number | null = null
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
    if (node.parentElement?.closest(`[${CODE_NAMES_ATTRIBUTE}]`)) continue
    const length = node.textContent?.length ?? 0
    // A boundary may sit in a text node or between elements (a double or triple click).
    if (node === range.startContainer) start = offset + range.startOffset
    else if (start === null && range.comparePoint(node, 0) === 0) start = offset
    if (node === range.endContainer) end = offset + range.endOffset
    else if (range.comparePoint(node, length) === 0) end = offset + length
    offset += length
  }
  return start !== null && end !== null && end > start ? { start, end } : null
}
