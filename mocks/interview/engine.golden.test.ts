import { beforeEach, describe, expect, it } from 'vitest'

import { fixtureIds, interviewerPrompts } from '../../fixtures'
import { db } from '../db'
import { seedDatabase } from '../db/seed'
import type { UserRecord } from '../db/schema'
import { answerInterview, startInterview } from './engine'

/**
 * Whole interviews through the live engine, typed by the admin, read back as transcripts: each
 * question (Q), the answer given (A), and so on through the follow-ups. The expected transcripts
 * are written out below so a reviewer can judge how the interviewer sounds; a change to the
 * follow-up stub shows up here line by line.
 */

type PromptStyle = 'warm' | 'concise' | 'probing'
const PROMPT: Readonly<Record<PromptStyle, string>> = {
  warm: interviewerPrompts[0].path,
  concise: interviewerPrompts[1].path,
  probing: interviewerPrompts[2].path,
}

function admin(): UserRecord {
  const user = db.users.findFirst((q) => q.where({ email: 'admin@candor.test' }))
  if (!user) throw new Error('admin is not seeded')
  return user
}

/**
 * Runs a project's interview to the end. `answers[i]` holds the answers to primary question i
 * and then to its follow-ups, in turn; once they run out the interviewee says they have nothing
 * to add.
 */
async function transcript(
  projectId: string,
  intensity: number,
  style: PromptStyle,
  answers: readonly (readonly string[])[],
): Promise<string[]> {
  await db.projects.update((q) => q.where({ id: projectId }), {
    data(project) {
      project.followUpIntensity = intensity
      // These transcripts are the intensity's: every question follows it, as before guides.
      delete project.guide
    },
  })
  const user = admin()
  const started = await startInterview(user, {
    projectId,
    company: '',
    product: '',
    promptOverride: PROMPT[style],
  })
  const lines: string[] = []
  let question: { text: string; spokenText?: string; isFollowUp: boolean } | null =
    started.firstQuestion
  let primary = -1
  let turn = 0
  while (question) {
    if (!question.isFollowUp) {
      primary++
      turn = 0
    }
    const answer = answers[primary]?.[turn++] ?? "That's all I can think of."
    lines.push(
      `${question.isFollowUp ? '  F' : 'Q'}: ${question.spokenText ?? question.text}`,
      `${question.isFollowUp ? '  ' : ''}A: ${answer}`,
    )
    const result = await answerInterview(user, started.id, { kind: 'text', text: answer })
    question = result.nextQuestion
  }
  return lines
}

const COFFEE_ANSWERS = [
  [
    'A friend at work, she orders every morning.',
    'She said it was quicker than queueing downstairs.',
  ],
  [
    'Um, I was just grabbing coffee at the station, it was fine I guess.',
    'Sort of. I mean the queue was the worst part.',
  ],
  // Says what happened and when: Standard moves on, Exhaustive still asks.
  [
    'I ordered a flat white at eight and it turned up at eight forty, lukewarm.',
    "Forty minutes is too long, I'd say twenty is okay.",
  ],
  [
    'The courier was over an hour late and nobody called me.',
    'I cancelled and made instant coffee, which was miserable.',
  ],
  ["It's a bit pricey, about forty euros a month, but it saves me time.", 'Maybe thirty.'],
]

const NETWORK_ANSWERS = [
  ['Google, when our office Wi-Fi kept dropping.', 'Honestly, about twice a day.'],
  [
    'We had one old router for three floors and people worked from the kitchen to get a signal.',
    'It depends on the floor, the top floor was hopeless.',
  ],
  [
    'The technician came on a Tuesday, put in three mesh points and labelled every cable.',
    'It took about two hours.',
  ],
  ['no', 'idk'],
  ['Das ist zu teuer, aber es funktioniert.', "Sorry: it's too expensive but it works."],
]

describe('golden interviews', () => {
  beforeEach(async () => {
    await seedDatabase()
  })

  it('coffee delivery at intensity 3, warm prompt', async () => {
    expect(await transcript(fixtureIds.projects.coffee, 3, 'warm', COFFEE_ANSWERS)).toEqual([
      'Q: Thanks for taking the time to talk with me. To start: How did you first hear about the service?',
      'A: A friend at work, she orders every morning.',
      "Q: Great, let's keep going: What were you doing before you found it, and what made you try something new?",
      'A: Um, I was just grabbing coffee at the station, it was fine I guess.',
      '  F: No problem. What would it take to go from "fine" to really good?',
      '  A: Sort of. I mean the queue was the worst part.',
      'Q: Thank you! Next question: Walk me through the last time you used it, from start to finish.',
      'A: I ordered a flat white at eight and it turned up at eight forty, lukewarm.',
      "Q: Next, I'd love to hear: Tell me about a time the service didn't go the way you expected. What happened?",
      'A: The courier was over an hour late and nobody called me.',
      "  F: That's not great. What would a reasonable wait look like for you?",
      '  A: I cancelled and made instant coffee, which was miserable.',
      "Q: Great, let's keep going: How do you feel about what you pay compared with what you get?",
      "A: It's a bit pricey, about forty euros a month, but it saves me time.",
    ])
  })

  it('coffee delivery at intensity 5, probing prompt', async () => {
    expect(await transcript(fixtureIds.projects.coffee, 5, 'probing', COFFEE_ANSWERS)).toEqual([
      'Q: How did you first hear about the service? Please be as specific as you can.',
      'A: A friend at work, she orders every morning.',
      '  F: What exactly did your friend tell you about it?',
      '  A: She said it was quicker than queueing downstairs.',
      '  F: What would make you switch back?',
      "  A: That's all I can think of.",
      '  F: Understood. When did you first come across it, and what was going on for you then?',
      "  A: That's all I can think of.",
      'Q: What were you doing before you found it, and what made you try something new? Please be as specific as you can.',
      'A: Um, I was just grabbing coffee at the station, it was fine I guess.',
      '  F: When did it last feel better or worse than that, and why?',
      '  A: Sort of. I mean the queue was the worst part.',
      '  F: When the queue was the worst part, what would have made it better?',
      "  A: That's all I can think of.",
      '  F: What exactly made you try it that first time?',
      "  A: That's all I can think of.",
      'Q: Walk me through the last time you used it, from start to finish. Please be as specific as you can.',
      'A: I ordered a flat white at eight and it turned up at eight forty, lukewarm.',
      '  F: What did you do to get around it?',
      "  A: Forty minutes is too long, I'd say twenty is okay.",
      '  F: What did you do while you were waiting?',
      "  A: That's all I can think of.",
      '  F: How many times did you use it last week, roughly?',
      "  A: That's all I can think of.",
      "Q: Tell me about a time the service didn't go the way you expected. What happened? Please be as specific as you can.",
      'A: The courier was over an hour late and nobody called me.',
      '  F: When the courier was over an hour late, what did that cost you that day?',
      '  A: I cancelled and made instant coffee, which was miserable.',
      '  F: What did it cost you, in time or money, the last time?',
      "  A: That's all I can think of.",
      '  F: Which step takes longer than it should, specifically?',
      "  A: That's all I can think of.",
      'Q: How do you feel about what you pay compared with what you get? Please be as specific as you can.',
      "A: It's a bit pricey, about forty euros a month, but it saves me time.",
      '  F: At what price would you stop using it altogether?',
      '  A: Maybe thirty.',
      '  F: What does "thirty" mean for you in practice?',
      "  A: That's all I can think of.",
      '  F: At what price would you stop paying for it?',
      "  A: That's all I can think of.",
    ])
  })

  it('network setup at intensity 1, concise prompt', async () => {
    expect(await transcript(fixtureIds.projects.network, 1, 'concise', NETWORK_ANSWERS)).toEqual([
      'Q: How did you first hear about the service?',
      'A: Google, when our office Wi-Fi kept dropping.',
      'Q: What were you doing before you found it, and what made you try something new?',
      'A: We had one old router for three floors and people worked from the kitchen to get a signal.',
      'Q: Walk me through the last time you used it, from start to finish.',
      'A: The technician came on a Tuesday, put in three mesh points and labelled every cable.',
      "Q: Tell me about a time the service didn't go the way you expected. What happened?",
      'A: no',
      '  F: Did anything go wrong recently?',
      '  A: idk',
      'Q: How do you feel about what you pay compared with what you get?',
      'A: Das ist zu teuer, aber es funktioniert.',
    ])
  })

  it('network setup at intensity 4, warm prompt', async () => {
    expect(await transcript(fixtureIds.projects.network, 4, 'warm', NETWORK_ANSWERS)).toEqual([
      'Q: Thanks for taking the time to talk with me. To start: How did you first hear about the service?',
      'A: Google, when our office Wi-Fi kept dropping.',
      '  F: That sounds frustrating. When your office Wi-Fi kept dropping, what did you do next?',
      '  A: Honestly, about twice a day.',
      '  F: I see. Is "about twice a day" typical for you, or was that unusual?',
      "  A: That's all I can think of.",
      "Q: Great, let's keep going: What were you doing before you found it, and what made you try something new?",
      'A: We had one old router for three floors and people worked from the kitchen to get a signal.',
      'Q: Thank you! Next question: Walk me through the last time you used it, from start to finish.',
      'A: The technician came on a Tuesday, put in three mesh points and labelled every cable.',
      "Q: Next, I'd love to hear: Tell me about a time the service didn't go the way you expected. What happened?",
      'A: no',
      '  F: Has anything gone wrong recently, even something small?',
      '  A: idk',
      '  F: Is there a moment where it slows you down a little?',
      "  A: That's all I can think of.",
      "Q: Great, let's keep going: How do you feel about what you pay compared with what you get?",
      'A: Das ist zu teuer, aber es funktioniert.',
      "  F: I see. I'm afraid I only follow English well — could you put that in English, even roughly?",
      "  A: Sorry: it's too expensive but it works.",
      '  F: I hear you. What makes it too expensive, compared with what you expected?',
      "  A: That's all I can think of.",
    ])
  })
})

describe('the stored question is the question', () => {
  beforeEach(async () => {
    await seedDatabase()
  })

  it('sends the plain question as text and the framing only as the interviewer’s words', async () => {
    const started = await startInterview(admin(), {
      company: 'BeanRunner',
      product: 'BeanRunner',
      projectId: fixtureIds.projects.coffee,
      promptOverride: PROMPT.warm,
    })
    expect(started.firstQuestion.text).toBe('How did you first hear about the service?')
    expect(started.firstQuestion.spokenText).toMatch(/^Thanks for taking the time/)
    const answered = await answerInterview(admin(), started.id, {
      kind: 'text',
      text: 'A colleague at work told me about it in March; she had used it for a year.',
    })
    const next = answered.nextQuestion
    expect(next?.text).not.toMatch(/Next question|let's keep going|I'd love to hear/)
    expect(next?.spokenText ?? next?.text).toContain(next?.text ?? '')
  })
})
