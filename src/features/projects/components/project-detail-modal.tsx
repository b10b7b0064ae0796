import { useQuery } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import type { Key } from 'react-aria-components'
import { CallError } from '@/api/query'
import type { Project, User } from '@/contract/types'
import {
  Alert,
  Badge,
  Button,
  DescriptionList,
  Heading,
  Inline,
  Modal,
  Select,
  Stack,
  Text,
} from '@/ui'
import { formatFollowUpIntensity } from '@/domain/follow-up-intensity'
import { PROJECT_STATUS } from '../project-status'
import { canManageProject, canOverridePrompt } from '@/domain/permissions'
import type { StudySlots } from '../study-slots'
import { projectQuery, promptFilesQuery } from '../queries'
import { EditProjectModal } from './edit-project-modal'
import { InviteMemberModal } from './invite-member-modal'
import { MembersModal } from './members-modal'
import { PROJECT_MESSAGES } from '../messages'

/** The prompt select's default: no override, the server's current prompt applies. */
const GLOBAL_PROMPT = 'global'

export interface ProjectDetailModalProps {
  project: Project
  user: User
  onClose: () => void
  /**
   * Start Interview: starts or resumes an interview of the project. Resolves with the text to
   * show when it could not (the dashboard leaves for the interview view when it could).
   */
  onStartInterview: (project: Project, promptOverride: string | null) => Promise<string | null>
  /** View Interview Results: the results dialog, opened above this one. */
  renderResults: (project: Project, close: () => void) => ReactNode
  /** Invite by Link (docs/product.md#participant-links), for managers; absent: no button. */
  renderInviteByLink?: ((project: Project, close: () => void) => ReactNode) | undefined
  /** The study parts: the Discussion Guide in Edit Project, Preview Interview. */
  study?: StudySlots
  /** Whether the results dialog is open, when the app keeps it (at its own address). */
  resultsOpen?: boolean
  /** View Interview Results, when the app keeps the results dialog. */
  onOpenResults?: () => void
  /** Edit Project, Invite Member, View Members and Invite by Link, when the app keeps them at their own addresses. */
  addressed?: AddressedChildren
}

/** The children of Project details that have an address of their own. */
export type AddressedChild = 'edit' | 'invite' | 'members' | 'inviteByLink'

interface AddressedChildren {
  /** The one the address opens, if any. */
  open: AddressedChild | null
  onOpen: (child: AddressedChild) => void
  onClose: () => void
}

/** 'Project not found' when it is gone or hidden, else the load's own text. */
const notFoundOr = (error: Error) =>
  error instanceof CallError && error.status === 404 ? PROJECT_MESSAGES.notFound : error.message

type Child = 'edit' | 'invite' | 'inviteByLink' | 'members' | 'results' | null

/** Project detail (docs/product.md#project-detail): details, Start Interview, results and, for managers, upkeep. */
export function ProjectDetailModal({
  project: listed,
  user,
  onClose,
  onStartInterview,
  renderResults,
  renderInviteByLink,
  study,
  resultsOpen,
  onOpenResults,
  addressed,
}: ProjectDetailModalProps) {
  // The list may be stale (another lead edited it): show what the server has now.
  const fresh = useQuery(projectQuery(listed.id))
  const project = fresh.data ?? listed
  const loadError = fresh.error === null ? null : notFoundOr(fresh.error)
  const [promptOverride, setPromptOverride] = useState<string>(GLOBAL_PROMPT)
  const [starting, setStarting] = useState(false)
  const [startError, setStartError] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [child, setChild] = useState<Child>(null)
  const overridesPrompt = canOverridePrompt(user)
  const manager = canManageProject(user, project)
  // Without the list the select offers only the global setting (the failure is logged).
  const prompts = useQuery({ ...promptFilesQuery(), enabled: overridesPrompt }).data?.prompts ?? []

  async function start() {
    setStarting(true)
    setStartError(null)
    const error = await onStartInterview(
      project,
      promptOverride === GLOBAL_PROMPT ? null : promptOverride,
    )
    setStarting(false)
    setStartError(error)
  }

  const promptOptions = [
    { id: GLOBAL_PROMPT, label: 'Use global setting' },
    ...prompts.map((prompt) => ({
      id: prompt.path,
      label: `${prompt.filename} - ${prompt.description}`,
    })),
  ]
  const status = PROJECT_STATUS[project.status]
  const closeChild = () => setChild(null)
  const isAddressed = (which: Child): which is AddressedChild =>
    addressed !== undefined && which !== 'results' && which !== null
  const openChild = (which: Child) =>
    isAddressed(which) ? addressed?.onOpen(which) : setChild(which)
  const isOpen = (which: Child) => (isAddressed(which) ? addressed?.open : child) === which
  const closeOf = (which: Child) =>
    isAddressed(which) && addressed ? addressed.onClose : closeChild

  return (
    <Modal
      title={project.name}
      size="lg"
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
    >
      <Stack gap="lg">
        {loadError !== null && <Alert tone="danger">{loadError}</Alert>}
        {project.description !== '' && <Text>{project.description}</Text>}
        <Stack gap="sm">
          <Heading level={4}>Project Details</Heading>
          <DescriptionList
            items={[
              { term: 'Company', definition: project.company },
              { term: 'Product', definition: project.product },
              { term: 'Status', definition: <Badge tone={status.tone}>{status.label}</Badge> },
              {
                term: 'Follow-up Intensity',
                definition: formatFollowUpIntensity(project.followUpIntensity),
              },
            ]}
          />
        </Stack>
        <Stack gap="sm">
          <Heading level={4}>Product Description</Heading>
          <Text>{project.productDescription}</Text>
        </Stack>
        {overridesPrompt && (
          <Select
            label="Interviewer Prompt"
            description="Overrides the interviewer prompt for this interview only."
            items={promptOptions}
            value={promptOverride}
            onChange={(key: Key | null) => setPromptOverride(String(key ?? GLOBAL_PROMPT))}
          />
        )}
        {startError !== null && <Alert tone="danger">{startError}</Alert>}
        {notice !== null && (
          <Alert tone="success" role="status">
            {notice}
          </Alert>
        )}
        <Inline gap="sm">
          <Button onPress={() => void start()} isPending={starting}>
            Start Interview
          </Button>
          <Button variant="secondary" onPress={onOpenResults ?? (() => setChild('results'))}>
            View Interview Results
          </Button>
        </Inline>
        {manager && (
          <Inline gap="sm">
            <Button variant="secondary" onPress={() => openChild('edit')}>
              Edit Project
            </Button>
            <Button variant="secondary" onPress={() => openChild('invite')}>
              Invite Member
            </Button>
            <Button variant="secondary" onPress={() => openChild('members')}>
              View Members
            </Button>
            {renderInviteByLink && (
              <Button variant="secondary" onPress={() => openChild('inviteByLink')}>
                Invite by Link
              </Button>
            )}
            {study && (
              <Button variant="secondary" onPress={() => study.onPreview(project)}>
                Preview Interview
              </Button>
            )}
          </Inline>
        )}
      </Stack>
      {manager && isOpen('edit') && (
        <EditProjectModal
          project={project}
          {...(study && { renderGuide: study.renderGuide })}
          onClose={closeOf('edit')}
          onSaved={() => setNotice('Project updated')}
        />
      )}
      {manager && isOpen('invite') && (
        <InviteMemberModal
          project={project}
          onClose={closeOf('invite')}
          onInvited={(member) =>
            setNotice(`Invited ${member.user.firstName} ${member.user.lastName}`)
          }
        />
      )}
      {manager && isOpen('members') && (
        <MembersModal project={project} onClose={closeOf('members')} />
      )}
      {(resultsOpen ?? child === 'results') && renderResults(project, closeChild)}
      {manager && isOpen('inviteByLink') && renderInviteByLink?.(project, closeOf('inviteByLink'))}
    </Modal>
  )
}
