import { lazy, Suspense, useEffect, useState, type FormEvent, type ReactNode } from 'react'
import { QueryClientProvider, useMutation, useQuery } from '@tanstack/react-query'
import { CallError, createQueryClient, errorText, unwrap } from '@/api/query'
import { joinStudy } from '@/api/resources/participant-links'
import type { Project } from '@/contract/types'
import { clearToken, writeToken } from '@/lib/token'
import { Alert } from '@/ui/alert'
import { ContentBlock } from '@/ui/content-block'
import { Stack } from '@/ui/layout'
import { NativeButton } from '@/ui/native-button'
import { NativeCheckbox } from '@/ui/native-checkbox'
import { NativeTextField } from '@/ui/native-text-field'
import { NativeHeading, NativeText } from '@/ui/native-typography'
import { Spinner } from '@/ui/spinner'
import { Surface } from '@/ui/surface'
import { UserText } from '@/ui/user-text'
import { readJoinSession, writeJoinSession, type JoinSession } from '../join-session'
import { joinPageQuery } from '../queries'
import { STUDY_MESSAGES } from '../messages'

// The consent form is the page's first load, built on the browser's own controls: the thank-you
// page (its Withdraw dialog is React Aria's) comes once the interview is under way.
const loadThankYou = () => import('./join-thanks')
const ThankYou = lazy(() => loadThankYou().then((module) => ({ default: module.ThankYou })))

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
  /**
   * Starts fetching the interview's code, called once the participant ticks the consent: the
   * page's first load does not carry it, and Start Interview should not wait for it.
   */
  prepareInterview: () => void
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
      <ContentBlock as="main" width="small" padded>
        <JoinStages {...props} />
      </ContentBlock>
    </QueryClientProvider>
  )
}

function JoinStages({ token, renderInterview, prepareInterview }: JoinPageProps) {
  const [stage, setStage] = useState<Stage>(() => stageOf(readJoinSession(token)))
  const interviewing = stage.kind === 'interviewing'

  // The thank-you page's code, fetched while the participant answers (a failure shows when the
  // page renders, through the error boundary).
  useEffect(() => {
    if (interviewing) loadThankYou().catch(() => undefined)
  }, [interviewing])

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
      <Suspense fallback={<Spinner label="Loading" />}>
        <ThankYou
          sessionToken={stage.sessionToken}
          persistentId={stage.persistentId}
          onWithdrawn={() => setStage({ kind: 'withdrawn' })}
        />
      </Suspense>
    )
  if (stage.kind === 'withdrawn')
    return (
      <Stack gap="md">
        <NativeHeading level={1} data-page-heading>
          Your interview was withdrawn
        </NativeHeading>
        <NativeText>Your answers have been deleted. You can close this page.</NativeText>
      </Stack>
    )
  return (
    <JoinForm
      token={token}
      onAgreed={prepareInterview}
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
  onAgreed,
  onJoined,
}: {
  token: string
  onAgreed: () => void
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
        <NativeHeading level={1} data-page-heading>
          {gone ? STUDY_MESSAGES.unavailable : 'Failed to load the study'}
        </NativeHeading>
      </Stack>
    )
  }
  const { company, product, description, consentText, full } = study.data
  const title = `${company} - ${product}`
  if (full)
    return (
      <Stack gap="md">
        <NativeHeading level={1} data-page-heading>
          <UserText>{title}</UserText>
        </NativeHeading>
        <NativeText>{STUDY_MESSAGES.full}</NativeText>
      </Stack>
    )

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (agreed && firstName.trim()) join.mutate()
  }

  return (
    <Stack gap="lg">
      <NativeHeading level={1} data-page-heading>
        <UserText>{title}</UserText>
      </NativeHeading>
      {description !== '' && (
        <NativeText>
          <UserText>{description}</UserText>
        </NativeText>
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
          <Surface as="section" title="Before you start" headingLevel={2}>
            <NativeText keepLines>
              <UserText>{consentText}</UserText>
            </NativeText>
            <NativeCheckbox
              isSelected={agreed}
              onChange={(checked) => {
                setAgreed(checked)
                if (checked) onAgreed()
              }}
              isRequired
            >
              I agree to take part
            </NativeCheckbox>
          </Surface>
          {join.isError && (
            <Alert tone="danger">{errorText(join.error, STUDY_MESSAGES.join)}</Alert>
          )}
          <div>
            <NativeButton type="submit" isDisabled={!agreed || join.isPending}>
              Start Interview
            </NativeButton>
          </div>
        </Stack>
      </form>
    </Stack>
  )
}
