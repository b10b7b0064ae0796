import { number } from './item-number.css'

/**
 * An item's number before its text, inside the same line ('2.1' before a question's words): bold,
 * with a gap after it. Static, no sprinkles: the report link's page uses it.
 */
export function ItemNumber({ children }: { children: string }) {
  return <span className={number}>{children}</span>
}
