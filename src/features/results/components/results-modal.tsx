import { canManageProject, canSeeSentiment } from '@/domain/permissions'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { errorText } from '@/api/query'
import type { Snapshot } from 'valtio'
import type { Project, ProjectInterview, User } from '@/contract/types'
import { shortId } from '@/lib/ids'
import {
  Alert,
  Badge,
  Button,
  Card,
  DeleteButton,
  Inline,
  List,
  Modal,
  Spinner,
  Stack,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  Text,
} from '@/ui'
import { formatDate } from '@/domain/dates'
import { intervieweeName } from '../interviewee'
import { deleteInterviewMutation, projectInterviewsQuery, RESULTS_MESSAGES } from '../queries'
import { InterviewDetailsModal, type InterviewDetailsModalProps } from './interview-details-modal'

export interface ResultsModalProps {
  project: Project
  user: User
  onClose: () => void
  /**
   * Opens the project's Analysis workspace (a page of its own, for admins and the project's
   * lead): without it, no Open analysis button.
   */
  onOpenAnalysis?: () => void
  /** What the app adds to each answer of an interview's details (coding), for managers. */
  renderAnswer?: InterviewDetailsModalProps['renderAnswer']
  /** What the app adds to an answer's sentiment badge (its correction), for admins. */
  renderSentiment?: InterviewDetailsModalProps['renderSentiment']
  /** The study's funnel above the tabs, for managers (the app composes it: issue 31 §4). */
  renderFunnel?: (project: Project) => ReactNode
  /** What the app adds to an interview in progress (Watch live: issue 31 §5), for managers. */
  renderLiveActions?: (interview: ListedInterview) => ReactNode
  /**
   * The tab and the interview whose details are open, when the app keeps them (at the dialog's
   * address); without them the dialog keeps its own.
   */
  addressed?: {
    tab: ResultsTab
    onTabChange: (tab: ResultsTab) => void
    interviewId: string | null
    onOpenInterview: (interviewId: string | null) => void
  }
}

/** The dialog's tabs, as its address names them. */
export const RESULTS_TABS = ['completed', 'in-progress'] as const
export type ResultsTab = (typeof RESULTS_TABS)[number]

/** An interview of the results list, as the store's snapshot gives it. */
type ListedInterview = Snapshot<ProjectInterview>

interface InterviewCardProps {
  interview: ListedInterview
  actions: ReactNode
}

function InterviewCard({ interview, actions }: InterviewCardProps) {
  const responses = interview.answers.length
  return (
    <Card as="li" title={intervieweeName(interview)} headingLevel={4} actions={actions}>
      <Text size="sm" tone="muted">
        Interview{' '}
        <Text elementType="span" size="sm" mono>
          {shortId(interview.id)}
        </Text>
        {` · ${formatDate(interview.createdAt, 'dateTime')}`}
      </Text>
      <Text size="sm">{responses === 1 ? '1 response' : `${responses} responses`}</Text>
      {interview.isLeadInterview && (
        <span>
          <Badge tone="info">Lead interview</Badge>
        </span>
      )}
    </Card>
  )
}

/**
 * Interview results of a project (docs/product.md#results, docs/product.md#roles). Admins and the project's lead get Completed
 * and In Progress tabs and Open analysis, and may delete unfinished interviews; others see their
 * own completed ones.
 * Sentiment badges are the only admin-only item: everything else here a lead may see.
 */
export function ResultsModal({
  project,
  user,
  onClose,
  onOpenAnalysis,
  renderAnswer,
  renderSentiment,
  renderFunnel,
  renderLiveActions,
  addressed,
}: ResultsModalProps) {
  const client = useQueryClient()
  const results = useQuery(projectInterviewsQuery(project.id))
  const deletion = useMutation(deleteInterviewMutation(client))
  const [ownViewing, setOwnViewing] = useState<ListedInterview | null>(null)
  const seesSentiment = canSeeSentiment(user)
  const manager = canManageProject(user, project)

  const interviews = results.data ?? []
  // The server already narrows what others see; the screen does not rely on it.
  const completed = interviews.filter(
    (interview) => interview.isComplete && (manager || interview.userId === user.id),
  )
  const inProgress = manager ? interviews.filter((interview) => !interview.isComplete) : []
  const viewing = addressed
    ? (interviews.find((interview) => interview.id === addressed.interviewId) ?? null)
    : ownViewing
  const setViewing = (interview: ListedInterview | null) =>
    addressed ? addressed.onOpenInterview(interview?.id ?? null) : setOwnViewing(interview)

  function list(items: readonly ListedInterview[], empty: string, finished: boolean) {
    if (items.length === 0) return <Text tone="muted">{empty}</Text>
    return (
      <List>
        {items.map((interview) => (
          <InterviewCard
            key={interview.id}
            interview={interview}
            actions={
              <>
                <Button variant="secondary" size="sm" onPress={() => setViewing(interview)}>
                  {finished ? 'View Details' : 'View Summary'}
                </Button>
                {!finished && manager && renderLiveActions?.(interview)}
                {!finished && manager && (
                  <DeleteButton
                    title="Delete Interview?"
                    message="Are you sure you want to delete this in-progress interview? This action cannot be undone."
                    onConfirm={() => deletion.mutateAsync(interview.id).catch(() => undefined)}
                  />
                )}
              </>
            }
          />
        ))}
      </List>
    )
  }

  let body: ReactNode
  if (results.isError) {
    body = <Alert tone="danger">{errorText(results.error, RESULTS_MESSAGES.loadInterviews)}</Alert>
  } else if (results.isPending) body = <Spinner label="Loading interviews" />
  else if (!manager) body = list(completed, 'No interviews completed yet', true)
  else
    body = (
      <Stack gap="md">
        {renderFunnel?.(project)}
        <Tabs
          {...(addressed && {
            selectedKey: addressed.tab,
            onSelectionChange: (key) => {
              const tab = RESULTS_TABS.find((known) => known === key)
              if (tab !== undefined) addressed.onTabChange(tab)
            },
          })}
        >
          <TabList aria-label="Interviews">
            <Tab id="completed">Completed</Tab>
            <Tab id="in-progress">In Progress</Tab>
          </TabList>
          <TabPanel id="completed">{list(completed, 'No interviews completed yet', true)}</TabPanel>
          <TabPanel id="in-progress">
            {list(inProgress, 'No interviews in progress', false)}
          </TabPanel>
        </Tabs>
      </Stack>
    )

  return (
    <Modal
      title={`Interview Results: ${project.name}`}
      size="lg"
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
    >
      <Stack gap="md">
        {manager && onOpenAnalysis && (
          <Inline justify="flex-end">
            <Button variant="primary" onPress={onOpenAnalysis}>
              Open analysis
            </Button>
          </Inline>
        )}
        {deletion.isError && (
          <Alert tone="danger">{errorText(deletion.error, RESULTS_MESSAGES.deleteInterview)}</Alert>
        )}
        {body}
      </Stack>
      {viewing !== null && (
        <InterviewDetailsModal
          interview={viewing}
          showSentiment={seesSentiment}
          onClose={() => setViewing(null)}
          renderAnswer={manager ? renderAnswer : undefined}
          renderSentiment={seesSentiment ? renderSentiment : undefined}
        />
      )}
    </Modal>
  )
}
