import type { ReactNode } from 'react'
import { ContentBlock } from '@/ui/content-block'
import { Stack } from '@/ui/layout'
import { Surface } from '@/ui/surface'
import { NativeHeading, NativeText } from '@/ui/native-typography'
import * as styles from './auth-layout.css'

/** The frame of the signed-out screens: the product name, the screen's h1, then a card. */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className={styles.screen}>
      <ContentBlock width="xsmall">
        <Surface>
          <Stack gap="xs">
            <NativeText tone="muted" weight="semibold" size="sm">
              Candor
            </NativeText>
            <NativeHeading level={1}>{title}</NativeHeading>
          </Stack>
          {children}
        </Surface>
      </ContentBlock>
    </main>
  )
}
