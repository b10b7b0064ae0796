import {
  availableModels,
  codingAuthorId,
  codingProjectId,
  defaultModelSelection,
  defaultPromptPath,
  demoUsers,
  fixtureCodes,
  fixtureCodingActivity,
  fixtureHighlights,
  interviewerPrompts,
  memberAttributes,
  persistentInterviews,
  participantLinks,
  projectAttributes,
  projectMembers,
  projects,
  projectTypes,
} from '../../fixtures'
import { hashPassword } from '../auth/crypto'
import { scenarios, type ScenarioName } from '../scenarios'
import { clearDatabase, db } from './index'
import { DEFAULT_SEED, generatedUsers } from './generated-users'
import { withTrustedRecords } from './record-check'
import { pauseIfDue } from './seed-pacing'
import { SEED_SCALES, type SeedScale, type SeedSettings } from './seed-options'

export interface SeedOptions extends SeedSettings {
  /**
   * A named scenario (mocks/scenarios): its seed options under the ones given here, and its
   * changes to the data after the seed. Default: the demo data.
   */
  scenario?: ScenarioName
}

export const GENERATED_USER_PASSWORD = 'candor123'
export const MISSING_PROMPT_PATH = 'prompts/interviewer/interviewer.system.missing.txt'

/**
 * Empties the database and fills it from fixtures/ (plus generated users), deterministically. Its
 * records are the mock's own and are not checked one by one as they are created (record-check.ts):
 * mocks/db/record-check.test.ts parses every seed and scenario strictly instead.
 */
export function seedDatabase(options: SeedOptions = {}): Promise<void> {
  return withTrustedRecords(() => fillDatabase(options))
}

async function fillDatabase(options: SeedOptions): Promise<void> {
  const scenario = options.scenario ? scenarios[options.scenario] : undefined
  const {
    seed = DEFAULT_SEED,
    extraUsers = 8,
    registrationEnabled = true,
    brokenPrompt = false,
    scale = 'default',
  } = { ...scenario?.seed, ...options }
  clearDatabase()

  for (const user of demoUsers) {
    const { password, ...fields } = user
    const salt = `salt-${user.id}`
    await db.users.create({
      ...fields,
      passwordSalt: salt,
      passwordHash: await hashPassword(password, salt),
    })
  }
  for (const user of await generatedUsers(seed, extraUsers)) {
    const salt = `salt-${user.id}`
    await db.users.create({
      ...user,
      role: 'interviewee',
      passwordSalt: salt,
      passwordHash: await hashPassword(GENERATED_USER_PASSWORD, salt),
    })
    await pauseIfDue()
  }

  for (const type of projectTypes) {
    const { questions, ...fields } = type
    await db.projectTypes.create({ ...fields, createdAt: '2026-09-01T09:00:00.000Z' })
    for (const question of questions) {
      await db.questions.create({ ...question, projectTypeId: type.id })
    }
    await pauseIfDue()
  }
  for (const project of projects) await db.projects.create({ ...project })
  for (const member of projectMembers) await db.members.create({ ...member })

  for (const interview of persistentInterviews) {
    const { questions, metadata, ...fields } = interview
    const type = projects.find((project) => project.id === interview.project_id)?.projectTypeId
    const total = projectTypes
      .find((candidate) => candidate.id === type)
      ?.questions.filter((question) => question.isActive).length
    await db.interviews.create({
      ...fields,
      metadata: { ...metadata, total_questions: total ?? 0 },
    })
    let position = 0
    for (const question of questions) {
      await db.interviewQuestions.create({
        ...question,
        interview_id: interview.interview_id,
        position: position++,
      })
    }
    await pauseIfDue()
  }

  await seedCoding()
  for (const [position, attribute] of projectAttributes.entries())
    await db.attributes.create({ ...attribute, values: [...attribute.values], position })
  for (const member of memberAttributes)
    await db.memberAttributes.create({ ...member, values: { ...member.values } })
  for (const link of participantLinks) await db.participantLinks.create({ ...link })

  for (const model of availableModels) await db.models.create({ ...model })
  for (const prompt of interviewerPrompts) await db.promptFiles.create({ ...prompt })
  await db.settings.create({
    key: 'settings',
    registrationEnabled,
    chatModel: defaultModelSelection.chatModel,
    audioModel: defaultModelSelection.audioModel,
    currentPrompt: brokenPrompt ? MISSING_PROMPT_PATH : defaultPromptPath,
  })

  // After the whole default seed, so the default records keep their ids, order and values.
  // Loaded only when asked for, so the demo's default mock does not carry it.
  if (scale === 'large') {
    const { seedLarge } = await import('./large-seed')
    await seedLarge(seed, GENERATED_USER_PASSWORD)
  }
  await scenario?.prepare?.()
}

/** BeanRunner's small codebook, its highlights and two activity entries, all by its lead. */
async function seedCoding(): Promise<void> {
  const made = { projectId: codingProjectId, createdBy: codingAuthorId }
  for (const code of fixtureCodes) await db.codes.create({ ...code, ...made, themeKey: null })
  for (const highlight of fixtureHighlights) await db.highlights.create({ ...highlight, ...made })
  for (const entry of fixtureCodingActivity) {
    await db.codingActivity.create({
      ...entry,
      projectId: codingProjectId,
      actorId: codingAuthorId,
      before: entry.before && { ...entry.before },
      after: entry.after && { ...entry.after },
    })
  }
}

/** A scale named in a URL, flag or environment variable; undefined when it names none. */
export function parseSeedScale(value: string | null | undefined): SeedScale | undefined {
  const wanted = value?.trim().toLowerCase()
  return SEED_SCALES.find((scale) => scale === wanted)
}

/**
 * Seed options from the page's address, for the in-browser mock (mocks/browser.ts):
 * `?seed=large` seeds the large data set, `?seed=default` (or no `seed`) the default one; any
 * other value is ignored.
 *
 * The standalone node server takes the same choice as `--seed large` (environment
 * `MOCK_SEED=large`), read with parseSeedScale and passed as `seedDatabase({ scale })`. The
 * large seed takes a few seconds to build and about 150,000 records of memory.
 */
export function seedOptionsFromUrl(url: URL): SeedOptions {
  const scale = parseSeedScale(url.searchParams.get('seed'))
  return scale ? { scale } : {}
}
