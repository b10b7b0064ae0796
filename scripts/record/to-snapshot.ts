import {
  availableModels,
  defaultModelSelection,
  defaultPromptPath,
  FIXTURE_VERSION,
  interviewerPrompts,
} from '../../fixtures'
import { hashPassword } from '../../mocks/auth/crypto'
import type {
  AskedQuestionRecord,
  AttributeRecord,
  InterviewQuestionRecord,
  InterviewRecord,
  MemberAttributesRecord,
  MemberRecord,
  ProjectRecord,
  ProjectTypeRecord,
  PromptFileRecord,
  QuestionRecord,
  SettingsRecord,
  UserRecord,
} from '../../mocks/db/schema'
import { checkSnapshot, type Snapshot } from '../../mocks/db/snapshot'
import type { components } from '@/contract/schema'
import { Anonymiser, type Person } from './anonymise'
import { CodingRecorder } from './coding'
import type { Answer } from './read-all'

/**
 * The valid answers of a recording turned into the mock's data file (a snapshot, as
 * `--data FILE` keeps), with every person's name and email replaced by a fake one.
 */

type Schemas = components['schemas']

/** The password every recorded account has in the mock (mocks/README.md#recorded-data). */
export const RECORDED_PASSWORD = 'recorded123'

export interface Recording {
  snapshot: Snapshot
  /** The signed-in account's fake email, to sign in to the mock with. */
  signInAs: string
  users: number
  /** Read operations whose answers have no place in the data (newer than the recorder). */
  unplaced: string[]
}

type UserDraft = Omit<UserRecord, 'passwordSalt' | 'passwordHash'>

/**
 * Records in the order they were made, as a database keeps them (answers list them newest
 * first, by name…): the mock answers some lists in stored order.
 */
const byTime = <T>(records: Iterable<T>, time: (record: T) => string): T[] =>
  [...records].sort((a, b) => Date.parse(time(a)) - Date.parse(time(b)))

const earlier = (a: string, b: string) => (Date.parse(a) <= Date.parse(b) ? a : b)

/** Flattens a question tree parent first, so that rebuilding it gives the same tree. */
function flatten(
  interviewId: string,
  questions: readonly Schemas['PersistentQuestion'][],
  out: InterviewQuestionRecord[],
): InterviewQuestionRecord[] {
  for (const {
    children,
    sentiment,
    sentimentCorrection,
    questionEngine,
    sentimentEngine,
    transcriptEngine,
    ...question
  } of questions) {
    // The record keeps the AI's reading; a correction is the server's own record, not the answer's.
    const reading = sentimentCorrection ? sentimentCorrection.original : (sentiment ?? null)
    out.push({
      ...question,
      sentiment: reading,
      // Which engine made what, stored under the record's own names (admins' answers carry it).
      question_engine: questionEngine ?? null,
      sentiment_engine: sentimentEngine ?? null,
      transcript_engine: transcriptEngine ?? null,
      interview_id: interviewId,
      position: out.length,
    })
    flatten(interviewId, children, out)
  }
  return out
}

export async function toSnapshot(
  answers: readonly Answer[],
  me: Schemas['User'],
  recordedAt: string,
): Promise<Recording> {
  const users = new Map<string, UserDraft>()
  const projects = new Map<string, ProjectRecord>()
  const members = new Map<string, MemberRecord>()
  const projectTypes = new Map<string, ProjectTypeRecord>()
  const questions = new Map<string, QuestionRecord>()
  const interviews = new Map<
    string,
    { record: InterviewRecord; questions: InterviewQuestionRecord[] }
  >()
  let models: { id: string; name: string }[] | undefined
  let prompts: Schemas['InterviewerPrompt'][] | undefined
  const settings: SettingsRecord = {
    key: 'settings',
    registrationEnabled: true,
    chatModel: defaultModelSelection.chatModel,
    audioModel: defaultModelSelection.audioModel,
    currentPrompt: defaultPromptPath,
  }

  const addUser = (user: Schemas['User']) => {
    const { id, email, firstName, lastName, role, createdAt, lastLoginAt } = user
    users.set(id, { id, email, firstName, lastName, role, createdAt, lastLoginAt })
  }
  /** A person met only as a summary (a member, an interviewee): joined when first seen. */
  const addSummary = (summary: Schemas['UserSummary'], seenAt: string) => {
    const known = users.get(summary.id)
    if (known) known.createdAt = earlier(known.createdAt, seenAt)
    else users.set(summary.id, { ...summary, createdAt: seenAt, lastLoginAt: null })
  }
  const coding = new CodingRecorder()
  const addInterview = (interview: Schemas['PersistentInterview']) => {
    const { questions: tree, ...record } = interview
    if (!interviews.has(interview.interview_id)) coding.addCorrections(interview.project_id, tree)
    interviews.set(interview.interview_id, {
      record,
      questions: flatten(interview.interview_id, tree, []),
    })
  }
  const addQuestion = (typeId: string, question: Schemas['ProjectTypeQuestion']) =>
    questions.set(question.id, { ...question, projectTypeId: typeId })

  const unplaced = new Set<string>()
  const attributes: AttributeRecord[] = []
  const memberAttributes: MemberAttributesRecord[] = []
  const askedQuestions: AskedQuestionRecord[] = []
  addUser(me)
  for (const { operationId, params, body } of answers) {
    switch (operationId) {
      case 'getProfile':
      case 'listUsers':
        for (const user of [body].flat() as Schemas['User'][]) addUser(user)
        break
      case 'getAuthConfig':
        settings.registrationEnabled = (body as Schemas['AuthConfig']).registrationEnabled
        break
      case 'listProjects':
      case 'getProject':
        for (const project of [body].flat() as Schemas['Project'][]) {
          projects.set(project.id, project)
        }
        break
      case 'listProjectMembers':
        for (const { user, ...member } of body as Schemas['ProjectMember'][]) {
          addSummary(user, member.invitedAt)
          members.set(member.id, { ...member, projectId: params.id ?? '' })
        }
        break
      case 'listProjectInterviews':
        for (const interview of body as Schemas['ProjectInterview'][]) {
          if (interview.user) addSummary(interview.user, interview.createdAt)
        }
        break
      case 'listProjectTypes':
        for (const { questions: list, ...type } of body as Schemas['ProjectType'][]) {
          // The contract does not say when a type was made: the recording's time stands in.
          projectTypes.set(type.id, { ...type, createdAt: recordedAt })
          for (const question of list) addQuestion(type.id, question)
        }
        break
      case 'listProjectTypeQuestions':
        for (const question of body as Schemas['ProjectTypeQuestion'][]) {
          addQuestion(params.id ?? '', question)
        }
        break
      case 'listProjectQuestions': {
        const project = projects.get(params.id ?? '')
        const guide = body as Schemas['GuideQuestion'][]
        for (const question of guide) {
          if (project && !questions.has(question.id)) addQuestion(project.projectTypeId, question)
        }
        // The discussion guide as served, goals and depths included (docs/product.md#discussion-guide).
        if (project)
          project.guide = guide.map(({ id, text, goal, probingDepth, followsIntensity }) => ({
            id,
            text,
            goal,
            ...(!followsIntensity && { probingDepth }),
          }))
        break
      }
      case 'listPersistentInterviews':
        for (const interview of (body as Schemas['PersistentInterviewPage']).items) {
          addInterview(interview)
        }
        break
      case 'listInProgressInterviews':
      case 'getPersistentInterview':
        for (const interview of [body].flat() as Schemas['PersistentInterview'][]) {
          addInterview(interview)
        }
        break
      case 'listAvailableModels':
        models = (body as Schemas['ModelList']).models.map(({ id, name }) => ({
          id,
          name: name ?? id,
        }))
        break
      case 'getCurrentModels': {
        const { chatModel, audioModel } = body as Schemas['ModelSelection']
        Object.assign(settings, { chatModel, audioModel })
        break
      }
      case 'listInterviewerPrompts':
        prompts = (body as Schemas['InterviewerPromptList']).prompts
        break
      case 'getCurrentInterviewerPrompt':
        settings.currentPrompt = (body as Schemas['PromptStatus']).currentPrompt
        break
      case 'getProjectAttributes': {
        const projectId = params.id ?? ''
        const { attributes: defined, members } = body as Schemas['ProjectAttributes']
        for (const [position, { id, name, values }] of defined.entries())
          attributes.push({ id, projectId, name, values: [...values], position })
        for (const { userId, values } of members)
          memberAttributes.push({ id: `${projectId}:${userId}`, projectId, userId, values })
        break
      }
      case 'listAskedQuestions':
        for (const { askedBy, summary, ...asked } of body as Schemas['AskedQuestion'][])
          askedQuestions.push({
            ...asked,
            projectId: params.id ?? '',
            summary: summary ?? null,
            askedByUserId: null,
            askedByName: askedBy,
          })
        break
      case 'listShareLinks':
      case 'listParticipantLinks':
        // A link's token is a secret that opens the report to anyone: never recorded.
        break
      case 'getAiStatus':
        // The provider's health at that moment, not data: a replay answers with its own engine.
        break
      case 'getStudyFunnel':
        // Counted from the members, interviews and activity recorded above: a replay counts again.
        break
      default:
        if (!coding.add(operationId, params.id ?? '', body)) unplaced.add(operationId)
    }
  }

  // An account that may not list members (an interviewee) still belongs to its projects: its
  // profile says which, so that the mock shows it the same projects.
  for (const ref of me.projects) {
    const project = projects.get(ref.id)
    const member = [...members.values()].some(
      (candidate) => candidate.projectId === ref.id && candidate.userId === me.id,
    )
    if (!project || member || project.leadUserId === me.id) continue
    const id = crypto.randomUUID()
    members.set(id, {
      id,
      projectId: ref.id,
      userId: me.id,
      invitedAt: project.createdAt,
      completedAt: null,
    })
  }

  // The contract gives a prompt's name, not its text: a known prompt keeps the seed's text,
  // another gets the default prompt's, so that interviews can still run on it.
  const [fallbackPrompt] = interviewerPrompts
  const promptFiles: PromptFileRecord[] = (prompts ?? interviewerPrompts).map((prompt) => {
    const seeded = interviewerPrompts.find((candidate) => candidate.path === prompt.path)
    const { style, content } = seeded ?? fallbackPrompt ?? { style: 'warm', content: '' }
    return {
      path: prompt.path,
      filename: prompt.filename,
      description: prompt.description,
      style,
      content,
    }
  })

  const anonymiser = new Anonymiser()
  const real = new Map<string, Person>([...users].map(([id, user]) => [id, user]))
  const userRecords: UserRecord[] = []
  for (const user of byTime(users.values(), (draft) => draft.createdAt)) {
    const fake = anonymiser.fake(user)
    const passwordSalt = `recorded-${user.id}`
    userRecords.push({
      ...user,
      ...fake,
      passwordSalt,
      passwordHash: await hashPassword(RECORDED_PASSWORD, passwordSalt),
    })
  }
  // The list names who asked by name only: a known user's fake name, else no one by name.
  const askedByFake = (asked: AskedQuestionRecord): AskedQuestionRecord => {
    const name = `${asked.askedByName.firstName} ${asked.askedByName.lastName}`
    const [id, user] =
      [...users].find(([, each]) => `${each.firstName} ${each.lastName}` === name) ?? []
    const { firstName, lastName } = user
      ? anonymiser.fake(user)
      : { firstName: 'Former', lastName: 'member' }
    return scrub({ ...asked, askedByUserId: id ?? null, askedByName: { firstName, lastName } })
  }
  const scrub = <T>(record: T): T =>
    JSON.parse(JSON.stringify(record), (_key, value: unknown) =>
      typeof value === 'string' ? anonymiser.scrub(value, real) : value,
    ) as T

  const interviewList = byTime(interviews.values(), ({ record }) => record.started_at)
  const snapshot = await checkSnapshot({
    version: FIXTURE_VERSION,
    collections: {
      users: userRecords,
      projects: byTime(projects.values(), (project) => project.createdAt).map(scrub),
      members: byTime(members.values(), (member) => member.invitedAt),
      projectTypes: [...projectTypes.values()].map(scrub),
      questions: [...questions.values()].map(scrub),
      interviews: interviewList.map(({ record }) => scrub(record)),
      interviewQuestions: interviewList.flatMap(({ questions: list }) => list.map(scrub)),
      authSessions: [],
      liveSessions: [],
      settings: [settings],
      promptFiles,
      models: models ?? availableModels.map((model) => ({ ...model })),
      ...scrub(coding.collections(new Set(users.keys()))),
      attributes: attributes.map(scrub),
      memberAttributes: memberAttributes.map(scrub),
      shareLinks: [],
      askedQuestions: byTime(askedQuestions, (asked) => asked.askedAt).map(askedByFake),
      // A participant link's token opens the study to anyone: never recorded.
      participantLinks: [],
    },
  })
  return {
    snapshot,
    signInAs: anonymiser.fake(me).email,
    users: userRecords.length,
    unplaced: [...unplaced],
  }
}
