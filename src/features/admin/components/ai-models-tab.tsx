import { useEffect } from 'react'
import type { Model } from '@/contract/types'
import { Alert, Button, Inline, Radio, RadioGroup, Stack, Text } from '@/ui'
import { ADMIN_MESSAGES } from '../admin-texts'
import { modelsActions, useModels } from '../models-store'
import { Details } from './details'

interface ModelChoiceProps {
  label: string
  models: readonly Model[]
  value: string | null
  onChange: (id: string) => void
  emptyText: string
  isDisabled: boolean
}

/** A radio per model, labelled by its id (what is saved and shown as current). */
function ModelChoice({ label, models, value, onChange, emptyText, isDisabled }: ModelChoiceProps) {
  if (models.length === 0) {
    return (
      <Stack gap="xs">
        <Text weight="semibold">{label}</Text>
        <Text tone="muted">{emptyText}</Text>
      </Stack>
    )
  }
  return (
    <RadioGroup label={label} value={value} onChange={onChange} isDisabled={isDisabled}>
      {models.map((model) => (
        <Radio
          key={model.id}
          value={model.id}
          description={model.name && model.name !== model.id ? model.name : undefined}
        >
          {model.id}
        </Radio>
      ))}
    </RadioGroup>
  )
}

/** docs/product.md#ai-models AI Models: the current chat and audio models, and a new choice of each. */
export function AiModelsTab() {
  const models = useModels()

  useEffect(() => {
    void modelsActions.load()
  }, [])

  const loading = models.status === 'loading'
  const nothingChosen = !models.selectedChat && !models.selectedAudio

  return (
    <Stack gap="xl">
      <Inline justify="space-between">
        <Text tone="muted">The chat model and audio model the interviews use.</Text>
        <Button variant="secondary" onPress={() => void modelsActions.load()} isDisabled={loading}>
          Refresh Models
        </Button>
      </Inline>

      {models.loadError && <Alert tone="danger">{models.loadError}</Alert>}

      <Details
        items={[
          {
            term: 'Current chat model (used for sentiment and follow-ups)',
            value: models.current?.chatModel || ADMIN_MESSAGES.notSet,
          },
          {
            term: 'Current audio model (used for transcription)',
            value: models.current?.audioModel || ADMIN_MESSAGES.notSet,
          },
        ]}
      />

      <Inline gap="xxl" align="flex-start">
        <ModelChoice
          label="Chat Model"
          models={models.chatModels}
          value={models.selectedChat}
          onChange={(id) => modelsActions.selectChat(id)}
          emptyText={ADMIN_MESSAGES.noChatModels}
          isDisabled={models.saving}
        />
        <ModelChoice
          label="Audio Model"
          models={models.audioModels}
          value={models.selectedAudio}
          onChange={(id) => modelsActions.selectAudio(id)}
          emptyText={ADMIN_MESSAGES.noAudioModels}
          isDisabled={models.saving}
        />
      </Inline>

      {models.saveError && <Alert tone="danger">{models.saveError}</Alert>}
      {models.saved && (
        <Alert tone="success" role="status">
          Model selection saved
        </Alert>
      )}

      <Inline justify="flex-end">
        <Button
          variant="secondary"
          onPress={() => modelsActions.cancel()}
          isDisabled={models.saving}
        >
          Cancel
        </Button>
        <Button
          onPress={() => void modelsActions.save()}
          isDisabled={models.saving || nothingChosen}
        >
          Save Model Selection
        </Button>
      </Inline>
    </Stack>
  )
}
