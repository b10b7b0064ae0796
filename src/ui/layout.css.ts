import { globalStyle, style, styleVariants } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

/**
 * Static classes for Stack, Inline and Form. They are on every screen, the sign-in screen
 * included, so they avoid the sprinkles runtime and its atomic class map (about 10 KB of first
 * load); screens may still use sprinkles for their own layout.
 */
export const stack = style({ display: 'flex', flexDirection: 'column' })

/** A rule between a stack's children (sections of a sidebar), with room below each rule. */
export const dividers = style({})
globalStyle(`${dividers} > * + *`, {
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.borderSubtle}`,
})

export const inline = style({ display: 'flex', flexDirection: 'row' })

export const wrap = styleVariants({ wrap: { flexWrap: 'wrap' }, nowrap: { flexWrap: 'nowrap' } })

export const gap = styleVariants(vars.space, (space) => ({ gap: space }))

const alignments = ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'] as const
export type Alignment = (typeof alignments)[number]
export const align = styleVariants(
  Object.fromEntries(alignments.map((value) => [value, { alignItems: value }])) as Record<
    Alignment,
    { alignItems: Alignment }
  >,
)

const justifications = ['stretch', 'flex-start', 'center', 'flex-end', 'space-between'] as const
export type Justification = (typeof justifications)[number]
export const justify = styleVariants(
  Object.fromEntries(justifications.map((value) => [value, { justifyContent: value }])) as Record<
    Justification,
    { justifyContent: Justification }
  >,
)
