import { sprinkles } from '@/styles/sprinkles.css'
import { Button } from './button'
import { Inline } from './layout'
import { TextField } from './text-field'
import { toasts } from './toast'

export interface CopyableLinkProps {
  /** The address to hand on, shown in full and put on the clipboard. */
  url: string
}

/** The field is wide enough to read most of an address, and shrinks beside the button. */
const fieldWidth = sprinkles({ flex: 'medium', minWidth: 0 })

/**
 * A new link to hand on (a shared report's, a participant link's): the address in a read-only
 * Link field, to select by hand, with Copy link beside it, which says in a toast whether it did.
 */
export function CopyableLink({ url }: CopyableLinkProps) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(url)
      toasts.add({ title: 'Link copied', tone: 'success' }, { timeout: 4000 })
    } catch {
      // No clipboard (an insecure page, a refused permission): the field still holds the link.
      toasts.add(
        { title: 'Could not copy the link: select it and copy it yourself', tone: 'danger' },
        { timeout: 6000 },
      )
    }
  }
  return (
    <Inline gap="sm" align="flex-end">
      <TextField label="Link" value={url} isReadOnly className={fieldWidth} />
      <Button variant="secondary" onPress={() => void copy()}>
        Copy link
      </Button>
    </Inline>
  )
}
