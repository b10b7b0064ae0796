import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { Model } from '@/contract/types'
import { Alert, Button, Inline, Radio, RadioGroup, Stack, Text } from '@/ui'
import { ADMIN_MESSAGES } from '../admin-texts'
import { availableModelsQuery, savedModelsQuery, selectModelsMutation } from '../queries'
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
  const queryClient = useQueryClient()
  const available = useQuery(availableModelsQuery())
  const saved = useQuery(savedModelsQuery())
  const save = useMutation(selectModelsMutation(queryClient))
  // The radios' choice, the admin's own until saved; undefined follows the saved selection.
  const [chosenChat, setChosenChat] = useState<string>()
  const [chosenAudio, setChosenAudio] = useState<string>()

  const current = saved.data ?? null
  const selectedChat = chosenChat ?? current?.chatModel ?? null
  const selectedAudio = chosenAudio ?? current?.audioModel ?? null
  const loading = available.isFetching || saved.isFetching
  const nothingChosen = !selectedChat && !selectedAudio
  const chatModels = available.data?.chat ?? []
  const audioModels = available.data?.audio ?? []

  /** Cancel puts the radios back on the saved selection. */
  function cancel() {
    setChosenChat(undefined)
    setChosenAudio(undefined)
    save.reset()
  }

  function refresh() {
    cancel()
    void available.refetch()
    void saved.refetch()
  }

  function choose(set: (id: string) => void) {
    return (id: string) => {
      set(id)
      save.reset()
    }
  }

  function saveChoice() {
    if (save.isPending || nothingChosen) return
    save.mutate({ chatModel: selectedChat, audioModel: selectedAudio })
  }

  return (
    <Stack gap="xl">
      <Inline justify="space-between">
        <Text tone="muted">The chat model and audio model the interviews use.</Text>
        <Button variant="secondary" onPress={refresh} isDisabled={loading}>
          Refresh Models
        </Button>
      </Inline>

      {available.error && <Alert tone="danger">{available.error.message}</Alert>}

      <Details
        items={[
          {
            term: 'Current chat model (used for sentiment and follow-ups)',
            value: current?.chatModel || ADMIN_MESSAGES.notSet,
          },
          {
            term: 'Current audio model (used for transcription)',
            value: current?.audioModel || ADMIN_MESSAGES.notSet,
          },
        ]}
      />

      <Inline gap="xxl" align="flex-start">
        <ModelChoice
          label="Chat Model"
          models={chatModels}
          value={selectedChat}
          onChange={choose(setChosenChat)}
          emptyText={ADMIN_MESSAGES.noChatModels}
          isDisabled={save.isPending}
        />
        <ModelChoice
          label="Audio Model"
          models={audioModels}
          value={selectedAudio}
          onChange={choose(setChosenAudio)}
          emptyText={ADMIN_MESSAGES.noAudioModels}
          isDisabled={save.isPending}
        />
      </Inline>

      {save.error && <Alert tone="danger">{save.error.message}</Alert>}
      {save.isSuccess && (
        <Alert tone="success" role="status">
          Model selection saved
        </Alert>
      )}

      <Inline justify="flex-end">
        <Button variant="secondary" onPress={cancel} isDisabled={save.isPending}>
          Cancel
        </Button>
        <Button onPress={saveChoice} isDisabled={save.isPending || nothingChosen}>
          Save Model Selection
        </Button>
      </Inline>
    </Stack>
  )
}
