// The interview's pure state machine.
import { describe, expect, it } from 'vitest'
import type { InterviewQuestion } from '@/contract/types'
import {
  canRetry,
  hasStarted,
  initialInterviewState,
  isBusy,
  MISSING_QUESTION_ERROR,
  transition,
  type InterviewEvent,
  type InterviewMachineState,
} from './interview-machine'

const project = { id: 'p1', company: 'BeanRunner', product: 'BeanRunner Express' }

function question(id: string, extra: Partial<InterviewQuestion> = {}): InterviewQuestion {
  return {
    id,
    text: `Question ${id}?`,
    isFollowUp: false,
    followUpOf: null,
    projectTypeQuestionId: `t-${id}`,
    ...extra,
  }
}

function run(events: InterviewEvent[], from = initialInterviewState()): InterviewMachineState {
  return events.reduce(transition, from)
}

const started: InterviewEvent[] = [
  { type: 'START', project },
  { type: 'STARTED', liveInterviewId: 's1', question: question('q1') },
]

const answered = (extra: Partial<Extract<InterviewEvent, { type: 'ANSWERED' }>> = {}) =>
  ({
    type: 'ANSWERED',
    answeredAt: '2026-01-01T00:00:00.000Z',
    transcript: 'An answer',
    sentiment: 'positive',
    done: false,
    summary: null,
    nextQuestion: question('q2'),
    ...extra,
  }) as const

describe('interview machine', () => {
  it('starts idle with nothing chosen', () => {
    const state = initialInterviewState()
    expect(state.status).toBe('idle')
    expect(state.project).toBeNull()
    expect(state.transport).toBe('socket')
    expect(hasStarted(state)).toBe(false)
  })

  it('PREPARE chooses the project without starting', () => {
    const state = run([{ type: 'PREPARE', project }])
    expect(state).toMatchObject({ status: 'idle', project, liveInterviewId: null, question: null })
  })

  it('START waits, then STARTED is idle with the first question', () => {
    const waiting = run([{ type: 'START', project }])
    expect(waiting.status).toBe('waiting')
    expect(isBusy(waiting)).toBe(true)
    const idle = transition(waiting, started[1] as InterviewEvent)
    expect(idle).toMatchObject({ status: 'idle', liveInterviewId: 's1', question: { id: 'q1' } })
    expect(hasStarted(idle)).toBe(true)
  })

  it('records, uploads, waits, then shows the next question', () => {
    const recording = run([...started, { type: 'RECORD' }])
    expect(recording.status).toBe('recording')
    const uploading = transition(recording, { type: 'STOP' })
    expect(uploading.status).toBe('uploading')
    const audio = new Blob(['x'])
    const withAudio = transition(uploading, { type: 'RECORDED', audio })
    expect(withAudio.pendingAnswer).toEqual({ kind: 'audio', audio })
    const waiting = transition(withAudio, { type: 'UPLOADED' })
    expect(waiting.status).toBe('waiting')
    const next = transition(waiting, answered())
    expect(next).toMatchObject({ status: 'idle', question: { id: 'q2' }, pendingAnswer: null })
    expect(next.answers).toEqual([
      {
        questionId: 'q1',
        questionText: 'Question q1?',
        text: 'An answer',
        sentiment: 'positive',
        provenance: { questionEngine: null, sentimentEngine: null, transcriptEngine: null },
        isFollowUp: false,
        followUpOf: null,
        projectTypeQuestionId: 't-q1',
        answeredAt: '2026-01-01T00:00:00.000Z',
        audio,
      },
    ])
  })

  it('an answer may come straight from uploading (HTTP answers upload and process at once)', () => {
    const state = run([...started, { type: 'RECORD' }, { type: 'STOP' }, answered()])
    expect(state.status).toBe('idle')
    expect(state.answers).toHaveLength(1)
  })

  it('keeps a follow-up link on the answer', () => {
    const followUp = question('q2', {
      isFollowUp: true,
      followUpOf: 'q1',
      projectTypeQuestionId: null,
    })
    const state = run([
      ...started,
      { type: 'SUBMIT_TEXT', text: 'first' },
      answered({ nextQuestion: followUp }),
      { type: 'SUBMIT_TEXT', text: 'second' },
      answered({ nextQuestion: question('q3') }),
    ])
    expect(state.answers.map((a) => [a.questionId, a.isFollowUp, a.followUpOf])).toEqual([
      ['q1', false, null],
      ['q2', true, 'q1'],
    ])
  })

  it('done finishes with the summary and no question', () => {
    const summary = [{ question: 'Q?', answer: 'A', sentiment: 'neutral' as const }]
    const state = run([
      ...started,
      { type: 'SUBMIT_TEXT', text: 'last' },
      answered({ done: true, summary, nextQuestion: null }),
    ])
    expect(state).toMatchObject({ status: 'finished', summary, question: null, error: null })
    expect(state.answers).toHaveLength(1)
  })

  it('done without a summary still finishes, with an empty one', () => {
    const state = run([
      ...started,
      { type: 'SUBMIT_TEXT', text: 'last' },
      answered({ done: true, nextQuestion: null }),
    ])
    expect(state.status).toBe('finished')
    expect(state.summary).toEqual([])
  })

  it('not done but no next question keeps the answer and shows an error', () => {
    const state = run([
      ...started,
      { type: 'SUBMIT_TEXT', text: 'x' },
      answered({ nextQuestion: null }),
    ])
    expect(state).toMatchObject({ status: 'idle', error: MISSING_QUESTION_ERROR })
    expect(state.answers).toHaveLength(1)
  })

  it('SUBMIT_TEXT trims, keeps the text and ignores empty text', () => {
    const base = run(started)
    expect(transition(base, { type: 'SUBMIT_TEXT', text: '   ' })).toBe(base)
    const waiting = transition(base, { type: 'SUBMIT_TEXT', text: '  typed  ' })
    expect(waiting).toMatchObject({
      status: 'waiting',
      pendingAnswer: { kind: 'text', text: 'typed' },
    })
  })

  it.each<[string, InterviewEvent[]]>([
    ['starting', [{ type: 'START', project }]],
    ['recording', [...started, { type: 'RECORD' }]],
    ['uploading', [...started, { type: 'RECORD' }, { type: 'STOP' }]],
    ['waiting', [...started, { type: 'SUBMIT_TEXT', text: 'x' }]],
    ['idle', started],
  ])('errors return to idle (from %s) with the message', (_, events) => {
    const state = transition(run(events), { type: 'FAILED', message: 'Failed to upload audio' })
    expect(state.status).toBe('idle')
    expect(state.error).toBe('Failed to upload audio')
  })

  it('a failed start leaves no session', () => {
    const state = run([
      { type: 'START', project },
      { type: 'FAILED', message: 'Failed to start interview' },
    ])
    expect(state).toMatchObject({ status: 'idle', liveInterviewId: null, question: null, project })
  })

  it('a failed answer is kept for RETRY, which re-sends without recording', () => {
    const audio = new Blob(['x'])
    const failed = run([
      ...started,
      { type: 'RECORD' },
      { type: 'STOP' },
      { type: 'RECORDED', audio },
      { type: 'FAILED', message: 'Failed to upload audio' },
    ])
    expect(canRetry(failed)).toBe(true)
    const retried = transition(failed, { type: 'RETRY' })
    expect(retried).toMatchObject({ status: 'uploading', error: null, pendingAnswer: { audio } })
    const text = run([
      ...started,
      { type: 'SUBMIT_TEXT', text: 't' },
      { type: 'FAILED', message: 'x' },
    ])
    expect(transition(text, { type: 'RETRY' }).status).toBe('waiting')
  })

  it('RETRY without a kept answer changes nothing', () => {
    const state = run(started)
    expect(canRetry(state)).toBe(false)
    expect(transition(state, { type: 'RETRY' })).toBe(state)
  })

  it('a new recording clears the error', () => {
    const state = run([...started, { type: 'FAILED', message: 'x' }, { type: 'RECORD' }])
    expect(state).toMatchObject({ status: 'recording', error: null })
  })

  it('RESUME keeps earlier answers, the persistent id and the resumed flag', () => {
    const earlier = run([...started, { type: 'SUBMIT_TEXT', text: 'a' }, answered()]).answers
    const state = run([
      { type: 'RESUME', project, persistentId: 'pi1', answers: earlier },
      { type: 'STARTED', liveInterviewId: 's2', question: question('q3') },
    ])
    expect(state).toMatchObject({ status: 'idle', persistentId: 'pi1', resumed: true })
    expect(state.answers).toEqual(earlier)
  })

  it('RESUME is allowed while a project start is looking for an interview to resume', () => {
    const state = run([
      { type: 'START', project },
      { type: 'RESUME', project, persistentId: 'pi1', answers: [] },
    ])
    expect(state).toMatchObject({ status: 'waiting', persistentId: 'pi1', resumed: false })
  })

  it('PERSISTED, TRANSPORT and DISMISS_ERROR set their fields', () => {
    let state = run([...started, { type: 'PERSISTED', persistentId: 'pi' }])
    expect(state.persistentId).toBe('pi')
    state = transition(state, { type: 'TRANSPORT', transport: 'http' })
    expect(state.transport).toBe('http')
    state = transition(state, { type: 'FAILED', message: 'x' })
    state = transition(state, { type: 'DISMISS_ERROR' })
    expect(state.error).toBeNull()
    expect(transition(state, { type: 'DISMISS_ERROR' })).toBe(state)
  })

  it('ANSWERS_RELOADED replaces the answers only once finished', () => {
    const inProgress = run(started)
    expect(transition(inProgress, { type: 'ANSWERS_RELOADED', answers: [] })).toBe(inProgress)
    const finished = run([
      ...started,
      { type: 'SUBMIT_TEXT', text: 'x' },
      answered({ done: true, nextQuestion: null }),
    ])
    expect(transition(finished, { type: 'ANSWERS_RELOADED', answers: [] }).answers).toEqual([])
  })

  it('ignores events that do not apply (same state back)', () => {
    const idle = run(started)
    for (const event of [
      { type: 'STOP' },
      { type: 'UPLOADED' },
      { type: 'RECORDED', audio: new Blob([]) },
      answered(),
      { type: 'STARTED', liveInterviewId: 'other', question: question('z') },
    ] as InterviewEvent[]) {
      expect(transition(idle, event)).toBe(idle)
    }
    const recording = transition(idle, { type: 'RECORD' })
    expect(transition(recording, { type: 'RECORD' })).toBe(recording)
    expect(transition(recording, { type: 'START', project })).toBe(recording)
    expect(transition(initialInterviewState(), { type: 'RECORD' }).status).toBe('idle')
  })

  it('a finished interview ignores late failures', () => {
    const finished = run([
      ...started,
      { type: 'SUBMIT_TEXT', text: 'x' },
      answered({ done: true, nextQuestion: null }),
    ])
    expect(transition(finished, { type: 'FAILED', message: 'late' })).toBe(finished)
  })

  it('RESTART resets everything, from any state, and carries extra store fields', () => {
    const busy = { ...run([...started, { type: 'RECORD' }]), deviceId: 'mic-1' }
    const reset = transition(busy, { type: 'RESTART' })
    expect(reset).toEqual({ ...initialInterviewState(), deviceId: 'mic-1' })
  })

  it('a new START after finishing begins afresh but keeps the transport learnt', () => {
    const finished = run([
      ...started,
      { type: 'TRANSPORT', transport: 'http' },
      { type: 'SUBMIT_TEXT', text: 'x' },
      answered({ done: true, nextQuestion: null }),
    ])
    const again = transition(finished, { type: 'START', project })
    expect(again).toMatchObject({
      status: 'waiting',
      answers: [],
      summary: null,
      transport: 'http',
    })
  })
})
