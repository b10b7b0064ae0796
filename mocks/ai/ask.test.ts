import { describe, expect, it } from 'vitest'
import { evalInterviews } from '../../fixtures/eval/interviews'
import { AskIndex, askIndexOf, MAX_CITATIONS, type AskDocument } from './ask'

/** Five 'Pay as you go' interviews, three of which talk about the price, and two others. */
const payAsYouGo: AskDocument[] = [
  {
    interviewId: 'p1',
    questionId: 'q1',
    text: 'Honestly the price is what made me hesitate; a bag costs more than at the shop.',
  },
  { interviewId: 'p1', questionId: 'q2', text: 'Delivery was always on time, every Tuesday.' },
  {
    interviewId: 'p2',
    questionId: 'q1',
    text: 'I order when I run out. The pricing feels steep for a single bag, so I buy two.',
  },
  { interviewId: 'p3', questionId: 'q1', text: 'The app is easy; I reorder in two taps.' },
  {
    interviewId: 'p4',
    questionId: 'q1',
    text: 'Prices went up twice this year and I noticed both times.',
  },
  { interviewId: 'p5', questionId: 'q1', text: 'The beans arrive fresh and smell wonderful.' },
]
const subscribers: AskDocument[] = [
  { interviewId: 's1', questionId: 'q1', text: 'The price of the subscription is fair to me.' },
  { interviewId: 's2', questionId: 'q1', text: 'I skip a week now and then when travelling.' },
]
const corpus = [...payAsYouGo, ...subscribers]
const payAsYouGoScope = new Set(['p1', 'p2', 'p3', 'p4', 'p5'])

describe('Ask stub', () => {
  it('counts and cites only the Pay as you go interviews that mention the price', () => {
    const answer = new AskIndex(corpus).ask('What do they say about the price?', payAsYouGoScope)
    expect(answer.mentioningInterviews.sort()).toEqual(['p1', 'p2', 'p4'])
    expect(answer.citations.map((citation) => citation.interviewId).sort()).toEqual([
      'p1',
      'p2',
      'p4',
    ])
    expect(answer.summary).toBe('Worded in the cited interviews as: “price”, “pricing”, “prices”.')
  })

  it('cites the exact text of the answer at its offsets', () => {
    const answer = new AskIndex(corpus).ask('price', payAsYouGoScope)
    for (const citation of answer.citations) {
      const stored = corpus.find(
        (document) =>
          document.interviewId === citation.interviewId &&
          document.questionId === citation.questionId,
      )
      expect(stored?.text.slice(citation.start, citation.end)).toBe(citation.text)
      expect(citation.text).toMatch(/pric/i)
    }
  })

  it('trims a long answer around the match at word boundaries', () => {
    const filler = 'we talked about many unrelated things for a while '.repeat(6)
    const text = `${filler}and then the price came up, which surprised me. ${filler}`
    const answer = new AskIndex([{ interviewId: 'a', questionId: 'q', text }]).ask(
      'price',
      new Set(['a']),
    )
    const [citation] = answer.citations
    expect(citation?.text).toContain('the price came up')
    expect(citation!.text.length).toBeLessThan(text.length)
    expect(text.slice(citation!.start, citation!.end)).toBe(citation!.text)
    expect(/\w/.test(text.charAt(citation!.start - 1))).toBe(false)
    expect(/\w/.test(text.charAt(citation!.end))).toBe(false)
  })

  it('finds misspelled and inflected words', () => {
    const index = new AskIndex(corpus)
    expect(index.ask('pricing', payAsYouGoScope).mentioningInterviews).toHaveLength(3)
    expect(index.ask('subscribtion', new Set(['s1', 's2'])).mentioningInterviews).toEqual(['s1'])
  })

  it('cites and names the question’s own words before those a typo away', () => {
    const text = `${'Nobody told me about it, which was a shame for a while. '.repeat(3)}Then the cold coffee came.`
    const answer = new AskIndex([{ interviewId: 'a', questionId: 'q', text }]).ask(
      'cold',
      new Set(['a']),
    )
    expect(answer.citations[0]?.text).toContain('the cold coffee came')
    expect(answer.summary).toBe('Worded in the cited interview as: “cold”.')
  })

  it('gives no evidence, no citations and no summary for an unrelated question', () => {
    const answer = new AskIndex(corpus).ask(
      'What do they think about quantum entanglement?',
      payAsYouGoScope,
    )
    expect(answer).toEqual({ mentioningInterviews: [], citations: [] })
    expect(new AskIndex(corpus).ask('What do they think?', payAsYouGoScope)).toEqual({
      mentioningInterviews: [],
      citations: [],
    })
  })

  it('answers the same question with the same data the same way', () => {
    const first = new AskIndex(corpus).ask('price delivery app', payAsYouGoScope)
    const second = new AskIndex([...corpus].reverse()).ask('price delivery app', payAsYouGoScope)
    expect(second).toEqual(first)
  })

  it(`cites at most ${MAX_CITATIONS} passages, one per interview first`, () => {
    const many = Array.from({ length: 12 }, (_, n) => ({
      interviewId: `i${n % 10}`,
      questionId: `q${n}`,
      text: `The price was a surprise (${n}).`,
    }))
    const answer = new AskIndex(many).ask('price', new Set(many.map((each) => each.interviewId)))
    expect(answer.mentioningInterviews).toHaveLength(10)
    expect(answer.citations).toHaveLength(MAX_CITATIONS)
    expect(new Set(answer.citations.map((citation) => citation.interviewId)).size).toBe(8)
  })

  it('builds a project’s index once per data version and again when the answers change', () => {
    let builds = 0
    const load = () => {
      builds++
      return corpus
    }
    const first = askIndexOf('project-cache-test', '1.1', load)
    expect(askIndexOf('project-cache-test', '1.1', load)).toBe(first)
    expect(builds).toBe(1)
    const changed = askIndexOf('project-cache-test', '1.2', () => {
      builds++
      return [...corpus, { interviewId: 'p3', questionId: 'q9', text: 'Too pricey for me.' }]
    })
    expect(changed).not.toBe(first)
    expect(builds).toBe(2)
    expect(changed.ask('price', payAsYouGoScope).mentioningInterviews).toContain('p3')
  })
})

describe('Ask reads what the question asks', () => {
  const documents = evalInterviews.flatMap((each) => each.answers)
  const everyone = new Set(evalInterviews.map((each) => each.id))
  const index = new AskIndex(documents)
  const topicsOf = (interviewId: string) =>
    evalInterviews.find((each) => each.id === interviewId)?.answers.flatMap((a) => a.topics) ?? []

  it('finds the competitors people use, not every answer that says ‘use’ or ‘instead’', () => {
    const answer = index.ask('Which competitor do they use instead?', everyone)
    expect(answer.mentioningInterviews.length).toBeGreaterThanOrEqual(6)
    for (const id of answer.mentioningInterviews) expect(topicsOf(id)).toContain('alternatives')
    expect(answer.citations.map((citation) => citation.text)).toContain(
      'I cancelled and switched to Nespresso pods at my desk.',
    )
  })

  it('has no evidence for a loyalty points programme that no interview mentions', () => {
    // Answers that share only a generic word ('point') or a typo's worth of letters with it.
    const nearMisses = [
      {
        interviewId: 'x1',
        questionId: 'q',
        text: 'Honestly the whole point is gone when it is late.',
      },
      {
        interviewId: 'x2',
        questionId: 'q',
        text: 'They should print the customisation on the cup.',
      },
    ]
    const answer = new AskIndex([...documents, ...nearMisses]).ask(
      'What do they think of a loyalty points programme?',
      new Set([...everyone, 'x1', 'x2']),
    )
    expect(answer).toEqual({ mentioningInterviews: [], citations: [] })
  })

  it('finds the interviews that talk about leaving when asked why people cancel', () => {
    const answer = index.ask('Why do people cancel?', everyone)
    // e06 stopped the subscription, e10 is thinking of leaving, e39 left for the hospital cafe.
    expect(answer.mentioningInterviews).toEqual(expect.arrayContaining(['e06', 'e10', 'e39']))
    for (const id of answer.mentioningInterviews) expect(topicsOf(id)).toContain('cancel')
  })

  it('counts a paraphrase: ‘took forever’ answers a question about late deliveries', () => {
    const answer = index.ask('What do they say about late deliveries?', everyone)
    expect(answer.mentioningInterviews).toContain('e01')
    expect(answer.summary).toMatch(/“took forever”/)
  })

  it('cites the clause that answers, not the whole answer', () => {
    const text =
      'I like the app a lot and the baristas are friendly. The tracking froze twice last week. ' +
      'Otherwise mornings are calm.'
    const [citation] = new AskIndex([{ interviewId: 'a', questionId: 'q', text }]).ask(
      'Does the app crash?',
      new Set(['a']),
    ).citations
    expect(citation?.text).toBe('The tracking froze twice last week.')
  })

  it('counts exactly the interviews it cites when there are few enough to cite', () => {
    const answer = index.ask('Do cups spill or leak?', everyone)
    expect(new Set(answer.citations.map((citation) => citation.interviewId))).toEqual(
      new Set(answer.mentioningInterviews),
    )
  })
})
