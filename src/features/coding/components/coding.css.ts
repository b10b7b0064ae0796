import { style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

/** The codebook's name: one line cut short, or (compact) whole on up to three lines. */
export const nameCut = style({ overflow: 'hidden', textOverflow: 'ellipsis' })
export const nameWrapping = style({ lineHeight: 1.3 })

/** 'Passage not found' on a chip: the warning tone's text reads on the chip's tint. */
export const notFound = style({ fontStyle: 'italic', color: vars.tone.warning.text })
