import { useState } from 'react'
import { Button, Inline, Text } from '@/ui'
import { COPY_TEXTS } from '../admin-texts'

/**
 * Copy for a one-time password: it goes to the clipboard, and a status beside the button says
 * 'Copied' (a screen reader hears it; the status is there before it speaks, so it is announced).
 */
export function CopyButton({ text }: { text: string }) {
  const [result, setResult] = useState<keyof typeof COPY_TEXTS | null>(null)

  async function copy() {
    try {
      await navigator.clipboard.writeText(text)
      setResult('copied')
    } catch {
      setResult('failed')
    }
  }

  return (
    <Inline gap="sm" align="center">
      <Button variant="secondary" size="sm" onPress={() => void copy()}>
        Copy
      </Button>
      <Text role="status" size="sm" tone={result === 'failed' ? 'danger' : 'muted'}>
        {result === null ? '' : COPY_TEXTS[result]}
      </Text>
    </Inline>
  )
}
