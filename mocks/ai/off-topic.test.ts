import { describe, expect, it } from 'vitest'

import { nextFollowUp } from './follow-up'
import { isOffTopic } from './off-topic'
import { classifySentiment } from './sentiment'
import { loadGrammar } from './paraphrase'

await loadGrammar()

// A product of none of the evaluation sets, and answers of none of them: the rule's behaviour,
// not its figures (those are `npm run eval`'s, on fixtures/eval).
const KIT = ['Crumb', 'Weekly recipe boxes with fresh ingredients delivered to your door.']
const offTopic = (question: string, answer: string) =>
  isOffTopic({ question, answer, subject: KIT })

describe('the off-topic rule', () => {
  it('abstains on thin answers, fragments and "I can\'t remember"', () => {
    expect(offTopic('How often do you cook one of the recipes?', 'The garden, mostly.')).toBe(false)
    expect(offTopic('Who chooses the recipes each week?', 'Honestly? Not sure anymore.')).toBe(
      false,
    )
    expect(offTopic('What do you make of the portions?', 'Hmm, generous for two adults.')).toBe(
      false,
    )
    expect(offTopic('When did you last skip a week?', "I genuinely can't remember that.")).toBe(
      false,
    )
  })

  it('takes an answer that leads with what a closed question asks for as on topic', () => {
    expect(
      offTopic('How often do you cook one of the recipes?', 'Twice a week, if work allows.'),
    ).toBe(false)
    expect(
      offTopic('Who chooses the recipes each week?', 'My husband picks them on Sundays.'),
    ).toBe(false)
    expect(
      offTopic('How much do you spend on takeaways now?', 'About thirty pounds, maybe less.'),
    ).toBe(false)
    expect(
      offTopic('Where do you keep the box when it arrives?', 'Under the stairs until dinner.'),
    ).toBe(false)
  })

  it('steers back an answer about another side of the product than a closed question asks', () => {
    expect(
      offTopic('How often do you cook one of the recipes?', 'The packaging feels very wasteful.'),
    ).toBe(true)
    expect(
      offTopic('Who chooses the recipes each week?', 'The box is heavy to carry upstairs.'),
    ).toBe(true)
  })

  it('steers back an answer about something else, and one that says it is changing the subject', () => {
    const question = 'What do you make of the portions?'
    expect(offTopic(question, 'Our boiler broke down over the holidays.')).toBe(true)
    expect(offTopic(question, 'Unrelated, but the bins were not collected again.')).toBe(true)
    expect(offTopic(question, 'My dog chewed the new router cable last night, the rascal.')).toBe(
      true,
    )
  })

  it('keeps an answer about the product or the question on topic, in other words', () => {
    const question = 'What do you make of the portions?'
    expect(offTopic(question, 'They are plenty, we often have leftovers for lunch.')).toBe(false)
    expect(offTopic(question, 'Worth what we pay, I would say, though the price crept up.')).toBe(
      false,
    )
    expect(offTopic(question, 'The ingredients always arrive fresh and well labelled.')).toBe(false)
  })
})

describe('a follow-up to an off-topic answer', () => {
  it('steers an answer about another side of the product back to the question asked', () => {
    const followUp = nextFollowUp({
      questionText: 'How often do you cook one of the recipes?',
      answerText: 'The packaging feels very wasteful.',
      sentiment: classifySentiment('The packaging feels very wasteful.').sentiment,
      intensity: 3,
      depth: 0,
      followUpsSoFar: 0,
      style: 'warm',
      product: 'Crumb',
      productDescription: KIT[1],
    })
    expect(followUp?.reason).toMatch(/off the topic/)
    expect(followUp?.question).toMatch(/^(?:\w+[.!,]? )*Coming back to Crumb, /)
  })
})
