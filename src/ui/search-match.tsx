import type { ReactNode } from 'react'
import { match } from './search-match.css'

/** Words of a text that a search matched, as a real <mark>, in the warning tone's colours. */
export function SearchMatch({ children }: { children: ReactNode }) {
  return <mark className={match}>{children}</mark>
}
