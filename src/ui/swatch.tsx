import { swatch } from './swatch.css'

export interface SwatchProps {
  /** A CSS colour. */
  color: string
  /** sm beside a name in a row, md in a colour picker. @default 'sm' */
  size?: keyof typeof swatch
}

/** A colour dot beside a name; the name says what it is, the colour only repeats it. */
export function Swatch({ color, size = 'sm' }: SwatchProps) {
  return <span className={swatch[size]} style={{ background: color }} aria-hidden="true" />
}
