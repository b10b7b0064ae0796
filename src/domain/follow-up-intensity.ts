/** docs/product.md#constants: follow-up intensity 1–5 and its labels; 3 is the default. */
export type FollowUpIntensity = 1 | 2 | 3 | 4 | 5

export const FOLLOW_UP_INTENSITY_LABELS: Readonly<Record<FollowUpIntensity, string>> = {
  1: 'Minimal',
  2: 'Conservative',
  3: 'Standard',
  4: 'Thorough',
  5: 'Exhaustive',
}

export const DEFAULT_FOLLOW_UP_INTENSITY = 3 satisfies FollowUpIntensity

/** The options of the Follow-up Intensity select ('3 - Standard'). */
export const FOLLOW_UP_INTENSITY_OPTIONS = Object.entries(FOLLOW_UP_INTENSITY_LABELS).map(
  ([value, label]) => ({ id: Number(value), label: `${value} - ${label}` }),
)

/** As the project detail shows it (docs/product.md#project-detail): '3/5 (Standard)'. */
export function formatFollowUpIntensity(value: number): string {
  const label = (FOLLOW_UP_INTENSITY_LABELS as Readonly<Record<number, string>>)[value]
  return label ? `${value}/5 (${label})` : `${value}/5`
}
