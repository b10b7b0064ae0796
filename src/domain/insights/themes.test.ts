import { describe, expect, it } from 'vitest'
import type { ProjectInterview } from '@/contract/types'
import { computeInsights } from './compute'
import {
  coffeeInterviews,
  coffeeQuestions,
  interview,
} from '../../../tests/support/insights-interviews'
import { excerpt, QUOTE_MAX_CHARS } from './quotes'
import { stem, tokenize } from './text'
import { MAX_THEMES } from './themes'
import type { Insights } from './types'

const themesOf = (interviews: readonly ProjectInterview[]) =>
  computeInsights({ interviews, questions: coffeeQuestions }).themes

/** One interview per text, each text the answer to the last question. */
function interviewsSaying(...texts: string[]): ProjectInterview[] {
  return texts.map((text, index) =>
    interview(`s-${index + 1}`, `2026-10-${String(index + 10)}T08:00:00.000Z`, [
      { questionId: 'q-change', text },
    ]),
  )
}

const labels = (interviews: readonly ProjectInterview[]) =>
  themesOf(interviews).map((theme) => theme.label)

function expectTraceable(insights: Insights): void {
  const answers = new Map(insights.answers.map((answer) => [answer.id, answer]))
  for (const theme of insights.themes) {
    const themeAnswers = theme.answerIds.map((id) => answers.get(id))
    const interviews = new Set(themeAnswers.map((answer) => answer?.interviewId))
    expect(theme.interviewCount).toBeGreaterThanOrEqual(2)
    expect(interviews.size).toBe(theme.interviewCount)
    // A phrase's label is in the answers as written (ignoring case); a concept's is its name.
    const concept = theme.id.startsWith('theme:concept:')
    if (!concept)
      expect(themeAnswers.some((answer) => answer?.text.toLowerCase().includes(theme.label))).toBe(
        true,
      )
    expect(theme.quotes.length).toBeGreaterThan(0)
    expect(theme.quotes.length).toBeLessThanOrEqual(3)
    for (const quote of theme.quotes) {
      const answer = answers.get(quote.answerId)
      expect(theme.answerIds).toContain(quote.answerId)
      expect(answer?.text.slice(quote.start, quote.end)).toBe(quote.text)
      expect(quote.interviewId).toBe(answer?.interviewId)
      expect(quote.label).toBe(answer?.label)
      expect(quote.text.length).toBeLessThanOrEqual(QUOTE_MAX_CHARS)
      expect(quote.truncatedStart).toBe((answer?.text.slice(0, quote.start).trim() ?? '') !== '')
      expect(quote.truncatedEnd).toBe((answer?.text.slice(quote.end).trim() ?? '') !== '')
    }
    const quotedInterviews = new Set(theme.quotes.map((quote) => quote.interviewId))
    expect(quotedInterviews.size).toBe(Math.min(3, theme.interviewCount))
    // Every occurrence counted is the phrase at its offsets, in every answer and interview counted.
    for (const occurrence of theme.occurrences) {
      const answer = answers.get(occurrence.answerId)
      expect(answer?.interviewId).toBe(occurrence.interviewId)
      expect(answer?.questionId).toBe(occurrence.questionId)
      const phrase = answer?.text.slice(occurrence.start, occurrence.end) ?? ''
      const stems = tokenize(phrase).map((token) => stem(token.folded))
      if (concept) expect(stems.length).toBeGreaterThan(0)
      else expect(`theme:${stems.join(' ')}`).toBe(theme.id)
    }
    expect(new Set(theme.occurrences.map((occurrence) => occurrence.answerId))).toEqual(
      new Set(theme.answerIds),
    )
    expect(new Set(theme.occurrences.map((occurrence) => occurrence.interviewId)).size).toBe(
      theme.interviewCount,
    )
  }
}

describe('themes', () => {
  it('finds recurring themes in the coffee interviews, every one traceable to its answers', () => {
    const insights = computeInsights({ interviews: coffeeInterviews(), questions: coffeeQuestions })
    // Not 'delivery', 'cafe', 'order', 'coffee' or 'courier': the study's subject, no finding.
    expect(insights.themes.map((theme) => [theme.label, theme.interviewCount])).toEqual([
      ['late deliveries', 3],
      ['price', 3],
      ['desk', 2],
      ['floor', 2],
      ['map', 2],
    ])
    expectTraceable(insights)
    const price = insights.themes.find((theme) => theme.label === 'price')
    expect(price?.answerIds).toEqual(['iv-1:3', 'iv-3:3', 'iv-4:2'])
    expect(price?.sentiment).toEqual({ interested: 1, skeptical: 2 })
    expect(price?.quotes.map((quote) => [quote.answerId, quote.label])).toEqual([
      ['iv-1:3', '4'],
      ['iv-3:3', '4'],
      ['iv-4:2', '3'],
    ])
  })

  it('gives the same themes for the same interviews in any order', () => {
    const interviews = coffeeInterviews()
    const themes = themesOf(interviews)
    expect(themesOf([...interviews].reverse())).toEqual(themes)
    expect(
      themesOf(
        [interviews[3], interviews[0], interviews[4], interviews[2], interviews[1]].flatMap(
          (item) => (item ? [item] : []),
        ),
      ),
    ).toEqual(themes)
  })

  it('needs at least 2 completed interviews, and a phrase must occur in 2 of them', () => {
    const [first, second] = coffeeInterviews()
    expect(themesOf(first ? [first] : [])).toEqual([])
    expect(
      labels(
        interviewsSaying(
          'The mesh router keeps dropping. The mesh router needs a reboot. Mesh router again.',
          'The flat white tastes great with whole milk.',
          'Flat white, please, always a flat white.',
        ),
      ),
    ).toEqual(['flat white'])
    const notComplete = second ? { ...second, isComplete: false } : null
    expect(themesOf([first, notComplete].flatMap((item) => (item ? [item] : [])))).toEqual([])
  })

  it('groups plurals and accents, labelled with the spelling used most', () => {
    const interviews = interviewsSaying(
      'Baristas on Mondays are rushed.',
      'The barista got lost twice.',
      'Two baristas waved.',
      'My crème brûlée was stale.',
      'The creme brulee next door is better.',
      'A crème brûlée near the station.',
    )
    const themes = themesOf(interviews)
    expect(themes.map((theme) => [theme.label, theme.interviewCount])).toEqual([
      ['crème brûlée', 3],
      ['baristas', 3],
    ])
    expect(themes[1]?.answerIds).toEqual(['s-1:0', 's-2:0', 's-3:0'])
  })

  it('lets a phrase absorb its words when they mostly come together', () => {
    const themes = themesOf(
      interviewsSaying(
        'The delivery window is too wide.',
        'I wish the delivery window were shorter.',
        'A narrower delivery window would help.',
        'The window seat on the train.',
      ),
    )
    // 'delivery' and 'window' appear almost only inside 'delivery window'.
    expect(themes.map((theme) => theme.label)).toEqual(['delivery window'])
  })

  it('never makes a theme of stop words, fillers or the question’s own words', () => {
    const themes = themesOf(
      interviewsSaying(
        'I would really change the thing where it just says pending.',
        'Really, I would just change the app thing.',
        'Just change it, really. The app thing is basically fine.',
      ),
    )
    // 'app' is left too: every product study's interviews say it (next test).
    expect(themes.map((theme) => theme.label)).toEqual([])
  })

  it('never makes a theme of a generic word, or the company’s or product’s name, alone', () => {
    const interviews = interviewsSaying(
      'BeanRunner coffee every week, the app is fine, the driver is fine.',
      'The BeanRunner app, my weekly coffee, a different driver each week.',
      'Coffee from the cafe, then the app for the delivery. BeanRunner weeks.',
    )
    expect(themesOf(interviews)).toEqual([])
  })

  it('merges near-synonyms into the phrase a researcher would write', () => {
    const themes = themesOf(
      interviewsSaying(
        'It took forever on Monday.',
        'Delayed again, forty minutes.',
        'Always late when it rains.',
        'My latte was lukewarm.',
        'Stone cold by the time it came up.',
      ),
    )
    expect(themes.map((theme) => [theme.label, theme.interviewCount])).toEqual([
      ['late deliveries', 3],
      ['coffee cold on arrival', 2],
    ])
    expect(themes[0]?.quotes.map((quote) => quote.text)).toEqual([
      'It took forever on Monday.',
      'Delayed again, forty minutes.',
      'Always late when it rains.',
    ])
  })

  it('does not count a denial as the theme', () => {
    const themes = themesOf(
      interviewsSaying('Never late, not once.', 'It was not late at all.', 'Late again.'),
    )
    expect(themes).toEqual([])
  })

  it('breaks ties alphabetically', () => {
    const themes = themesOf(
      interviewsSaying(
        'Parking was hard.',
        'Baristas were kind.',
        'Baristas rushed.',
        'Parking full.',
      ),
    )
    expect(themes.map((theme) => theme.label)).toEqual(['baristas', 'parking'])
  })

  it('leaves out a phrase whose answers are mostly a chosen theme’s', () => {
    // Same answers, same quotes: a second theme would repeat the first one's evidence.
    const themes = themesOf(
      interviewsSaying(
        'Parking was hard, baristas were kind.',
        'Baristas rushed; parking was full.',
      ),
    )
    expect(themes.map((theme) => theme.label)).toEqual(['baristas'])
  })

  it('keeps at most 8 themes', () => {
    const words = [
      'latte',
      'mocha',
      'scone',
      'bagel',
      'muffin',
      'cortado',
      'espresso',
      'chai',
      'cocoa',
    ]
    const interviews = interviewsSaying(
      ...words.map((word) => `A ${word} every day.`),
      ...words.map((word) => `I had a ${word}.`),
    )
    const themes = themesOf(interviews)
    expect(themes).toHaveLength(MAX_THEMES)
    expect(themes.map((theme) => theme.label)).toEqual([...words].sort().slice(0, MAX_THEMES))
  })

  it('quotes from different interviews before a second answer of the same one', () => {
    const interviews = [
      interview('a', '2026-10-01T08:00:00.000Z', [
        { questionId: 'q-last', text: 'The barista waved from the bike.' },
        { questionId: 'q-change', text: 'Tip the barista in the app.' },
      ]),
      interview('b', '2026-10-02T08:00:00.000Z', [
        { questionId: 'q-last', text: 'Our barista was new and got lost.' },
      ]),
    ]
    const insights = computeInsights({ interviews, questions: coffeeQuestions })
    const barista = insights.themes.find((theme) => theme.label === 'barista')
    expect(barista?.quotes.map((quote) => quote.answerId)).toEqual(['a:0', 'a:1', 'b:0'])
    expectTraceable(insights)
  })

  it('trims long answers around the match at word boundaries, never rewriting them', () => {
    const long =
      'We moved offices in spring and for weeks nobody knew where the kitchen was, so the ' +
      'team relied on deliveries completely, which honestly changed how our mornings work, ' +
      'and that reliability is what kept the whole floor subscribed through the move, because ' +
      'the courier would find us even when we could not find ourselves, every single morning.'
    const interviews = interviewsSaying(long, 'Reliability matters more than speed to me.')
    const insights = computeInsights({ interviews, questions: coffeeQuestions })
    const theme = insights.themes.find((item) => item.label === 'reliability')
    const quote = theme?.quotes.find((item) => item.answerId === 's-1:0')
    expect(quote).toMatchObject({ truncatedStart: true, truncatedEnd: true })
    expect(quote?.text).toContain('reliability')
    expect(long.slice(quote?.start, quote?.end)).toBe(quote?.text)
    expect(long[(quote?.start ?? 0) - 1]).toBe(' ')
    expect([' ', undefined]).toContain(long[quote?.end ?? 0])
    expectTraceable(insights)
  })
})

describe('excerpt', () => {
  it('keeps a short answer whole, trimming only whitespace', () => {
    const text = '  The latte was cold.  '
    expect(excerpt(text, 6, 11)).toEqual({ start: 2, end: 21 })
  })

  it('prefers the sentence around the match when the answer is long', () => {
    const first = 'A'.repeat(100) + ' filler words here. '
    const sentence = 'The courier was late again.'
    const text = `${first}${sentence} ${'B'.repeat(120)} more.`
    const at = text.indexOf('courier')
    const { start, end } = excerpt(text, at, at + 7)
    expect(text.slice(start, end)).toBe(sentence)
  })

  it('cuts a window of at most the maximum inside a very long sentence', () => {
    const text = Array.from({ length: 80 }, (_, index) => `word${index}`).join(' ')
    const at = text.indexOf('word40')
    const { start, end } = excerpt(text, at, at + 6)
    expect(end - start).toBeLessThanOrEqual(QUOTE_MAX_CHARS)
    expect(text.slice(start, end)).toContain('word40')
    expect(text[start - 1]).toBe(' ')
    expect(text[end]).toBe(' ')
  })
})
