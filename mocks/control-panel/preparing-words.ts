// Without styles, so that the bench (node) can read them.

/** The words the demo shows while it generates the large data set (docs/architecture.md). */
export const PREPARING_TEXT = 'Preparing the large demo data…'

/** Performance marks when the notice shows and goes: the bench's window of the generation. */
export const PREPARING_MARKS = {
  shown: 'candor:large-data-preparing',
  done: 'candor:large-data-generated',
} as const
