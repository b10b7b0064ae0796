import { describe, expect, it } from 'vitest'

import { CANNED_TRANSCRIPTS } from '../../fixtures/transcripts'
import { SENTIMENTS, type Sentiment } from '@/domain/sentiment'
import { classifySentiment } from './sentiment'

const sentimentOf = (text: string): Sentiment => classifySentiment(text).sentiment

describe('classifySentiment', () => {
  // One plain example per sentiment the stub can emit (all but the legacy `sceptical`).
  const examples: readonly (readonly [Sentiment, string])[] = [
    ['excited', 'I absolutely love it! Best app I have ever used!'],
    ['positive', 'It is easy to use and the delivery is reliable.'],
    [
      'thoughtful',
      'I think it works well for most people, but on the other hand it really depends on how often you order and what you expect.',
    ],
    ['interested', "I'm curious how the new subscription will work."],
    ['helpful', "I'd suggest adding a way to schedule orders in advance."],
    ['informative', 'I order twice a week, usually on Monday and Thursday mornings.'],
    ['neutral', 'It was a gift.'],
    ['technical', 'The router firmware update dropped the DNS settings and latency went up.'],
    ['indifferent', "Whatever, I don't care much either way."],
    ['skeptical', "I'm not convinced, it seems too good to be true."],
    ['confused', "Sorry, I don't understand the question."],
    ['annoyed', 'The app keeps crashing and support is useless. Really frustrating.'],
    ['unknown', ''],
  ]

  it.each(examples)('reaches %s', (expected, text) => {
    expect(sentimentOf(text)).toBe(expected)
  })

  it('reaches every sentiment except the legacy spelling', () => {
    const reached = new Set(examples.map(([, text]) => sentimentOf(text)))
    expect([...reached].sort()).toEqual(SENTIMENTS.filter((s) => s !== 'sceptical').sort())
  })

  it('names the rule that fired in the reason', () => {
    for (const [, text] of examples) {
      const { sentiment, reason } = classifySentiment(text)
      expect(reason.startsWith(`${sentiment}:`)).toBe(true)
    }
    expect(classifySentiment('It is too expensive.').reason).toContain('"expensive"')
  })

  describe('negation', () => {
    it.each([
      ['not bad', 'positive'],
      ['Honestly, not bad at all.', 'positive'],
      ['I never had an issue with it.', 'positive'],
      ['No problems so far, it works.', 'positive'],
      ["I'm not happy with it.", 'annoyed'],
      ["I don't like the new layout.", 'annoyed'],
      ["It isn't worth the money.", 'annoyed'],
      ['It is not reliable at all.', 'annoyed'],
    ] as const)('%s → %s', (text, expected) => {
      expect(sentimentOf(text)).toBe(expected)
    })

    it('does not cross clause boundaries', () => {
      // "not" governs "cheap"-like words in its own clause only; "great" stays positive.
      expect(sentimentOf("It's not fast, but the staff are great and friendly.")).toBe('positive')
    })

    it('reads "no doubt" as certainty, not doubt', () => {
      expect(sentimentOf('No doubt, it is good.')).toBe('positive')
    })
  })

  describe('signals', () => {
    it('exclamation marks and intensifiers push positive answers to excited', () => {
      expect(sentimentOf('I like it.')).toBe('positive')
      expect(sentimentOf('I like it!!')).toBe('excited')
      expect(sentimentOf('I really, really like it, super useful.')).toBe('excited')
    })

    it('question marks and "not sure" push toward confused', () => {
      expect(sentimentOf('What do you mean?')).toBe('confused')
      expect(sentimentOf('The price? The delivery?')).toBe('confused')
      expect(sentimentOf('Not sure.')).toBe('confused')
    })

    it('treats "not sure" in a long answer as caution, not confusion', () => {
      expect(
        sentimentOf(
          "I'd recommend them if you live in the city, I'm not sure they cover rural areas.",
        ),
      ).toBe('positive')
    })

    it('needs more than one technical word unless nothing else is said', () => {
      expect(sentimentOf('The API and the webhook integration work.')).toBe('technical')
      expect(sentimentOf('We use the API.')).toBe('technical')
      expect(sentimentOf('The API is really great!')).toBe('excited')
    })

    it('only long or layered reflection is thoughtful', () => {
      expect(sentimentOf('I think so.')).not.toBe('thoughtful')
      expect(sentimentOf('It depends, I think.')).toBe('thoughtful')
      expect(sentimentOf("It's good but expensive.")).toBe('thoughtful')
    })

    it('treats a hedge in a short answer as indifferent', () => {
      expect(sentimentOf("It's fine I guess.")).toBe('indifferent')
      expect(sentimentOf('Meh.')).toBe('indifferent')
    })

    it('does not count "like" used as a filler', () => {
      expect(sentimentOf('It feels like a normal shop.')).toBe('neutral')
    })
  })

  describe('precedence', () => {
    it.each([
      ['skeptical over annoyed', "I doubt it works, and it's too expensive.", 'skeptical'],
      ['skeptical over excited', 'Sounds amazing!! But I am sceptical.', 'skeptical'],
      ['confused over annoyed', "I don't understand the bill and it's frustrating.", 'confused'],
      [
        'dense technical over annoyed',
        'The API latency is bad and the DNS config keeps failing.',
        'technical',
      ],
      ['annoyed over indifferent', 'Whatever, it is slow and broken.', 'annoyed'],
      ['indifferent over positive', "Whatever, it's good.", 'indifferent'],
      [
        'excited over technical',
        'The new router is amazing, the latency is so much better!',
        'excited',
      ],
      ['helpful over positive', 'It is great, but you should add a dark mode.', 'helpful'],
    ] as const)('%s', (_rule, text, expected) => {
      expect(sentimentOf(text)).toBe(expected)
    })
  })

  describe('unknown', () => {
    it.each(['', '   ', '...', 'uh um hmm', '[inaudible]', 'zzkt brr'])('%j → unknown', (text) => {
      expect(sentimentOf(text)).toBe('unknown')
    })
  })

  it('never emits the legacy spelling sceptical', () => {
    expect(sentimentOf("I'm sceptical about it.")).toBe('skeptical')
    const all = Object.values(CANNED_TRANSCRIPTS).flatMap((list) =>
      list.map((t) => sentimentOf(t.text)),
    )
    expect(all).not.toContain('sceptical')
  })

  it('gives the canned transcripts a wide spread of sentiments', () => {
    const seen = new Set(
      Object.values(CANNED_TRANSCRIPTS).flatMap((list) => list.map((t) => sentimentOf(t.text))),
    )
    expect(seen.size).toBeGreaterThanOrEqual(12)
  })
})

describe('complaints, delays, negation and contrast', () => {
  it.each([
    'The tracking map froze and support took three days to reply.',
    'I waited all morning and the technician never showed up.',
    'They charged me twice for the same order and it took two weeks to get a refund.',
    'Nobody told me the price was going up, I just saw it on my statement.',
    'The app looks nice but it took ages to load my order.',
    'Every time I change my order, it resets my delivery slot.',
  ])('reads an account of something going wrong as annoyed: %s', (answer) => {
    expect(sentimentOf(answer)).toBe('annoyed')
  })

  it('reads negated complaints and a good landing after "but" as positive', () => {
    expect(sentimentOf('I had no issues with the installation at all.')).toBe('positive')
    expect(sentimentOf('It was a bit slow at first, but now it is quick and reliable.')).toBe(
      'positive',
    )
  })

  it('hears doubt that has no doubt word', () => {
    expect(sentimentOf('It sounds great on paper, but I will believe it when I see it.')).toBe(
      'skeptical',
    )
    expect(sentimentOf("I don't really trust the delivery estimates any more.")).toBe('skeptical')
  })

  it('does not turn a plain account with a number into a complaint', () => {
    expect(
      sentimentOf('We order about twenty cups every Monday and Thursday for the office.'),
    ).toBe('informative')
    expect(sentimentOf('It takes me two minutes, maybe three.')).not.toBe('annoyed')
  })
})
