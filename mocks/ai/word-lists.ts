// The lexicons are written as text, not as one array element per line: a list of 30 phrases
// reads as a paragraph and stays a paragraph after formatting.

/** The words of a list written as text, one space or line break between two. */
export function wordSet(text: string): ReadonlySet<string> {
  return new Set(text.trim().split(/\s+/))
}

/** Phrases written as text, `|` or a line break between two: "gave up | fed up | let down". */
export function phraseList(text: string): readonly string[] {
  return text
    .trim()
    .split(/\s*[|\n]\s*/)
    .filter((phrase) => phrase !== '')
}
