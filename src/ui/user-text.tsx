/**
 * What a person typed (a name, a code, an answer) inside a sentence of ours: isolated for
 * direction, so that a right-to-left character in it (U+202E) cannot reorder the words around
 * it. A box of its own (a heading, a paragraph, a cell) already isolates what it holds.
 */
export function UserText({ children }: { children: string }) {
  return <bdi>{children}</bdi>
}
