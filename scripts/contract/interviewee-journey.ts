import type { components } from '@/contract/schema'
import type { ContractClient } from './client'
import { checkSocketAnswer, checkSocketRefusal } from './socket'
import type { WriteContext } from './write-context'

/**
 * The part of `--write` that runs as the interviewee the check created: signing in, the profile,
 * persistent interviews recorded, finished, abandoned and deleted, a live interview over HTTP and
 * the socket, and logout.
 */

type Schemas = components['schemas']

const now = () => new Date().toISOString()

export async function intervieweeJourney(
  client: ContractClient,
  context: WriteContext,
  input: {
    email: string
    password: string | undefined
    projectId: string | undefined
    adminToken: string
    cleanup: (() => Promise<unknown>)[]
  },
): Promise<void> {
  const later = [
    'updateProfile',
    'createPersistentInterview',
    'recordPersistentQuestion',
    'recordPersistentAnswer',
    'finishPersistentInterview',
    'suggestProbe',
    'abandonPersistentInterview',
    'deletePersistentInterview',
    'startInterview',
    'answerInterview',
    'logout',
  ]
  if (!input.password || !input.projectId) {
    for (const operationId of later) client.skip(operationId, 'needs the created user and project')
    return
  }
  const login = await client.call<Schemas['AuthResponse']>('login', {
    body: { email: input.email, password: input.password },
    expect: [200],
    note: 'created user',
  })
  const token = login.body?.token
  const me = login.body?.user
  if (!token || !me) {
    for (const operationId of later) client.skip(operationId, 'needs the created user to sign in')
    return
  }
  await client.call('updateProfile', {
    body: { firstName: 'Contract', lastName: 'Checked', email: input.email },
    token,
    expect: [200],
  })

  // Persistent interview: create → question → answer → read → finish (deleted by the admin).
  const interview = await client.call<Schemas['CreatePersistentInterviewResponse']>(
    'createPersistentInterview',
    {
      body: { project_id: input.projectId, interviewer_id: null, interviewee_id: me.id },
      token,
      expect: [201],
    },
  )
  const interviewId = interview.body?.interview_id
  if (interviewId) {
    input.cleanup.push(() =>
      client.call('deletePersistentInterview', {
        params: { id: interviewId },
        token: input.adminToken,
        expect: [204],
      }),
    )
    const questionId = crypto.randomUUID()
    await client.call('recordPersistentQuestion', {
      params: { id: interviewId },
      body: {
        question_id: questionId,
        question_text: 'How did you first hear about it?',
        displayed_at: now(),
        follow_up_of: null,
        project_type_question_id: null,
      },
      token,
      expect: [201],
    })
    await client.call('recordPersistentAnswer', {
      params: { id: interviewId },
      body: {
        question_id: questionId,
        answer_text: 'A friend told me about it.',
        sentiment: 'positive',
        answered_at: now(),
      },
      token,
      expect: [201],
    })
    await client.call('getPersistentInterview', {
      params: { id: interviewId },
      token,
      expect: [200],
      note: 'own, with an answer',
    })
    await client.call('finishPersistentInterview', {
      params: { id: interviewId },
      token,
      expect: [200],
    })
    // An observer's probe needs an interview under way; a finished one refuses it (409).
    await client.call('suggestProbe', {
      params: { id: interviewId },
      body: { questionId, text: 'What made you try it?' },
      token: input.adminToken,
      expect: [409],
      note: 'finished interview',
    })
  } else {
    for (const operationId of [
      'recordPersistentQuestion',
      'recordPersistentAnswer',
      'finishPersistentInterview',
      'suggestProbe',
      'deletePersistentInterview',
    ]) {
      client.skip(operationId, 'needs createPersistentInterview')
    }
  }

  // A second one, abandoned and purged: nothing of it stays.
  const abandoned = await client.call<Schemas['CreatePersistentInterviewResponse']>(
    'createPersistentInterview',
    {
      body: { project_id: input.projectId, interviewer_id: null, interviewee_id: me.id },
      token,
      expect: [201],
      note: 'to abandon',
    },
  )
  if (abandoned.body?.interview_id) {
    await client.call('abandonPersistentInterview', {
      params: { id: abandoned.body.interview_id },
      body: { purge: true },
      token,
      expect: [204],
    })
  } else client.skip('abandonPersistentInterview', 'needs createPersistentInterview')

  // Live interview: start, one answer over the socket, one over HTTP (audio).
  const live = await client.call<Schemas['StartInterviewResponse']>('startInterview', {
    body: { company: 'Contract Check Co', product: 'Contract Check', projectId: input.projectId },
    token,
    expect: [201],
  })
  const liveId = live.body?.id
  if (liveId) {
    client.record(await checkSocketRefusal(context.baseUrl, liveId, context.timeoutMs))
    client.record(await checkSocketAnswer(context.baseUrl, liveId, token, context.timeoutMs))
    const form = new FormData()
    const audio = crypto.getRandomValues(new Uint8Array(4096))
    form.set('audio', new Blob([audio], { type: 'audio/webm' }), 'answer.webm')
    await client.call('answerInterview', {
      params: { id: liveId },
      form,
      token,
      // 409 is the contract's answer when the socket answer already finished the interview.
      expect: [200, 409],
    })
  } else client.skip('answerInterview', 'needs startInterview')

  await client.call('logout', { token, expect: [204], note: 'created user' })
  await client.call('getProfile', { token, expect: [401], note: 'after logout' })
}
