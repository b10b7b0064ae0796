import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { Box, Button, Text } from '@/ui'
import { acceptTheme, type SuggestedTheme } from '../analysis/suggestions'
import type { CodingAnswer } from '../analysis/types'
import { CODING_MESSAGES, CODING_TEXTS } from '../coding-texts'
import { decideThemeMutation, failureOf, useProjectCoding } from '../queries'

/** Below the theme, set off from it by a rule. */
function SuggestionRow({ children }: { children: ReactNode }) {
  return (
    <Box
      display="flex"
      flexWrap="wrap"
      alignItems="center"
      gap="sm"
      paddingTop="sm"
      borderTop="subtle"
    >
      {children}
    </Box>
  )
}

interface ThemeSuggestionProps {
  project: { id: string }
  theme: SuggestedTheme
  /** The answers the theme counted. */
  answers: readonly CodingAnswer[]
}

/**
 * A theme as a suggested code (docs/product.md#coding): Accept as code (the theme's label, a
 * highlight at each occurrence it counted) or Dismiss. A decided theme says so and stays decided.
 */
export function ThemeSuggestion({ project, theme, answers }: ThemeSuggestionProps) {
  const coding = useProjectCoding(project.id).data
  const decideTheme = useMutation(decideThemeMutation(useQueryClient(), project.id))
  const [pending, setPending] = useState<'accepted' | 'dismissed' | null>(null)
  const [error, setError] = useState<string | null>(null)

  if (coding === undefined) return null
  const { codes } = coding
  const decision = coding.decisions.find((decided) => decided.themeKey === theme.id)
  if (decision)
    return (
      <SuggestionRow>
        <Text size="sm" tone="muted">
          {decision.decision === 'accepted' ? CODING_TEXTS.accepted : CODING_TEXTS.dismissed}
        </Text>
      </SuggestionRow>
    )

  async function decide(kind: 'accepted' | 'dismissed') {
    setPending(kind)
    setError(null)
    const failure = await failureOf(
      decideTheme.mutateAsync(
        kind === 'dismissed'
          ? { kind, themeKey: theme.id, label: theme.label }
          : {
              kind,
              themeKey: theme.id,
              label: theme.label,
              occurrences: acceptTheme(theme, codes, answers).highlights,
            },
      ),
      CODING_MESSAGES.decideTheme,
    )
    setPending(null)
    setError(failure)
  }

  return (
    <SuggestionRow>
      <Button
        variant="secondary"
        size="sm"
        isPending={pending === 'accepted'}
        isDisabled={pending === 'dismissed'}
        onPress={() => void decide('accepted')}
      >
        {CODING_TEXTS.acceptAsCode}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        isPending={pending === 'dismissed'}
        isDisabled={pending === 'accepted'}
        onPress={() => void decide('dismissed')}
      >
        {CODING_TEXTS.dismiss}
      </Button>
      {error !== null && (
        <Text role="alert" size="sm" tone="danger">
          {error}
        </Text>
      )}
    </SuggestionRow>
  )
}
