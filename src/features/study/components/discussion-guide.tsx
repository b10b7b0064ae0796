import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState } from 'react'
import type { Key } from 'react-aria-components'
import { serverMessage } from '@/api/call'
import { errorText, unwrap } from '@/api/query'
import { updateProjectQuestions } from '@/api/resources/projects'
import type { ApiSchemas, Project } from '@/contract/types'
import { FOLLOW_UP_INTENSITY_OPTIONS, formatFollowUpIntensity } from '@/domain/follow-up-intensity'
import { Alert, Button, Heading, Inline, Select, Spinner, Stack, Text, TextField } from '@/ui'
import { guideQuery } from '../queries'
import { GUIDE_MESSAGES } from '../messages'

type GuideQuestion = ApiSchemas['GuideQuestion']

/** The Probing depth select's value: the project's intensity, None, or 1–5. */
type DepthChoice = 'intensity' | 'none' | `${1 | 2 | 3 | 4 | 5}`

interface Draft {
  /** Stable across moves, so React and the focus keep to the same row. */
  key: string
  /** The saved question's id; absent for a question added here. */
  id?: string
  text: string
  depth: DepthChoice
  goal: string
}

type Action = 'up' | 'down' | 'text'

function draftOf(question: GuideQuestion): Draft {
  let depth: DepthChoice = 'none'
  if (question.followsIntensity) depth = 'intensity'
  else if (question.probingDepth !== null) depth = `${question.probingDepth}` as DepthChoice
  return {
    key: question.id,
    id: question.id,
    text: question.text,
    depth,
    goal: question.goal ?? '',
  }
}

function bodyOf(drafts: readonly Draft[]): ApiSchemas['UpdateGuideRequest'] {
  return {
    questions: drafts.map((draft) => ({
      ...(draft.id !== undefined && { id: draft.id }),
      text: draft.text.trim(),
      ...(draft.depth === 'none' && { probingDepth: null }),
      ...(draft.depth !== 'none' &&
        draft.depth !== 'intensity' && { probingDepth: Number(draft.depth) }),
      goal: draft.goal.trim() === '' ? null : draft.goal.trim(),
    })),
  }
}

/** What keeps the guide from being saved, or null. */
function problemOf(drafts: readonly Draft[]): string | null {
  if (drafts.length === 0) return 'The guide needs at least one question'
  const blank = drafts.findIndex((draft) => draft.text.trim() === '')
  return blank === -1 ? null : `Question ${blank + 1} needs text`
}

function moved(drafts: readonly Draft[], from: number, to: number): Draft[] {
  const next = [...drafts]
  const [item] = next.splice(from, 1)
  if (item) next.splice(to, 0, item)
  return next
}

export interface DiscussionGuideProps {
  project: Project
}

/**
 * Discussion Guide (docs/product.md#discussion-guide), in Edit Project for the lead and admins:
 * the project's questions in order, each with its Probing depth and Goal; reordered with Move up
 * and Move down (the focus stays on the moved question), edited, added, removed, and saved
 * on its own with Save Guide.
 */
export function DiscussionGuide({ project }: DiscussionGuideProps) {
  const headingId = useId()
  const queryClient = useQueryClient()
  const guide = useQuery(guideQuery(project.id))
  const [edited, setEdited] = useState<Draft[] | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [saved, setSaved] = useState(false)
  const pendingFocus = useRef<{ key: string; action: Action } | null>(null)
  const rows = useRef(new Map<string, HTMLLIElement>())
  const addButton = useRef<HTMLButtonElement>(null)

  // The focus to restore once a move, removal or addition has rendered.
  useEffect(() => {
    const wanted = pendingFocus.current
    if (!wanted) return
    pendingFocus.current = null
    const row = rows.current.get(wanted.key)
    const enabled = (action: Action) =>
      row?.querySelector<HTMLElement>(`[data-guide-action="${action}"]:not([disabled])`)
    // A question moved to an end cannot move further that way: its other button takes the focus.
    const target =
      wanted.action === 'text'
        ? row?.querySelector('input')
        : (enabled(wanted.action) ?? enabled(wanted.action === 'up' ? 'down' : 'up'))
    ;(target ?? addButton.current)?.focus()
  })

  const save = useMutation({
    mutationFn: (body: ApiSchemas['UpdateGuideRequest']) =>
      unwrap(
        updateProjectQuestions(project.id, body, {
          failure: serverMessage(GUIDE_MESSAGES.save),
          fields: { projectId: project.id },
        }),
      ),
    onSuccess: (questions) => {
      queryClient.setQueryData(guideQuery(project.id).queryKey, questions)
      setEdited(null)
      setSaved(true)
    },
  })

  // The guide as loaded is the draft until the first edit; a refetch does not overwrite edits.
  const drafts = edited ?? guide.data?.map(draftOf) ?? null
  const setFocusTo = (wanted: { key: string; action: Action }) => {
    pendingFocus.current = wanted
  }

  if (guide.isPending) return <Spinner label="Loading the discussion guide..." showLabel />
  if (guide.isError || drafts === null)
    return <Alert tone="danger">{errorText(guide.error, GUIDE_MESSAGES.load)}</Alert>

  function change(next: Draft[]) {
    setEdited(next)
    setSaved(false)
    setProblem(null)
  }
  function update(key: string, patch: Partial<Draft>) {
    change((drafts ?? []).map((draft) => (draft.key === key ? { ...draft, ...patch } : draft)))
  }
  function move(index: number, by: -1 | 1, action: Action) {
    const current = drafts ?? []
    const draft = current[index]
    if (!draft) return
    change(moved(current, index, index + by))
    setFocusTo({ key: draft.key, action })
  }
  function remove(index: number) {
    const current = drafts ?? []
    const next = current.filter((_, at) => at !== index)
    change(next)
    const neighbour = next[index] ?? next[index - 1]
    if (neighbour) setFocusTo({ key: neighbour.key, action: 'text' })
    else addButton.current?.focus()
  }
  function add() {
    const key = crypto.randomUUID()
    change([...(drafts ?? []), { key, text: '', depth: 'intensity', goal: '' }])
    setFocusTo({ key, action: 'text' })
  }
  function submit() {
    const found = problemOf(drafts ?? [])
    setProblem(found)
    if (found === null) save.mutate(bodyOf(drafts ?? []))
  }

  const depthOptions = [
    {
      id: 'intensity',
      label: `Follow-up intensity (${formatFollowUpIntensity(project.followUpIntensity)})`,
    },
    { id: 'none', label: 'None' },
    ...FOLLOW_UP_INTENSITY_OPTIONS.map((option) => ({ id: `${option.id}`, label: option.label })),
  ]

  return (
    <section aria-labelledby={headingId}>
      <Stack gap="md">
        <Heading level={3} id={headingId}>
          Discussion Guide
        </Heading>
        <Text>
          The questions this project asks, in order. Changes apply to interviews started after you
          save; the project type is not changed.
        </Text>
        <ol aria-labelledby={headingId}>
          {drafts.map((draft, index) => {
            const n = index + 1
            return (
              <li
                key={draft.key}
                ref={(element) => {
                  if (element) rows.current.set(draft.key, element)
                  else rows.current.delete(draft.key)
                }}
              >
                <Stack gap="sm">
                  <TextField
                    label={`Question ${n}`}
                    isRequired
                    value={draft.text}
                    onChange={(text) => update(draft.key, { text })}
                  />
                  <Select
                    label={`Probing depth of question ${n}`}
                    items={depthOptions}
                    value={draft.depth}
                    onChange={(key: Key | null) =>
                      update(draft.key, { depth: String(key ?? 'intensity') as DepthChoice })
                    }
                  />
                  <TextField
                    label={`Goal of question ${n}`}
                    description="What we want to learn: the interviewer probes towards it."
                    value={draft.goal}
                    onChange={(goal) => update(draft.key, { goal })}
                  />
                  <Inline gap="sm">
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={`Move up question ${n}`}
                      isDisabled={index === 0}
                      data-guide-action="up"
                      onPress={() => move(index, -1, 'up')}
                    >
                      Move up
                    </Button>
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={`Move down question ${n}`}
                      isDisabled={index === drafts.length - 1}
                      data-guide-action="down"
                      onPress={() => move(index, 1, 'down')}
                    >
                      Move down
                    </Button>
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={`Remove question ${n}`}
                      onPress={() => remove(index)}
                    >
                      Remove
                    </Button>
                  </Inline>
                </Stack>
              </li>
            )
          })}
        </ol>
        {problem !== null && <Alert tone="danger">{problem}</Alert>}
        {save.isError && <Alert tone="danger">{errorText(save.error, GUIDE_MESSAGES.save)}</Alert>}
        {saved && (
          <Alert tone="success" role="status">
            Discussion guide saved
          </Alert>
        )}
        <Inline gap="sm">
          <Button variant="secondary" ref={addButton} onPress={add}>
            Add Question
          </Button>
          <Button onPress={submit} isPending={save.isPending}>
            Save Guide
          </Button>
        </Inline>
      </Stack>
    </section>
  )
}
