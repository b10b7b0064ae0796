import type { ReactNode } from 'react'
import { DescriptionList } from '@/ui'

export interface DetailItem {
  term: string
  value: ReactNode
}

/** Values an admin reads out (credentials, models, prompts): bold terms beside them. */
export function Details({ items }: { items: readonly DetailItem[] }) {
  return (
    <DescriptionList
      variant="strong"
      items={items.map(({ term, value }) => ({ term, definition: value }))}
    />
  )
}
