import { useState, type FormEvent, type ReactNode } from 'react'
import { QueryClientProvider, useMutation, useQuery } from '@tanstack/react-query'
import { CallError, createQueryClient, errorText, unwrap } from '@/api/query'
import { withdrawPersistentInterview } from '@/api/resources/persistent-interviews'
import { joinStudy } from '@/api/resources/participant-links'
import type { Project } from '@/contract/types'
import { clearToken, writeToken } from '@/lib/token'
import {
  Alert,
  Button,
  Card,
  Checkbox,
  ConfirmDialog,
  ContentBlock,
  DialogTrigger,
  Heading,
  Spinner,
  Stack,
  Text,
  UserText,
} from '@/ui'
import { NativeTextField } from '@/ui/native-text-field'
import { sprinkles } from '@/styles'
import { readJoinSession, writeJoinSession, type JoinSession } from '../join-session'
import { joinPageQuery, STUDY_MESSAGES } from '../queries'

/** What the page hands the interview it runs (the app mounts the interview view there). */
export interface JoinInterviewContext {
  project: Project
  /** Called once the interview is finished, with its persistent id when known. */
  onFinished: (persistentId: string | null) => void
}

export interface JoinPageProps {
  /** The link's token, from `/join/{token}`. */
  token: string
  /** The interview, under the participant's session (the interview feature's view). */
  renderInterview: (context: JoinInterviewContext) => ReactNode
}

type Stage =
  | { kind: 'form' }
  | { kind: 'interviewing'; sessionToken: string; project: Project }
  | { kind: 'thanks'; sessionToken: string | null; persistentId: string | null }
  | { kind: 'withdrawn' }

function stageOf(session: JoinSession | null): Stage {
  if (session?.status === 'interviewing') {
    // The session the link opened is the one every call of the interview carries.
    writeToken(session.sessionToken)
    return { kind: 'interviewing', sessionToken: session.sessionToken, project: session.project }
  }
  if (session?.status === 'finished')
    return { kind: 'thanks', sessionToken: null, persistentId: null }
  return { kind: 'form' }
}

/**
 * A participant link's page (docs/product.md#participant-links): no account, no dashboard. The
 * study, the participant's name, the consent and Start Interview; then the interview under the
 * session the link opened; then a thank-you page offering Withdraw my interview while it is open.
 */
export function JoinPage(props: JoinPageProps) {
  // Signed out, outside the signed-in shell: the page has a query client of its own.
  const [queryClient] = useState(createQueryClient)
  return (
    <QueryClientProvider client={queryClient}>
      <ContentBlock as="main" width="small" className={sprinkles({ padding: 'lg' })}>
        <JoinStages {...props} />
      </ContentBlock>
    </QueryClientProvider>
  )
}

function JoinStages({ token, renderInterview }: JoinPageProps) {
  const [stage, setStage] = useState<Stage>(() => stageOf(readJoinSession(token)))

  if (stage.kind === 'interviewing')
    return renderInterview({
      project: stage.project,
      onFinished: (persistentId) => {
        writeJoinSession(token, { status: 'finished' })
        // The session stays in memory for Withdraw; a later visit to the app starts signed out.
        clearToken()
        setStage({ kind: 'thanks', sessionToken: stage.sessionToken, persistentId })
      },
    })
  if (stage.kind === 'thanks')
    return (
      <ThankYou
        sessionToken={stage.sessionToken}
        persistentId={stage.persistentId}
        onWithdrawn={() => setStage({ kind: 'withdrawn' })}
      />
    )
  if (stage.kind === 'withdrawn')
    return (
      <Stack gap="md">
        <Heading level={1} data-page-heading>
          Your interview was withdrawn
        </Heading>
        <Text>Your answers have been deleted. You can close this page.</Text>
      </Stack>
    )
  return (
    <JoinForm
      token={token}
      onJoined={(sessionToken, project) => {
        writeJoinSession(token, { status: 'interviewing', sessionToken, project })
        writeToken(sessionToken)
        setStage({ kind: 'interviewing', sessionToken, project })
      }}
    />
  )
}

function JoinForm({
  token,
  onJoined,
}: {
  token: string
  onJoined: (sessionToken: string, project: Project) => void
}) {
  const study = useQuery({ ...joinPageQuery(token), retry: false })
  const [firstName, setFirstName] = useState('')
  const [lastName, setLastName] = useState('')
  const [email, setEmail] = useState('')
  const [agreed, setAgreed] = useState(false)
  const join = useMutation({
    mutationFn: () =>
      unwrap(
        joinStudy(
          token,
          {
            firstName: firstName.trim(),
            ...(lastName.trim() ? { lastName: lastName.trim() } : {}),
            ...(email.trim() ? { email: email.trim() } : {}),
          },
          {
            failure: ({ status }) =>
              status === 404
                ? STUDY_MESSAGES.unavailable
                : status === 409
                  ? STUDY_MESSAGES.full
                  : STUDY_MESSAGES.join,
            level: 'warn',
          },
        ),
      ),
    onSuccess: (joined) => onJoined(joined.token, joined.project),
  })

  if (study.isPending) return <Spinner label="Loading the study" />
  if (study.isError) {
    const gone = study.error instanceof CallError && study.error.status === 404
    return (
      <Stack gap="md">
        <Heading level={1} data-page-heading>
          {gone ? STUDY_MESSAGES.unavailable : 'Failed to load the study'}
        </Heading>
      </Stack>
    )
  }
  const { company, product, description, consentText, full } = study.data
  const title = `${company} - ${product}`
  if (full)
    return (
      <Stack gap="md">
        <Heading level={1} data-page-heading>
          <UserText>{title}</UserText>
        </Heading>
        <Text>{STUDY_MESSAGES.full}</Text>
      </Stack>
    )

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (agreed && firstName.trim()) join.mutate()
  }

  return (
    <Stack gap="lg">
      <Heading level={1} data-page-heading>
        <UserText>{title}</UserText>
      </Heading>
      {description !== '' && (
        <Text>
          <UserText>{description}</UserText>
        </Text>
      )}
      <form onSubmit={submit} aria-label="Join the study">
        <Stack gap="md">
          <NativeTextField
            label="First name"
            value={firstName}
            onChange={setFirstName}
            isRequired
            maxLength={100}
            autoComplete="given-name"
          />
          <NativeTextField
            label="Last name"
            value={lastName}
            onChange={setLastName}
            maxLength={100}
            autoComplete="family-name"
          />
          <NativeTextField
            label="Email"
            type="email"
            value={email}
            onChange={setEmail}
            maxLength={254}
            autoComplete="email"
          />
          <Card title="Before you start" headingLevel={2}>
            <Text className={sprinkles({ whiteSpace: 'pre-line' })}>
              <UserText>{consentText}</UserText>
            </Text>
            <Checkbox isSelected={agreed} onChange={setAgreed} isRequired>
              I agree to take part
            </Checkbox>
          </Card>
          {join.isError && (
            <Alert tone="danger">{errorText(join.error, STUDY_MESSAGES.join)}</Alert>
          )}
          <div>
            <Button type="submit" isDisabled={!agreed || join.isPending}>
              Start Interview
            </Button>
          </div>
        </Stack>
      </form>
    </Stack>
  )
}

function ThankYou({
  sessionToken,
  persistentId,
  onWithdrawn,
}: {
  sessionToken: string | null
  persistentId: string | null
  onWithdrawn: () => void
}) {
  const withdraw = useMutation({
    mutationFn: async (id: string) => {
      // The session was put away at the end of the interview; Withdraw is its last call.
      if (sessionToken) writeToken(sessionToken)
      try {
        return await unwrap(withdrawPersistentInterview(id, { failure: STUDY_MESSAGES.withdraw }))
      } finally {
        clearToken()
      }
    },
    onSuccess: onWithdrawn,
  })
  return (
    <Stack gap="md">
      <Heading level={1} data-page-heading>
        Thank you
      </Heading>
      <Text>Your interview is complete. You can close this page.</Text>
      {withdraw.isError && (
        <Alert tone="danger">{errorText(withdraw.error, STUDY_MESSAGES.withdraw)}</Alert>
      )}
      {sessionToken !== null && persistentId !== null && (
        <DialogTrigger>
          <Button variant="secondary">Withdraw my interview</Button>
          <ConfirmDialog
            title="Withdraw your interview?"
            message="Your answers will be deleted and the research team will not see them. This cannot be undone."
            confirmLabel="Withdraw"
            onConfirm={() =>
              withdraw.mutateAsync(persistentId).then(
                () => undefined,
                () => undefined,
              )
            }
          />
        </DialogTrigger>
      )}
    </Stack>
  )
}
