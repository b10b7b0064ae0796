import { describe, expect, it } from 'vitest'
import { call, signInEachTest, useMockServer } from '../contract/harness'
import { coffee, network, type Interview } from '../contract/projects-support'

/**
 * A shared report's answer holds only what its page shows (SECURITY.md#data-and-identifiers):
 * anyone with the link reads the JSON, not only the page, so an answer the page leaves out must
 * not be in it. The page shows answers' words only as a theme's quotes and a code's passages.
 */

useMockServer()

const token = signInEachTest()

/** Shorter strings (a theme's label, a code's name) are the page's own words, not an answer. */
const ANSWER_LIKE = 30

/** Where the page shows words of an answer: a theme's quote, a code's passage. */
const SHOWN = [/^themes\.\d+\.quotes\.\d+\.text$/, /^codes\.\d+\.passages\.\d+\.text$/]

function leaves(value: unknown, path: string[] = []): [string, string][] {
  if (typeof value === 'string') return [[path.join('.'), value]]
  if (Array.isArray(value))
    return value.flatMap((item, index) => leaves(item, [...path, `${index}`]))
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => leaves(item, [...path, key]))
  return []
}

async function answerTexts(project: string): Promise<string[]> {
  const interviews = await call<Interview[]>('listProjectInterviews', {
    token: token.admin,
    params: { id: project },
  })
  return interviews.body
    .filter((interview) => interview.completedAt)
    .flatMap((interview) => interview.answers.map((answer) => answer.text))
}

async function sharedReport(project: string, includeSentiment: boolean): Promise<unknown> {
  const link = await call<{ token: string }>('createShareLink', {
    token: token.admin,
    params: { id: project },
    body: { includeSentiment },
  })
  return (await call('getSharedReport', { token: null, params: { token: link.body.token } })).body
}

describe("a shared report's answer", () => {
  it.each([
    ['the coffee study', coffee, false],
    ['the coffee study with sentiment', coffee, true],
    ['the network study', network, false],
  ])('holds words of answers only where %s shows them', async (_, project, includeSentiment) => {
    const answers = await answerTexts(project)
    expect(answers.length).toBeGreaterThan(10)
    const strings = leaves(await sharedReport(project, includeSentiment))
    const fromAnswers = strings.filter(
      ([, text]) => text.length >= ANSWER_LIKE && answers.some((answer) => answer.includes(text)),
    )
    // The report shows some quotes: the check below has something to judge.
    expect(fromAnswers.length).toBeGreaterThan(0)
    const elsewhere = fromAnswers.filter(([path]) => !SHOWN.some((shown) => shown.test(path)))
    expect(elsewhere.map(([path]) => path)).toEqual([])
    // Far fewer answers than the study has reach the reader, never one per answer.
    const whole = new Set(
      fromAnswers.filter(([, text]) => answers.includes(text)).map(([, t]) => t),
    )
    expect(whole.size).toBeLessThan(answers.length / 2)
  })
})
