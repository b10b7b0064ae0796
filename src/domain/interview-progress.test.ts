import { describe, expect, it } from 'vitest'
import { featuredQuestionId, fixtureIds, persistentInterviews } from '../../fixtures'
import {
  answeredPrimaryCount,
  answeredQuestions,
  flattenQuestions,
  normalizePersistentInterview,
  numberQuestionTree,
  questionLabels,
  totalPrimaryCount,
  type PersistentInterviewInput,
} from './interview-progress'

// The fixtures are stored flat (follow-ups point at their parent), as a legacy server might send.
const [coffeeCompleted, coffeeInProgress] = persistentInterviews as unknown as [
  PersistentInterviewInput,
  PersistentInterviewInput,
]

describe('normalizePersistentInterview', () => {
  it('nests a flat list under follow_up_of, in display order', () => {
    const interview = normalizePersistentInterview(coffeeCompleted)
    expect(interview.questions).toHaveLength(5)
    const second = interview.questions[1]
    expect(second?.children.map((c) => c.question_id)).toEqual([
      featuredQuestionId('coffeeCompleted', 3),
    ])
    expect(second?.children[0]?.children.map((c) => c.question_id)).toEqual([
      featuredQuestionId('coffeeCompleted', 4),
    ])
    expect(flattenQuestions(interview.questions)).toHaveLength(8)
  })

  it('folds the aliases projectId, questionId, answeredAt and parentQuestionId', () => {
    const interview = normalizePersistentInterview({
      interview_id: 'i1',
      projectId: 'p1',
      questions: [
        { questionId: 'q1', text: 'One?', answer_text: 'yes', answeredAt: '2026-01-01T00:00:00Z' },
        { questionId: 'q2', text: 'Why?', parentQuestionId: 'q1', answer_text: null },
      ],
    })
    expect(interview.project_id).toBe('p1')
    expect(interview.questions).toHaveLength(1)
    expect(interview.questions[0]).toMatchObject({
      question_id: 'q1',
      answered_at: '2026-01-01T00:00:00Z',
      sentiment: null,
    })
    expect(interview.questions[0]?.children[0]).toMatchObject({
      question_id: 'q2',
      follow_up_of: 'q1',
    })
  })

  it('keeps a tree a conforming server sends, and marks children as follow-ups', () => {
    const interview = normalizePersistentInterview({
      interview_id: 'i1',
      questions: [
        {
          question_id: 'q1',
          text: 'One?',
          children: [{ question_id: 'q1a', text: 'More?', children: [] }],
        },
      ],
    })
    expect(interview.questions[0]?.children[0]?.follow_up_of).toBe('q1')
  })

  it('reads sentiments with the one normaliser, keeping a missing one null', () => {
    const { questions } = normalizePersistentInterview({
      questions: ['sceptical', 'furious', null].map((sentiment, i) => ({
        question_id: `q${i}`,
        sentiment: sentiment as never,
      })),
    })
    expect(questions.map((q) => q.sentiment)).toEqual(['skeptical', 'unknown', null])
  })

  it('keeps who suggested a probed follow-up, and adds it to no other question', () => {
    const { questions } = normalizePersistentInterview({
      questions: [
        { question_id: 'q1', text: 'One?' },
        { question_id: 'q1a', text: 'Why?', follow_up_of: 'q1', suggestedBy: 'Ada Admin' },
      ],
    })
    expect(questions[0]).not.toHaveProperty('suggestedBy')
    expect(questions[0]?.children[0]?.suggestedBy).toBe('Ada Admin')
  })
})

describe('progress counts', () => {
  it('counts answered primary questions only (not follow-ups)', () => {
    // The in-progress fixture: two primaries and one follow-up answered, a third primary open.
    expect(answeredPrimaryCount(coffeeInProgress)).toBe(2)
    expect(answeredPrimaryCount(coffeeCompleted)).toBe(5)
  })

  it('counts a project question asked again after a resume once', () => {
    const interview: PersistentInterviewInput = {
      questions: [
        { question_id: 'a', project_type_question_id: 't1', answer_text: null },
        { question_id: 'b', project_type_question_id: 't1', answer_text: 'Yes' },
        { question_id: 'c', project_type_question_id: 't2', answer_text: 'No' },
      ],
    }
    expect(answeredPrimaryCount(interview)).toBe(2)
  })

  it('totals the primary questions from the metadata', () => {
    expect(totalPrimaryCount({ ...coffeeInProgress, metadata: withTotal(6) })).toBe(6)
    // Never fewer than answered (an older server without total_questions).
    expect(totalPrimaryCount(coffeeInProgress)).toBe(2)
  })

  it('lists answered questions oldest first', () => {
    const answered = answeredQuestions(coffeeInProgress)
    expect(answered.map((q) => q.question_id)).toEqual([
      featuredQuestionId('coffeeInProgress', 1),
      featuredQuestionId('coffeeInProgress', 2),
      featuredQuestionId('coffeeInProgress', 3),
    ])
    expect(answered[2]?.project_type_question_id).toBe(fixtureIds.serviceQuestions.before)
  })
})

function withTotal(total: number) {
  return {
    company: 'c',
    product: 'p',
    product_description: '',
    is_lead_interview: false,
    total_questions: total,
  }
}

describe('question labels', () => {
  it('labels a tree 1, 2, 2.1, 2.1.1, 3, 4, 4.1, 5 with depths', () => {
    const numbered = numberQuestionTree(coffeeCompleted)
    expect(numbered.map((n) => n.label)).toEqual(['1', '2', '2.1', '2.1.1', '3', '4', '4.1', '5'])
    expect(numbered.map((n) => n.depth)).toEqual([0, 0, 1, 2, 0, 0, 1, 0])
  })

  it('can skip unanswered questions', () => {
    expect(numberQuestionTree(coffeeInProgress).map((n) => n.label)).toEqual(['1', '1.1', '2', '3'])
    expect(numberQuestionTree(coffeeInProgress, { answeredOnly: true })).toHaveLength(3)
  })

  it('labels generic items in the order given', () => {
    const labels = questionLabels([
      { id: 'a', isFollowUp: false, followUpOf: null },
      { id: 'a1', isFollowUp: true, followUpOf: 'a' },
      { id: 'a2', isFollowUp: true, followUpOf: 'a' },
      { id: 'b', isFollowUp: false, followUpOf: null },
    ])
    expect([...labels.values()]).toEqual(['1', '1.1', '1.2', '2'])
  })
})
