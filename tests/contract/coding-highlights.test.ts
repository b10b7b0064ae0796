import { describe, expect, it } from 'vitest'
import { featuredQuestionId, fixtureHighlights } from '../../fixtures'
import { call, expectError, signInEachTest, useMockServer } from './harness'
import {
  answerOf,
  codeNamed,
  coded,
  coffee,
  coffeeCompleted,
  coffeeInProgress,
  expectRefusal,
  listCodes,
  listHighlights,
  networkCompleted,
  newestActivity,
  PASSAGE_MESSAGE,
  passageOf,
  type Schemas,
} from './coding-support'

/** listHighlights, createHighlight, deleteHighlight, listThemeDecisions and decideTheme. */

useMockServer()

const token = signInEachTest()
type Created = Schemas['CreateHighlightResponse']
type Decided = Schemas['DecideThemeResponse']

const create = (body: Record<string, unknown>, as = token.lead) =>
  call<Created>('createHighlight', { token: as, params: { id: coffee }, body })

describe('listHighlights', () => {
  it('lists the demo highlights, narrowed by code or interview, each the answer at its offsets', async () => {
    const all = await listHighlights(token.lead)
    expect(all).toHaveLength(fixtureHighlights.length)
    const tracking = await listHighlights(token.lead, { codeId: codeNamed('Live tracking') })
    expect(tracking).toHaveLength(4)
    const inOne = await listHighlights(token.lead, { interviewId: coded.interviewId })
    expect(inOne.every((h) => h.interviewId === coded.interviewId)).toBe(true)
    expect(inOne.length).toBeGreaterThan(0)
    expectError(
      await call('listHighlights', { token: token.interviewee, params: { id: coffee } }),
      403,
    )
  })
})

describe('createHighlight', () => {
  it('codes a trimmed part of an answer with a code it creates by name, and records both', async () => {
    const answer = answerOf(coffeeCompleted)
    const text = answer.text.slice(2, 20)
    const result = await create({
      interviewId: answer.interviewId,
      questionId: answer.questionId,
      start: 2,
      end: 20,
      text,
      codeName: '  First impressions ',
      note: ' Worth quoting ',
    })
    expect(result.status).toBe(201)
    expect(result.body.codeCreated).toBe(true)
    expect(result.body.code).toMatchObject({
      name: 'First impressions',
      highlightCount: 1,
      interviewCount: 1,
    })
    expect(result.body.highlight).toMatchObject({ start: 2, end: 20, text, note: 'Worth quoting' })
    const [added, createdCode] = await newestActivity(token.lead, 2)
    expect(createdCode?.action).toBe('code_created')
    expect(added).toMatchObject({
      action: 'highlight_added',
      after: { codeName: 'First impressions', text, interviewId: answer.interviewId },
    })
    // The same name in another case codes with the same code.
    const again = await create({ ...passageOf(coded), codeName: 'FIRST IMPRESSIONS' })
    expect(again.body).toMatchObject({
      codeCreated: false,
      code: { id: result.body.code.id, highlightCount: 2 },
    })
  })

  it('counts offsets in UTF-16 code units and never cuts an emoji in two', async () => {
    // Written into the in-progress interview's open answer as its interviewee would.
    const open = featuredQuestionId('coffeeInProgress', 4)
    const said = 'Coffee ☕ arrived 🙂 warm'
    const recorded = await call('recordPersistentAnswer', {
      token: token.interviewee,
      params: { id: coffeeInProgress },
      body: { question_id: open, answer_text: said, answered_at: '2026-11-03T08:00:00.000Z' },
    })
    expect(recorded.status).toBe(201)
    const at = said.indexOf('🙂')
    const passage = { interviewId: coffeeInProgress, questionId: open, codeName: 'Mood' }
    const good = await create({ ...passage, start: at, end: at + 2, text: '🙂' })
    expect(good.status).toBe(201)
    expectRefusal(
      await create({ ...passage, start: at, end: at + 1, text: said.slice(at, at + 1) }),
      400,
      PASSAGE_MESSAGE,
      'body.end',
    )
    expectRefusal(
      await create({ ...passage, start: at + 1, end: at + 2, text: said.slice(at + 1, at + 2) }),
      400,
      PASSAGE_MESSAGE,
      'body.start',
    )
  })

  it("refuses a passage that is not the answer's text, naming the field", async () => {
    const answer = answerOf(coffeeCompleted)
    const base = { interviewId: answer.interviewId, questionId: answer.questionId, codeName: 'X' }
    const n = answer.text.length
    expectRefusal(
      await create({ ...base, start: 0, end: 5, text: 'Hello' }),
      400,
      PASSAGE_MESSAGE,
      'body.text',
    )
    expectRefusal(
      await create({ ...base, start: 0, end: n + 1, text: `${answer.text} ` }),
      400,
      PASSAGE_MESSAGE,
      'body.end',
    )
    expectRefusal(
      await create({ ...base, start: 3, end: 3, text: 'x' }),
      400,
      PASSAGE_MESSAGE,
      'body.start',
    )
    expectError(
      await create({ ...base, interviewId: networkCompleted, start: 0, end: 1, text: 'x' }),
      400,
      'body.interviewId',
    )
    expectError(
      await create({ ...base, questionId: coded.questionId, start: 0, end: 1, text: 'x' }),
      400,
      'body.questionId',
    )
    expectError(await create({ ...passageOf(coded) }), 400, 'body.codeId')
    expectError(
      await create({ ...passageOf(coded), codeName: 'A', codeId: codeNamed('Oat milk') }),
      400,
      'body.codeId',
    )
    expectError(
      await create({ ...passageOf(coded), codeId: '0000ffff-0000-4000-8000-000000000000' }),
      400,
      'body.codeId',
    )
    expectRefusal(
      await create({ ...passageOf(coded), codeId: coded.codeId }),
      409,
      'This passage already has this code.',
      'body.codeId',
    )
    expectError(await create({ ...passageOf(coded), codeName: 'Mine' }, token.interviewee), 403)
    expect(await listCodes(token.lead)).toHaveLength(6)
    expect(await listHighlights(token.lead)).toHaveLength(fixtureHighlights.length)
  })
})

describe('deleteHighlight', () => {
  it('removes the highlight, keeps its code and records the removal', async () => {
    const removed = await call('deleteHighlight', {
      token: token.lead,
      params: { id: coffee, highlightId: coded.id },
    })
    expect(removed.status).toBe(204)
    expect((await listHighlights(token.lead)).map((h) => h.id)).not.toContain(coded.id)
    expect((await listCodes(token.lead)).find((c) => c.id === coded.codeId)?.highlightCount).toBe(3)
    const [entry] = await newestActivity(token.lead)
    expect(entry).toMatchObject({
      action: 'highlight_removed',
      before: { highlightId: coded.id, text: coded.text },
      after: null,
    })
    expectError(
      await call('deleteHighlight', {
        token: token.lead,
        params: { id: coffee, highlightId: coded.id },
      }),
      404,
    )
  })
})

describe('decideTheme', () => {
  const occurrences = fixtureHighlights
    .filter((h) => h.codeId === codeNamed('Oat milk'))
    .map(passageOf)

  it('accepts a theme as a code with a highlight per distinct occurrence, once', async () => {
    const body = {
      themeKey: 'proper oat milk',
      decision: 'accepted',
      label: 'Milk choices',
      occurrences: [...occurrences, occurrences[0]],
    }
    const result = await call<Decided>('decideTheme', {
      token: token.lead,
      params: { id: coffee },
      body,
    })
    expect(result.status).toBe(201)
    expect(result.body.code).toMatchObject({
      name: 'Milk choices',
      themeKey: 'proper oat milk',
      highlightCount: occurrences.length,
    })
    expect(result.body.highlights).toHaveLength(occurrences.length)
    expect(result.body.decision).toMatchObject({
      decision: 'accepted',
      codeId: result.body.code?.id,
    })
    const [entry] = await newestActivity(token.lead)
    expect(entry).toMatchObject({
      action: 'theme_accepted',
      after: {
        themeKey: 'proper oat milk',
        codeName: 'Milk choices',
        highlightCount: occurrences.length,
      },
    })
    expectRefusal(
      await call('decideTheme', {
        token: token.lead,
        params: { id: coffee },
        body: { ...body, label: 'Other' },
      }),
      409,
      'This theme suggestion has already been decided.',
      'body.themeKey',
    )
    const decisions = await call<Schemas['ThemeDecision'][]>('listThemeDecisions', {
      token: token.admin,
      params: { id: coffee },
    })
    expect(decisions.body.map((d) => d.themeKey)).toEqual(['proper oat milk'])
  })

  it('dismisses with the key alone, and refuses what would half-create a code', async () => {
    const decide = (body: Record<string, unknown>) =>
      call<Decided>('decideTheme', { token: token.lead, params: { id: coffee }, body })
    const dismissed = await decide({
      themeKey: 'the drivers',
      decision: 'dismissed',
      label: 'The drivers',
    })
    expect(dismissed.status).toBe(201)
    expect(dismissed.body).toMatchObject({
      code: null,
      highlights: [],
      decision: { decision: 'dismissed', codeId: null },
    })
    expect((await newestActivity(token.lead))[0]).toMatchObject({
      action: 'theme_dismissed',
      after: { themeKey: 'the drivers' },
    })
    const accepted = { themeKey: 'milk', decision: 'accepted', label: 'Milk' }
    expectError(await decide(accepted), 400, 'body.occurrences')
    expectError(
      await decide({ ...accepted, decision: 'dismissed', occurrences }),
      400,
      'body.occurrences',
    )
    expectRefusal(
      await decide({ ...accepted, label: 'oat MILK', occurrences }),
      409,
      'A code named "oat MILK" already exists.',
      'body.label',
    )
    const broken = [...occurrences, { ...passageOf(coded), text: 'not there' }]
    expectRefusal(
      await decide({ ...accepted, occurrences: broken }),
      400,
      PASSAGE_MESSAGE,
      `body.occurrences.${occurrences.length}.text`,
    )
    expect(await listCodes(token.lead)).toHaveLength(6)
    expectError(await decide({ ...accepted, occurrences, extra: 1 }), 400)
    expectError(
      await call('decideTheme', {
        token: token.interviewee,
        params: { id: coffee },
        body: accepted,
      }),
      403,
    )
  })
})
