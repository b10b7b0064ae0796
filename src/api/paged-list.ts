/**
 * The search box over a server list (System Users, the dashboard's projects, the user form's
 * project choices, Invite Member's interviewees): typing is debounced so one search goes out per
 * pause. The lists themselves are queries (docs/architecture.md#server-state), keyed by the
 * search: the newest search's answer is the one shown, and pages come by cursor.
 */
import { useEffect, useState } from 'react'

/** Typing pauses this long before the server is asked, so one search is sent per pause. */
export const SEARCH_DELAY_MS = 250

export interface SearchBox {
  /** What the box holds. */
  text: string
  /** What the list is asked for: the box's trimmed text once typing pauses ('' for none). */
  search: string
  /** The box changed. */
  type: (text: string) => void
  /** Enter or clear: searches at once. */
  searchNow: (text: string) => void
}

/** A search box over a server list: one search goes out per pause in typing, not one per key. */
export function useSearchBox(delayMs = SEARCH_DELAY_MS): SearchBox {
  const [text, setText] = useState('')
  const [search, setSearch] = useState('')

  useEffect(() => {
    const typed = text.trim()
    if (typed === search) return
    const timer = setTimeout(() => setSearch(typed), delayMs)
    return () => clearTimeout(timer)
  }, [text, search, delayMs])

  return {
    text,
    search,
    type: setText,
    searchNow(typed) {
      setText(typed)
      setSearch(typed.trim())
    },
  }
}
