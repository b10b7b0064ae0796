import { describe, expect, it } from 'vitest'

import { GOLD_FOLLOW_UPS, GOLD_PRIMARY } from '../../fixtures/eval/transcript-questions'
import { projectTypes } from '../../fixtures/project-types'
import { projects } from '../../fixtures/projects'
import {
  CANNED_TRANSCRIPTS,
  QUESTION_INTENTS,
  TRANSCRIPT_CATEGORIES,
  TRANSCRIPT_TOPICS,
  TRANSCRIPTS_BY_CATEGORY,
} from '../../fixtures/transcripts'
import { mulberry32 } from './random'
import {
  EmptyRecordingError,
  intentForQuestion,
  topicForQuestion,
  transcribe,
  transcribeDetailed,
  transcriptsFor,
  type TranscribeInput,
} from './transcribe'

function recording(seed: number, length = 256): Uint8Array {
  const rnd = mulberry32(seed)
  return Uint8Array.from({ length }, () => Math.floor(rnd() * 256))
}

const base: TranscribeInput = {
  category: 'service',
  questionText: 'What problems have you had with the service?',
  questionKey: 'q-pain',
  audioBytes: recording(1),
}

describe('fixtures', () => {
  it('has 3–5 transcripts for every category and topic, with unique ids', () => {
    const ids = new Set<string>()
    for (const category of TRANSCRIPT_CATEGORIES) {
      for (const topic of TRANSCRIPT_TOPICS) {
        const list = CANNED_TRANSCRIPTS[category].filter((t) => t.topic === topic)
        expect(list.length, `${category}/${topic}`).toBeGreaterThanOrEqual(3)
        expect(list.length, `${category}/${topic}`).toBeLessThanOrEqual(5)
        for (const t of list) {
          expect(ids.has(t.id)).toBe(false)
          ids.add(t.id)
          expect(t.category).toBe(category)
          const sentences = t.text.split(/[.!?]+/).filter((s) => s.trim().length > 0)
          expect(sentences.length).toBeGreaterThanOrEqual(1)
          expect(sentences.length).toBeLessThanOrEqual(4)
        }
      }
    }
  })
})

describe('canned transcripts read like people talking', () => {
  const all = TRANSCRIPT_CATEGORIES.flatMap((category) => CANNED_TRANSCRIPTS[category])
  const words = (text: string) => text.split(/\s+/).length

  it('hesitate and correct themselves in a good share of answers', () => {
    const hesitant = all.filter((t) =>
      /\b(?:um|uh|I mean)\b|\b(?:well|like|you know),|— (?:no|well|actually|sometimes)\b/i.test(
        t.text,
      ),
    )
    expect(hesitant.length / all.length).toBeGreaterThanOrEqual(0.25)
    // Not every answer: a transcript full of "um" reads as badly as one without any.
    expect(hesitant.length / all.length).toBeLessThanOrEqual(0.6)
  })

  it('run from a word or two to a few sentences', () => {
    const lengths = all.map((t) => words(t.text))
    expect(lengths.filter((n) => n <= 3).length).toBeGreaterThanOrEqual(10)
    expect(lengths.filter((n) => n >= 20).length).toBeGreaterThanOrEqual(25)
  })
})

describe('topicForQuestion', () => {
  it.each([
    ['How did you first hear about CoffeeRun?', 'discovery'],
    ['What made you choose this service?', 'discovery'],
    ['How often do you use the app?', 'usage'],
    ['Walk me through a typical order.', 'usage'],
    ['What frustrates you most about the setup?', 'pain_points'],
    ['What problems have you had with the service?', 'pain_points'],
    ["Tell me about a time the service didn't go the way you expected.", 'pain_points'],
    ['Do you think the price is fair?', 'value'],
    ['Is it worth the money?', 'value'],
    ['How likely are you to recommend it to a friend?', 'recommendation'],
    ['How does it compare to alternatives you have tried?', 'comparison'],
    ['What did you use before, and why did you switch from it?', 'comparison'],
    ['What would you improve?', 'improvement'],
    ['If you could change one thing, what would it be?', 'improvement'],
    ['Is there anything else you would like to share?', 'general'],
    ['Tell me about your overall impression.', 'general'],
  ] as const)('%s → %s', (question, topic) => {
    expect(topicForQuestion(question)).toBe(topic)
  })
})

describe('transcribe', () => {
  it('returns a canned transcript on the question topic', () => {
    for (const category of TRANSCRIPT_CATEGORIES) {
      const picked = transcribeDetailed({ ...base, category })
      expect(picked.category).toBe(category)
      expect(picked.intents).toContain('problems')
      expect(transcribe({ ...base, category })).toBe(picked.text)
    }
  })

  it('gives the same transcript for the same recording', () => {
    const again = { ...base, audioBytes: Uint8Array.from(base.audioBytes) }
    expect(transcribe(again)).toBe(transcribe(base))
  })

  it('usually gives different transcripts for different recordings', () => {
    const texts = new Set(
      Array.from({ length: 20 }, (_, i) => transcribe({ ...base, audioBytes: recording(100 + i) })),
    )
    expect(texts.size).toBeGreaterThanOrEqual(3)
  })

  it('also varies with the seed and the question, deterministically', () => {
    const bySeed = new Set(Array.from({ length: 20 }, (_, seed) => transcribe({ ...base, seed })))
    expect(bySeed.size).toBeGreaterThanOrEqual(3)
    expect(transcribe({ ...base, seed: 7 })).toBe(transcribe({ ...base, seed: 7 }))
  })

  it('gives an honest non-answer to a question no label fits', () => {
    const picked = transcribeDetailed({ ...base, questionText: 'Which colour is the sky?' })
    expect(picked.intents).toEqual(['more'])
  })

  it('rejects an empty recording with EmptyRecordingError', () => {
    const call = () => transcribe({ ...base, audioBytes: new Uint8Array(0) })
    expect(call).toThrow(EmptyRecordingError)
    try {
      call()
    } catch (error) {
      expect(error).toBeInstanceOf(Error)
      expect(error).toMatchObject({ name: 'EmptyRecordingError', status: 400 })
    }
  })
})

describe('transcripts fit the question', () => {
  const recordings = Array.from({ length: 24 }, (_, i) => recording(500 + i, 64))

  it('knows every question of every sample project type', () => {
    for (const type of projectTypes) {
      for (const { text } of type.questions) {
        expect(intentForQuestion(text), text).toBe(GOLD_PRIMARY[text])
      }
    }
  })

  it('reads what each kind of follow-up asks', () => {
    for (const { question, intent } of GOLD_FOLLOW_UPS) {
      expect(intentForQuestion(question), question).toBe(intent)
    }
  })

  it('answers every sample question and follow-up kind with a transcript labelled for it', () => {
    const followUps = GOLD_FOLLOW_UPS.map(({ question }) => question)
    for (const type of projectTypes) {
      for (const question of [...type.questions.map((q) => q.text), ...followUps]) {
        const intent = intentForQuestion(question)
        expect(
          transcriptsFor(type.category, intent).length,
          `${type.category}: ${question}`,
        ).toBeGreaterThan(0)
        for (const audioBytes of recordings) {
          const picked = transcribeDetailed({
            ...base,
            category: type.category,
            questionText: question,
            audioBytes,
          })
          expect(picked.intents, `${type.category}: ${question}`).toContain(intent)
        }
      }
    }
  })

  it('never answers "the last time you used it" with how often', () => {
    const question = 'Walk me through the last time you used it, from start to finish.'
    for (const audioBytes of recordings) {
      const text = transcribe({ ...base, questionText: question, audioBytes })
      expect(text).not.toMatch(/twice a year|once a month|every week/i)
    }
  })

  it("names the project's product where a person would, and never leaves a placeholder", () => {
    const [coffee] = projects
    const question = 'Walk me through the last time you used it, from start to finish.'
    const texts = recordings.map((audioBytes) =>
      transcribe({ ...base, questionText: question, audioBytes, product: coffee.product }),
    )
    expect(texts.some((text) => text.includes(coffee.product))).toBe(true)
    for (const category of TRANSCRIPT_CATEGORIES) {
      for (const t of TRANSCRIPTS_BY_CATEGORY[category]) {
        const said = transcribe({
          ...base,
          category,
          questionText: t.text,
          audioBytes: recording(1),
        })
        expect(said).not.toContain('{')
      }
    }
  })

  it('labels every transcript with known intents only', () => {
    for (const category of TRANSCRIPT_CATEGORIES) {
      for (const t of TRANSCRIPTS_BY_CATEGORY[category]) {
        expect(t.intents.length, t.id).toBeGreaterThan(0)
        for (const intent of t.intents) expect(QUESTION_INTENTS, t.id).toContain(intent)
      }
    }
  })
})
