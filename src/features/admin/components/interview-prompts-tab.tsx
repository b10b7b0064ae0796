import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { InterviewerPrompt } from '@/contract/types'
import { Alert, Badge, Box, Button, Inline, Radio, RadioGroup, Stack, Text } from '@/ui'
import { ADMIN_MESSAGES, DEFAULT_PROMPT_PATH, PROMPT_DIRECTORY } from '../admin-texts'
import {
  canUpdatePrompt,
  currentPromptQuery,
  isPromptBroken,
  promptFilesQuery,
  selectPromptMutation,
} from '../queries'
import { Details } from './details'

const isDefaultPrompt = (prompt: InterviewerPrompt) => prompt.path === DEFAULT_PROMPT_PATH

/**
 * docs/product.md#interview-prompts Interview Prompts: the current prompt and whether its file exists, and the prompt
 * files to choose from. A saved choice closes the panel (`onSaved`).
 */
export function InterviewPromptsTab({ onSaved }: { onSaved: () => void }) {
  const queryClient = useQueryClient()
  const files = useQuery(promptFilesQuery())
  const status = useQuery(currentPromptQuery())
  const save = useMutation(selectPromptMutation(queryClient))
  // The radio chosen, the admin's own until saved; undefined follows the current prompt.
  const [chosen, setChosen] = useState<string>()

  const current = status.data ?? null
  const prompts = files.data?.prompts ?? []
  const currentPath = current?.currentPrompt
  const selected =
    chosen ?? (prompts.some((prompt) => prompt.path === currentPath) ? (currentPath ?? null) : null)
  const loading = files.isFetching || status.isFetching
  const canUpdate = canUpdatePrompt({ selected, saving: save.isPending, current })

  function refresh() {
    setChosen(undefined)
    save.reset()
    void files.refetch()
    void status.refetch()
  }

  function update() {
    if (selected === null || !canUpdate) return
    save.mutate(selected, { onSuccess: onSaved })
  }

  return (
    <Stack gap="xl">
      <Inline justify="space-between">
        <Text tone="muted">
          The system prompt the interviewer follows, from the files in {PROMPT_DIRECTORY}/.
        </Text>
        <Button variant="secondary" onPress={refresh} isDisabled={loading}>
          Refresh Prompts
        </Button>
      </Inline>

      {current && isPromptBroken(current) && (
        <Alert tone="danger" title="Configuration error">
          <p>{ADMIN_MESSAGES.promptInvalid}</p>
          <p>{ADMIN_MESSAGES.promptRestore}</p>
        </Alert>
      )}
      {files.error && <Alert tone="danger">{files.error.message}</Alert>}

      {current && (
        <Details
          items={[
            {
              term: 'Current prompt',
              value: (
                <Inline gap="sm">
                  <Box as="code" fontFamily="mono" fontSize="sm">
                    {current.currentPrompt ?? ADMIN_MESSAGES.notSet}
                  </Box>
                  <Badge tone={current.exists ? 'success' : 'danger'}>
                    {current.exists ? 'File exists' : 'File missing'}
                  </Badge>
                </Inline>
              ),
            },
            {
              term: 'Default prompt',
              value: (
                <Box as="code" fontFamily="mono" fontSize="sm">
                  {DEFAULT_PROMPT_PATH}
                </Box>
              ),
            },
          ]}
        />
      )}

      {prompts.length > 0 ? (
        <RadioGroup
          label="Prompt Files"
          value={selected}
          onChange={(path) => {
            setChosen(path)
            save.reset()
          }}
          isDisabled={save.isPending}
        >
          {prompts.map((prompt) => (
            <Radio
              key={prompt.path}
              value={prompt.path}
              description={
                <>
                  <Box as="span" display="block">
                    {prompt.description}
                  </Box>
                  <Box as="span" display="block" fontFamily="mono" fontSize="sm">
                    {prompt.path}
                  </Box>
                </>
              }
            >
              {prompt.filename}
              {isDefaultPrompt(prompt) && ' (default)'}
            </Radio>
          ))}
        </RadioGroup>
      ) : (
        files.isSuccess && <Text tone="muted">{ADMIN_MESSAGES.noPrompts}</Text>
      )}

      {save.error && <Alert tone="danger">{save.error.message}</Alert>}

      <Inline justify="flex-end">
        <Button onPress={update} isDisabled={!canUpdate}>
          Update Interviewer Prompt
        </Button>
      </Inline>
    </Stack>
  )
}
