import { describe, expect, it } from 'vitest'
import { computeInsights } from './compute'
import {
  coffeeInterviews,
  coffeeQuestions,
  interview,
} from '../../../tests/support/insights-interviews'

const networkQuestions = [
  { id: 'n-setup', text: 'How did you set up your home network?', order: 1, isActive: true },
  { id: 'n-trouble', text: 'What went wrong along the way?', order: 2, isActive: true },
  { id: 'n-advice', text: 'What would you tell a friend?', order: 3, isActive: true },
]

describe('computeInsights: overview', () => {
  it('counts completed interviews only, follow-ups included in the answers', () => {
    const interviews = [
      ...coffeeInterviews(),
      interview(
        'iv-open',
        '2026-10-06T08:00:00.000Z',
        [{ questionId: 'q-heard', text: 'From a poster at the train station.' }],
        { isComplete: false, completedAt: null },
      ),
    ]
    const insights = computeInsights({ interviews, questions: coffeeQuestions })
    expect(insights.interviewCount).toBe(5)
    expect(insights.answerCount).toBe(4 + 4 + 4 + 3 + 2)
    expect(insights.answers.some((answer) => answer.interviewId === 'iv-open')).toBe(false)
    expect(insights.firstDate).toBe('2026-10-01T08:00:00.000Z')
    expect(insights.lastDate).toBe('2026-10-05T11:15:00.000Z')
    expect(insights.sentiment).toEqual({
      excited: 1,
      positive: 3,
      thoughtful: 1,
      interested: 1,
      informative: 2,
      neutral: 3,
      indifferent: 1,
      skeptical: 2,
      annoyed: 3,
    })
  })

  it('uses the start when a server sends no completion time, and copes with no interviews', () => {
    const [first, second] = coffeeInterviews()
    const noCompletion = [first, second].flatMap((item) => (item ? [item] : []))
    for (const item of noCompletion) delete item.completedAt
    const insights = computeInsights({ interviews: noCompletion, questions: coffeeQuestions })
    expect(insights.lastDate).toBe('2026-10-02T09:30:00.000Z')

    const empty = computeInsights({ interviews: [], questions: coffeeQuestions })
    expect(empty).toMatchObject({
      interviewCount: 0,
      answerCount: 0,
      firstDate: null,
      lastDate: null,
      sentiment: {},
      themes: [],
      answers: [],
    })
    expect(empty.questions.map((question) => [question.label, question.answerCount])).toEqual([
      ['1', 0],
      ['2', 0],
      ['3', 0],
      ['4', 0],
    ])
  })

  it('gives each answer a traceable id and keeps its text as sent', () => {
    const interviews = coffeeInterviews()
    const insights = computeInsights({ interviews, questions: coffeeQuestions })
    for (const answer of insights.answers) {
      const [interviewId, index] = answer.id.split(':')
      expect(interviewId).toBe(answer.interviewId)
      expect(Number(index)).toBe(answer.index)
      const source = interviews.find((item) => item.id === interviewId)?.answers[answer.index]
      expect(source?.text).toBe(answer.text)
    }
  })
})

describe('computeInsights: determinism', () => {
  it('gives deep-equal insights for the same input, and for the interviews in any order', () => {
    const input = { interviews: coffeeInterviews(), questions: coffeeQuestions }
    const once = computeInsights(input)
    expect(computeInsights(input)).toEqual(once)
    expect(JSON.stringify(computeInsights(input))).toBe(JSON.stringify(once))
    const reversed = computeInsights({ ...input, interviews: [...input.interviews].reverse() })
    expect(reversed).toEqual(once)
    const rotated = [...input.interviews.slice(2), ...input.interviews.slice(0, 2)]
    expect(computeInsights({ ...input, interviews: rotated }).themes).toEqual(once.themes)
  })
})

describe('computeInsights: questions and follow-ups', () => {
  it('counts follow-ups under their primary, in project order, with zero-answer questions', () => {
    const interviews = [
      interview('net-1', '2026-09-01T18:00:00.000Z', [
        {
          questionId: 'a-1',
          projectQuestionId: 'n-setup',
          followUpOf: null,
          text: 'I plugged the mesh router into the fibre box and followed the app.',
          sentiment: 'positive',
        },
        {
          questionId: 'a-2',
          projectQuestionId: null,
          followUpOf: 'a-1',
          questionText: 'Which app was that?',
          text: 'The router maker’s app; it found the other two nodes on its own.',
          sentiment: 'excited',
        },
        {
          questionId: 'a-3',
          projectQuestionId: null,
          followUpOf: 'a-2',
          questionText: 'Did the nodes need any help?',
          text: 'The one in the garage needed a second try before it paired.',
          sentiment: 'technical',
        },
        {
          questionId: 'a-4',
          projectQuestionId: null,
          followUpOf: 'a-1',
          questionText: 'How long did it take?',
          text: 'About twenty minutes, including the coffee break.',
          sentiment: 'neutral',
        },
        {
          questionId: 'a-5',
          projectQuestionId: 'n-trouble',
          followUpOf: null,
          text: 'The printer dropped off the network every night.',
          sentiment: 'annoyed',
        },
      ]),
    ]
    const insights = computeInsights({ interviews, questions: networkQuestions })
    expect(insights.answers.map((answer) => [answer.label, answer.primaryQuestionId])).toEqual([
      ['1', 'n-setup'],
      ['1.1', 'n-setup'],
      ['1.1.1', 'n-setup'],
      ['1.2', 'n-setup'],
      ['2', 'n-trouble'],
    ])
    expect(insights.answers.map((answer) => answer.isFollowUp)).toEqual([
      false,
      true,
      true,
      true,
      false,
    ])
    expect(insights.questions).toEqual([
      {
        questionId: 'n-setup',
        label: '1',
        text: 'How did you set up your home network?',
        answerCount: 4,
        sentiment: { excited: 1, positive: 1, neutral: 1, technical: 1 },
      },
      {
        questionId: 'n-trouble',
        label: '2',
        text: 'What went wrong along the way?',
        answerCount: 1,
        sentiment: { annoyed: 1 },
      },
      {
        questionId: 'n-advice',
        label: '3',
        text: 'What would you tell a friend?',
        answerCount: 0,
        sentiment: {},
      },
    ])
  })

  it('without followUpOf, numbers other answers as follow-ups of the latest primary', () => {
    // A server that predates projectQuestionId and followUpOf: primaries carry the project
    // question's id, follow-ups ids of their own.
    const interviews = [
      interview('net-2', '2026-09-02T18:00:00.000Z', [
        { questionId: 'n-setup', text: 'The installer did it; I only chose the room for the hub.' },
        { questionId: 'f-1', text: 'The hallway, because it is central.' },
        { questionId: 'f-2', text: 'Yes, the signal upstairs was fine after that.' },
        { questionId: 'n-advice', text: 'Put the router somewhere high and central.' },
        { questionId: 'f-3', text: 'Not in a cupboard, that is what ruined my old setup.' },
      ]),
    ]
    const insights = computeInsights({ interviews, questions: networkQuestions })
    expect(insights.answers.map((answer) => [answer.label, answer.primaryQuestionId])).toEqual([
      ['1', 'n-setup'],
      ['1.1', 'n-setup'],
      ['1.2', 'n-setup'],
      ['2', 'n-advice'],
      ['2.1', 'n-advice'],
    ])
    expect(insights.questions.map((question) => question.answerCount)).toEqual([3, 0, 2])
  })

  it('recognises a primary by its question text when its id is the interview’s own', () => {
    const interviews = [
      interview('net-3', '2026-09-03T18:00:00.000Z', [
        {
          questionId: 'x-1',
          questionText: 'How did you set up your home network?',
          text: 'With the ISP’s box, nothing fancy.',
        },
        { questionId: 'x-2', questionText: 'Any regrets?', text: 'The Wi‑Fi is weak upstairs.' },
      ]),
    ]
    const insights = computeInsights({ interviews, questions: networkQuestions })
    expect(insights.answers.map((answer) => [answer.label, answer.primaryQuestionId])).toEqual([
      ['1', 'n-setup'],
      ['1.1', 'n-setup'],
    ])
  })

  it('numbers primaries in the order asked, as the interview details do', () => {
    const interviews = [
      interview('iv-skip', '2026-10-07T08:00:00.000Z', [
        { questionId: 'q-heard', text: 'Through the office newsletter.' },
        { questionId: 'q-last', text: 'Monday, two lattes for the team.' },
      ]),
    ]
    const insights = computeInsights({ interviews, questions: coffeeQuestions })
    expect(insights.answers.map((answer) => answer.label)).toEqual(['1', '2'])
    expect(insights.questions.map((question) => question.answerCount)).toEqual([1, 0, 1, 0])
  })

  it('lists the project questions by their order field', () => {
    const shuffled = [
      coffeeQuestions[2],
      coffeeQuestions[0],
      coffeeQuestions[3],
      coffeeQuestions[1],
    ]
    const questions = shuffled.flatMap((question) => (question ? [question] : []))
    const insights = computeInsights({ interviews: coffeeInterviews(), questions })
    expect(insights.questions.map((question) => question.questionId)).toEqual(
      coffeeQuestions.map((question) => question.id),
    )
  })
})
