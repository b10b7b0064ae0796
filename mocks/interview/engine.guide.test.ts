import { beforeEach, describe, expect, it } from 'vitest'

import { fixtureIds } from '../../fixtures'
import { setAiEngine } from '../ai/active-engine'
import { localEngine } from '../ai/local-engine'
import { db } from '../db'
import { seedDatabase } from '../db/seed'
import type { GuideQuestionRecord, UserRecord } from '../db/schema'
import { answerInterview, startInterview } from './engine'

/**
 * The discussion guide drives the live interview (docs/product.md#discussion-guide): a question
 * at Probing depth None never gets a follow-up, a depth bounds the follow-ups as the intensity
 * does, and a session keeps the guide it started with.
 */

/** Short, vague, negative: an answer every intensity probes. */
const PROBED = 'Not sure, it was bad.'

function admin(): UserRecord {
  const user = db.users.findFirst((q) => q.where({ email: 'admin@candor.test' }))
  if (!user) throw new Error('admin is not seeded')
  return user
}

async function saveGuide(guide: GuideQuestionRecord[], intensity = 5): Promise<void> {
  await db.projects.update((q) => q.where({ id: fixtureIds.projects.coffee }), {
    data(project) {
      project.guide = guide
      project.followUpIntensity = intensity
    },
  })
}

/** Answers every question with PROBED; the follow-ups asked under each primary question. */
async function followUpsPerQuestion(): Promise<Map<string, number>> {
  const user = admin()
  const started = await startInterview(user, {
    projectId: fixtureIds.projects.coffee,
    company: '',
    product: '',
  })
  const counts = new Map<string, number>()
  let primary = started.firstQuestion.text
  let question: typeof started.firstQuestion | null = started.firstQuestion
  while (question) {
    if (question.isFollowUp) counts.set(primary, (counts.get(primary) ?? 0) + 1)
    else {
      primary = question.text
      counts.set(primary, 0)
    }
    question = (await answerInterview(user, started.id, { kind: 'text', text: PROBED }))
      .nextQuestion
  }
  return counts
}

describe('the interview follows the project’s discussion guide', () => {
  beforeEach(async () => {
    await seedDatabase()
  })

  it('asks no follow-up of a question at Probing depth None, even at intensity 5', async () => {
    await saveGuide([
      { id: 'q-none', text: 'How old are you?', probingDepth: null, goal: null },
      { id: 'q-deep', text: 'What went wrong last time?', probingDepth: 5, goal: null },
    ])
    const counts = await followUpsPerQuestion()
    expect(counts.get('How old are you?')).toBe(0)
    expect(counts.get('What went wrong last time?')).toBeGreaterThan(0)
  })

  it('bounds each question’s follow-ups by its own depth, not the project’s intensity', async () => {
    await saveGuide(
      [
        { id: 'q-1', text: 'What went wrong last time?', probingDepth: 1, goal: null },
        { id: 'q-5', text: 'What went wrong the time before?', probingDepth: 5, goal: null },
      ],
      3,
    )
    const counts = await followUpsPerQuestion()
    const shallow = counts.get('What went wrong last time?') ?? 0
    const deep = counts.get('What went wrong the time before?') ?? 0
    // The intensities' own limits (follow-up-rules.ts): 1 asks at most one, 5 at most three.
    expect(shallow).toBeLessThanOrEqual(1)
    expect(deep).toBeGreaterThan(shallow)
    expect(deep).toBeLessThanOrEqual(3)
  })

  it('counts the guide’s questions and keeps them for a session already started', async () => {
    await saveGuide([
      { id: 'q-a', text: 'First question?', probingDepth: null, goal: null },
      { id: 'q-b', text: 'Second question?', probingDepth: null, goal: null },
    ])
    const user = admin()
    const started = await startInterview(user, {
      projectId: fixtureIds.projects.coffee,
      company: '',
      product: '',
    })
    expect(started.totalQuestions).toBe(2)
    expect(started.firstQuestion).toMatchObject({
      text: 'First question?',
      projectTypeQuestionId: 'q-a',
    })
    await saveGuide([{ id: 'q-c', text: 'A new question?', probingDepth: null, goal: null }])
    const answered = await answerInterview(user, started.id, { kind: 'text', text: PROBED })
    expect(answered.nextQuestion?.text).toBe('Second question?')
  })

  it('passes the question’s goal to the AI engine with each follow-up decision', async () => {
    await saveGuide([
      { id: 'q-g', text: 'What went wrong?', probingDepth: 5, goal: 'Why people cancel' },
    ])
    const goals: (string | undefined)[] = []
    setAiEngine({
      ...localEngine,
      followUp: (input, context) => {
        goals.push(input.goal)
        return localEngine.followUp(input, context)
      },
    })
    try {
      await followUpsPerQuestion()
    } finally {
      setAiEngine(localEngine)
    }
    expect(goals.length).toBeGreaterThan(0)
    expect(goals.every((goal) => goal === 'Why people cancel')).toBe(true)
  })
})
