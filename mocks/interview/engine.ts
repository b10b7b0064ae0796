import type { components } from '@/contract/schema'
import {
  EmptyRecordingError,
  hashParts,
  phraseQuestion,
  styleForPrompt,
  type FollowUpIntensity,
} from '../ai'
import { aiEngine } from '../ai/active-engine'
import type { EngineLabel, InterviewContext } from '../ai/engine'
import { canOverridePrompt, canTypeAnswers } from '@/domain/permissions'
import { readableInterview, visibleProject } from '../rules/access'
import { db } from '../db'
import { questionsOfInterview } from '../db/indexes'
import type {
  Category,
  GuideQuestionRecord,
  InterviewQuestionRecord,
  LiveQuestion,
  LiveSessionRecord,
  UserRecord,
} from '../db/schema'
import { guideOf, probingDepthOf } from '../dto/guide'
import { questionsOfType } from '../dto/users-projects-interviews'
import { badRequest, conflict, forbidden, notFound } from '../rules/errors'
import { sampleCompanies } from '../../fixtures'
import { probeToAsk, settledProbe } from '../study/probes'

/**
 * The live interview, free of any transport: the HTTP answer handler, the MSW socket and the
 * standalone server's socket are thin adapters over these two functions, so they cannot disagree.
 */

type Schemas = components['schemas']
export type StartBody = Schemas['StartInterviewRequest']
/** `transcript`: what the browser's speech recognition heard, sent with the recording. */
export type AnswerInput =
  { kind: 'audio'; bytes: Uint8Array; transcript?: string } | { kind: 'text'; text: string }

const STANDALONE_CATEGORY: Category = 'service'
const STANDALONE_INTENSITY = 3

function settings() {
  const record = db.settings.findFirst((q) => q.where({ key: 'settings' }))
  if (!record) throw new Error('Mock settings are not seeded')
  return record
}

function toInterviewQuestion(question: LiveQuestion): Schemas['InterviewQuestion'] {
  return {
    id: question.id,
    text: question.text,
    ...(question.spokenText !== undefined && question.spokenText !== question.text
      ? { spokenText: question.spokenText }
      : {}),
    isFollowUp: question.isFollowUp,
    followUpOf: question.followUpOf,
    projectTypeQuestionId: question.projectTypeQuestionId,
    ...(question.engine && { engine: question.engine }),
  }
}

function primaryQuestion(
  session: Pick<LiveSessionRecord, 'plan' | 'promptPath' | 'intensity'>,
  index: number,
  isFirst: boolean,
): LiveQuestion | null {
  const planned = session.plan[index]
  if (!planned) return null
  const id = crypto.randomUUID()
  return {
    id,
    // The framing is the interviewer's, not the question's: only the plain text is stored.
    text: planned.text,
    spokenText: phraseQuestion(planned.text, styleForPrompt(session.promptPath), isFirst),
    isFollowUp: false,
    followUpOf: null,
    projectTypeQuestionId: planned.id,
    depth: 0,
    rootId: id,
    probingDepth: planned.probingDepth === undefined ? session.intensity : planned.probingDepth,
    goal: planned.goal ?? null,
  }
}

/** What the interview is about and which questions it asks. */
function interviewSubject(user: UserRecord, body: StartBody) {
  if (!body.projectId) {
    const sample = sampleCompanies.find(
      (c) => c.company === body.company && c.product === body.product,
    )
    const type = db.projectTypes.findFirst((q) => q.where({ category: STANDALONE_CATEGORY }))
    const questions = type ? questionsOfType(type.id, true) : []
    return {
      projectId: null,
      company: body.company.trim(),
      product: body.product.trim(),
      productDescription: sample?.productDescription ?? '',
      category: STANDALONE_CATEGORY,
      intensity: STANDALONE_INTENSITY,
      guide: questions.map((question) => ({
        id: question.id,
        text: question.text,
        probingDepth: STANDALONE_INTENSITY,
        goal: null,
      })),
    }
  }
  const projectId = body.projectId
  const project = visibleProject(user, projectId)
  const type = db.projectTypes.findFirst((q) => q.where({ id: project.projectTypeId }))
  return {
    projectId: project.id,
    company: project.company,
    product: project.product,
    productDescription: project.productDescription,
    category: type?.category ?? STANDALONE_CATEGORY,
    intensity: project.followUpIntensity,
    // Read once, here: a guide changed later does not reach this session.
    guide: guideOf(project).map((question) => ({
      ...question,
      probingDepth: probingDepthOf(question, project),
    })),
  }
}

function resumedProgress(
  user: UserRecord,
  persistentId: string | undefined,
  guide: readonly GuideQuestionRecord[],
) {
  if (!persistentId)
    return { answeredPrimary: new Set<string>(), answers: [], pendingFollowUp: null }
  // Someone else's interview that the caller may not read is as unknown as a missing one.
  const interview = readableInterview(user, persistentId)
  if (interview.interviewee_id !== user.id)
    throw forbidden('This interview belongs to another user')
  if (interview.status !== 'in_progress')
    throw conflict('Only an interview in progress can be resumed')
  const asked = questionsOfInterview(persistentId)
  const answered = asked.filter((question) => question.answer_text !== null)
  return {
    answeredPrimary: new Set(
      answered.flatMap((question) => question.project_type_question_id ?? []),
    ),
    answers: answered.map((question) => ({
      question: question.text,
      answer: question.answer_text ?? '',
      sentiment: question.sentiment ?? 'unknown',
    })),
    pendingFollowUp: pendingFollowUp(asked, guide),
  }
}

/**
 * A follow-up left on screen unanswered is asked again first, under its recorded id, so that
 * its answer lands on the question already recorded (the interviewer was waiting for it).
 */
function pendingFollowUp(
  asked: readonly InterviewQuestionRecord[],
  guide: readonly GuideQuestionRecord[],
): LiveQuestion | null {
  const last = asked.at(-1)
  if (!last || last.answer_text !== null || last.follow_up_of === null) return null
  let depth = 0
  let root: InterviewQuestionRecord = last
  for (;;) {
    const parentId: string | null = root.follow_up_of
    const parent = parentId ? asked.find((question) => question.question_id === parentId) : null
    if (!parent) break
    root = parent
    depth++
  }
  const primary = guide.find((question) => question.id === root.project_type_question_id)
  return {
    id: last.question_id,
    text: last.text,
    isFollowUp: true,
    followUpOf: last.follow_up_of,
    projectTypeQuestionId: null,
    depth,
    rootId: root.question_id,
    // A primary question no longer in the guide keeps the bound it had: the project's intensity.
    ...(primary && { probingDepth: primary.probingDepth, goal: primary.goal }),
  }
}

export async function startInterview(
  user: UserRecord,
  body: StartBody,
): Promise<Schemas['StartInterviewResponse']> {
  if (body.promptOverride !== undefined) {
    if (!canOverridePrompt(user)) throw forbidden('Only admins can override the interviewer prompt')
    const path = body.promptOverride
    if (!db.promptFiles.findFirst((q) => q.where({ path }))) {
      throw badRequest('body.promptOverride', 'does not name a prompt file in prompts/interviewer/')
    }
  }
  const subject = interviewSubject(user, body)
  const progress = resumedProgress(user, body.resumePersistentId, subject.guide)
  const plan = subject.guide.filter((question) => !progress.answeredPrimary.has(question.id))
  const totalQuestions = progress.answeredPrimary.size + plan.length
  if (plan.length === 0 && !progress.pendingFollowUp) {
    throw conflict(
      progress.answeredPrimary.size > 0
        ? 'Every question of this interview is answered: finish it instead'
        : 'This project type has no active questions',
    )
  }
  const promptPath = body.promptOverride ?? settings().currentPrompt
  const first =
    progress.pendingFollowUp ??
    primaryQuestion(
      { plan, promptPath, intensity: subject.intensity },
      0,
      progress.answers.length === 0,
    )
  if (!first) throw new Error('unreachable: plan is not empty')
  const id = crypto.randomUUID()
  await db.liveSessions.create({
    id,
    userId: user.id,
    projectId: subject.projectId,
    persistentId: body.resumePersistentId ?? null,
    company: subject.company,
    product: subject.product,
    productDescription: subject.productDescription,
    category: subject.category,
    intensity: subject.intensity,
    promptPath,
    plan,
    totalQuestions,
    nextPlanIndex: progress.pendingFollowUp ? 0 : 1,
    current: first,
    followUpsForRoot: first.depth,
    answers: progress.answers,
    done: false,
    createdAt: new Date().toISOString(),
  })
  return { id, firstQuestion: toInterviewQuestion(first), totalQuestions }
}

/** The caller's live session, or 404 (another user's session is not revealed). */
function sessionOf(user: UserRecord, id: string): LiveSessionRecord {
  const session = db.liveSessions.findFirst((q) => q.where({ id }))
  if (!session || session.userId !== user.id) throw notFound('Interview')
  return session
}

/** What the interviewer knows of this session: the subject, the prompt and the talk so far. */
function contextOf(session: LiveSessionRecord): InterviewContext {
  return {
    company: session.company,
    product: session.product,
    productDescription: session.productDescription,
    promptPath: session.promptPath,
    conversation: session.answers.map(({ question, answer }) => ({ question, answer })),
  }
}

/** The answer's text and who made it: typed text is the admin's own words, so no engine. */
async function heard(
  session: LiveSessionRecord,
  current: LiveQuestion,
  input: AnswerInput,
): Promise<{ text: string; engine: EngineLabel | 'browser' | null }> {
  if (input.kind === 'text') return { text: input.text.trim(), engine: null }
  if (input.bytes.byteLength === 0) throw badRequest('body.audio', 'is an empty recording')
  const recognised = input.transcript?.trim()
  // What was said beats a demo transcript; an engine that transcribes for real is trusted over
  // the browser's guess.
  if (recognised && aiEngine().name === 'local') return { text: recognised, engine: 'browser' }
  try {
    const produced = await aiEngine().transcribe(
      {
        category: session.category,
        questionText: current.text,
        questionKey: current.projectTypeQuestionId ?? current.id,
        audioBytes: input.bytes,
      },
      contextOf(session),
    )
    return { text: produced.value, engine: produced.engine }
  } catch (error) {
    if (error instanceof EmptyRecordingError)
      throw badRequest('body.audio', 'is an empty recording')
    throw error
  }
}

export async function answerInterview(
  user: UserRecord,
  liveInterviewId: string,
  input: AnswerInput,
): Promise<Schemas['AnswerResponse']> {
  const session = sessionOf(user, liveInterviewId)
  if (session.done || !session.current) throw conflict('This interview is already completed')
  if (input.kind === 'text' && !canTypeAnswers(user)) {
    throw forbidden('Only admins can type a response')
  }
  const current = session.current
  const context = contextOf(session)
  const { text: transcript, engine: transcriptEngine } = await heard(session, current, input)
  const rated = await aiEngine().rateSentiment(transcript, current.text)
  const sentiment = rated.value
  // The guide's probing depth bounds the follow-ups as the intensity does; None asks none.
  const bound = current.probingDepth === undefined ? session.intensity : current.probingDepth
  const goal = current.goal ?? undefined
  const decided =
    bound === null
      ? null
      : await aiEngine().followUp(
          {
            questionText: current.text,
            answerText: transcript,
            sentiment,
            intensity: bound as FollowUpIntensity,
            ...(goal !== undefined && { goal }),
            depth: current.depth,
            followUpsSoFar: session.followUpsForRoot,
            style: styleForPrompt(session.promptPath),
            // The current question belongs to the plan entry before nextPlanIndex.
            primaryQuestionText: session.plan[session.nextPlanIndex - 1]?.text ?? current.text,
            interviewQuestions: [
              ...session.answers.map((answer) => answer.question),
              ...session.plan.map((planned) => planned.text),
            ],
            product: session.product,
            // The same project and answers replay the same follow-ups, in tests and in demos.
            seed: hashParts(session.projectId ?? '', session.company, session.product),
          },
          context,
        )
  // An observer's suggested probe is this question's next follow-up (docs/product.md#watch-live),
  // within the same depth: a question at None asks none.
  const probe = bound === null ? undefined : probeToAsk(session.id, current.id)
  const followUp = probe ? { question: probe.text } : (decided?.value ?? null)
  const next: LiveQuestion | null = followUp
    ? {
        id: crypto.randomUUID(),
        text: followUp.question,
        isFollowUp: true,
        followUpOf: current.id,
        projectTypeQuestionId: null,
        depth: current.depth + 1,
        rootId: current.rootId,
        ...(!probe && { engine: decided?.engine }),
        probingDepth: bound,
        goal: current.goal ?? null,
      }
    : primaryQuestion(session, session.nextPlanIndex, false)
  const answers = [...session.answers, { question: current.text, answer: transcript, sentiment }]
  await db.liveSessions.update((q) => q.where({ id: session.id }), {
    data(record) {
      record.answers = answers
      record.current = next
      record.done = next === null
      record.suggestedProbe = settledProbe(
        record.suggestedProbe,
        current.id,
        probe && next ? { probeId: probe.id, questionId: next.id } : null,
      )
      if (followUp) record.followUpsForRoot += 1
      else if (next) {
        record.nextPlanIndex += 1
        record.followUpsForRoot = 0
      }
    },
  })
  return {
    transcript,
    ...(transcriptEngine && { transcriptEngine }),
    sentiment,
    sentimentEngine: rated.engine,
    done: next === null,
    summary: next === null ? answers : null,
    nextQuestion: next ? toInterviewQuestion(next) : null,
  }
}

/** The socket messages one processed answer becomes, in protocol order. */
export function answerMessages(answer: Schemas['AnswerResponse']): Schemas['WsServerMessage'][] {
  const messages: Schemas['WsServerMessage'][] = [
    {
      type: 'transcript',
      transcript: answer.transcript,
      ...(answer.transcriptEngine && { transcriptEngine: answer.transcriptEngine }),
    },
    { type: 'sentiment', sentiment: answer.sentiment, sentimentEngine: answer.sentimentEngine },
    { type: 'done', done: answer.done },
  ]
  if (answer.nextQuestion)
    messages.push({ type: 'nextQuestion', nextQuestion: answer.nextQuestion })
  if (answer.summary) messages.push({ type: 'summary', summary: answer.summary })
  return messages
}
