import { useEffect } from 'react'
import type { InterviewerPrompt } from '@/contract/types'
import { Alert, Badge, Button, Inline, Radio, RadioGroup, Stack, Text } from '@/ui'
import { ADMIN_MESSAGES, DEFAULT_PROMPT_PATH, PROMPT_DIRECTORY } from '../admin-texts'
import { canUpdatePrompt, isPromptBroken, promptsActions, usePrompts } from '../prompts-store'
import * as styles from './admin-panel.css'
import { Details } from './details'

const isDefaultPrompt = (prompt: InterviewerPrompt) => prompt.path === DEFAULT_PROMPT_PATH

/**
 * docs/product.md#interview-prompts Interview Prompts: the current prompt and whether its file exists, and the prompt
 * files to choose from. A saved choice closes the panel (`onSaved`).
 */
export function InterviewPromptsTab({ onSaved }: { onSaved: () => void }) {
  const prompts = usePrompts()

  useEffect(() => {
    void promptsActions.load()
  }, [])

  async function update() {
    if (await promptsActions.save()) onSaved()
  }

  const { current } = prompts
  const loading = prompts.status === 'loading'

  return (
    <Stack gap="xl">
      <Inline justify="space-between">
        <Text tone="muted">
          The system prompt the interviewer follows, from the files in {PROMPT_DIRECTORY}/.
        </Text>
        <Button variant="secondary" onPress={() => void promptsActions.load()} isDisabled={loading}>
          Refresh Prompts
        </Button>
      </Inline>

      {current && isPromptBroken(current) && (
        <Alert tone="danger" title="Configuration error">
          <p>{ADMIN_MESSAGES.promptInvalid}</p>
          <p>{ADMIN_MESSAGES.promptRestore}</p>
        </Alert>
      )}
      {prompts.loadError && <Alert tone="danger">{prompts.loadError}</Alert>}

      {current && (
        <Details
          items={[
            {
              term: 'Current prompt',
              value: (
                <Inline gap="sm">
                  <code className={styles.mono}>
                    {current.currentPrompt ?? ADMIN_MESSAGES.notSet}
                  </code>
                  <Badge tone={current.exists ? 'success' : 'danger'}>
                    {current.exists ? 'File exists' : 'File missing'}
                  </Badge>
                </Inline>
              ),
            },
            {
              term: 'Default prompt',
              value: <code className={styles.mono}>{DEFAULT_PROMPT_PATH}</code>,
            },
          ]}
        />
      )}

      {prompts.prompts.length > 0 ? (
        <RadioGroup
          label="Prompt Files"
          value={prompts.selected}
          onChange={(path) => promptsActions.select(path)}
          isDisabled={prompts.saving}
        >
          {prompts.prompts.map((prompt) => (
            <Radio
              key={prompt.path}
              value={prompt.path}
              description={
                <>
                  <span className={styles.descriptionLine}>{prompt.description}</span>
                  <span className={`${styles.descriptionLine} ${styles.mono}`}>{prompt.path}</span>
                </>
              }
            >
              {prompt.filename}
              {isDefaultPrompt(prompt) && ' (default)'}
            </Radio>
          ))}
        </RadioGroup>
      ) : (
        prompts.status === 'ready' && <Text tone="muted">{ADMIN_MESSAGES.noPrompts}</Text>
      )}

      {prompts.saveError && <Alert tone="danger">{prompts.saveError}</Alert>}

      <Inline justify="flex-end">
        <Button onPress={() => void update()} isDisabled={!canUpdatePrompt(prompts)}>
          Update Interviewer Prompt
        </Button>
      </Inline>
    </Stack>
  )
}
