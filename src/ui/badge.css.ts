import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'
import { sentimentColors } from '@/styles/sentiment-colors'
import { tones } from '@/styles/tokens'

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.normal,
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
  // Keeps its own width inside column flex layouts (cards, stacks) instead of stretching.
  width: 'fit-content',
})

export const tone = styleVariants(
  Object.fromEntries(tones.map((name) => [name, name])) as Record<
    (typeof tones)[number],
    (typeof tones)[number]
  >,
  (name) => ({ background: vars.tone[name].background, color: vars.tone[name].text }),
)

export const sentiment = styleVariants(sentimentColors, (colors, name) => ({
  ...colors,
  // The fallback looks provisional, so it is not mistaken for a real reading.
  ...(name === 'unknown' && {
    outline: `1px dashed ${vars.color.border}`,
    outlineOffset: '-1px',
  }),
}))

/** Provenance notes beside a sentiment badge: one line, wrapping between notes. */
export const notes = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  columnGap: vars.space.sm,
  alignItems: 'center',
})
