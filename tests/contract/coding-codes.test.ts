import { describe, expect, it } from 'vitest'
import { fixtureIds } from '../../fixtures'
import { call, expectError, tokenFor, signInEachTest, useMockServer } from './harness'
import {
  codeNamed,
  coffee,
  expectRefusal,
  listCodes,
  listHighlights,
  network,
  newestActivity,
  type Code,
} from './coding-support'
import { seededAccounts } from '../support/accounts'

/** listCodes, createCode, updateCode, deleteCode and mergeCode (docs/product.md#coding-rules). */

useMockServer()

const token = signInEachTest()
const nora = seededAccounts.nora
const unknownId = '0000ffff-0000-4000-8000-000000000000'

describe('listCodes', () => {
  it("gives the lead the demo codebook by name, with each code's own counts", async () => {
    const codes = await listCodes(token.lead)
    expect(codes.map((code) => code.name)).toEqual([
      'Cold coffee',
      'Delivery experience',
      'Late delivery',
      'Live tracking',
      'Oat milk',
      'Subscription price',
    ])
    const byName = new Map(codes.map((code) => [code.name, code]))
    expect(byName.get('Live tracking')).toMatchObject({
      parentId: codeNamed('Delivery experience'),
      highlightCount: 4,
      interviewCount: 4,
      themeKey: null,
      createdBy: { id: fixtureIds.users.lead, firstName: 'Leo', lastName: 'Lindqvist' },
    })
    expect(byName.get('Delivery experience')?.highlightCount).toBe(0)
    expect(await listCodes(token.admin)).toEqual(codes)
  })

  it('refuses interviewees and other leads, and answers 404 for an unknown project', async () => {
    expectError(await call('listCodes', { token: token.interviewee, params: { id: coffee } }), 403)
    // Another lead's project is as unknown to him as a missing one (issue 33).
    expectError(await call('listCodes', { token: token.lead, params: { id: network } }), 404)
    expectError(await call('listCodes', { params: { id: coffee } }), 401)
    expectError(await call('listCodes', { token: token.lead, params: { id: unknownId } }), 404)
    expectError(
      await call('listCodes', { token: token.lead, params: { id: 'nope' } }),
      400,
      'path.id',
    )
    const noras = await call<Code[]>('listCodes', {
      token: await tokenFor(nora),
      params: { id: network },
    })
    expect(noras.body).toEqual([])
  })
})

describe('createCode', () => {
  it('trims, picks a colour, nests, and records the creation', async () => {
    const created = await call<Code>('createCode', {
      token: token.lead,
      params: { id: coffee },
      body: {
        name: '  Driver  ',
        description: ' The courier ',
        parentId: codeNamed('Delivery experience'),
      },
    })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      name: 'Driver',
      description: 'The courier',
      parentId: codeNamed('Delivery experience'),
      highlightCount: 0,
      interviewCount: 0,
    })
    expect(created.body.color).toMatch(/^#[0-9a-f]{6}$/)
    const [entry] = await newestActivity(token.lead)
    expect(entry).toMatchObject({
      action: 'code_created',
      actor: { id: fixtureIds.users.lead },
      before: null,
      after: { codeId: created.body.id, name: 'Driver', parentName: 'Delivery experience' },
    })
  })

  it('keeps the colour New Code chose', async () => {
    const created = await call<Code>('createCode', {
      token: token.lead,
      params: { id: coffee },
      body: { name: 'Courier manners', color: '#0c8599' },
    })
    expect(created.status).toBe(201)
    expect(created.body.color).toBe('#0c8599')
    expect(
      (await listCodes(token.lead)).find((code) => code.name === 'Courier manners'),
    ).toMatchObject({ color: '#0c8599' })
  })

  it('refuses a name the codebook has in any case (409), a long one and an unknown parent (400)', async () => {
    const create = (body: Record<string, unknown>) =>
      call('createCode', { token: token.lead, params: { id: coffee }, body })
    expectRefusal(
      await create({ name: ' live TRACKING ' }),
      409,
      'A code named "live TRACKING" already exists.',
      'body.name',
    )
    expectError(await create({ name: 'x'.repeat(81) }), 400, 'body.name')
    expectError(await create({ name: '   ' }), 400, 'body.name')
    expectError(await create({ name: 'Fine', parentId: unknownId }), 400, 'body.parentId')
    expectError(await create({ name: 'Fine', colour: '#ffffff' }), 400)
    expectError(await create({ name: 'Fine', color: 'teal' }), 400, 'body.color')
    expectError(await create({ name: 'Fine', color: '#0c859' }), 400, 'body.color')
    expectError(
      await call('createCode', {
        token: token.interviewee,
        params: { id: coffee },
        body: { name: 'Mine' },
      }),
      403,
    )
    expect(await listCodes(token.lead)).toHaveLength(6)
  })
})

describe('updateCode', () => {
  it('renames and re-parents, recording each change with its before and after', async () => {
    const tracking = codeNamed('Live tracking')
    const result = await call<Code>('updateCode', {
      token: token.lead,
      params: { id: coffee, codeId: tracking },
      body: { name: 'Tracking map', parentId: null },
    })
    expect(result.status).toBe(200)
    expect(result.body).toMatchObject({ name: 'Tracking map', parentId: null, highlightCount: 4 })
    const [moved, renamed] = await newestActivity(token.lead, 2)
    expect(renamed).toMatchObject({
      action: 'code_renamed',
      before: { codeId: tracking, name: 'Live tracking' },
      after: { codeId: tracking, name: 'Tracking map' },
    })
    expect(moved).toMatchObject({
      action: 'code_reparented',
      before: { parentName: 'Delivery experience' },
      after: { parentId: null, parentName: null },
    })
  })

  it('keeps a case-only rename, and refuses a taken name, a cycle and unknown ids', async () => {
    const update = (codeId: string, body: Record<string, unknown>) =>
      call<Code>('updateCode', { token: token.lead, params: { id: coffee, codeId }, body })
    expect((await update(codeNamed('Oat milk'), { name: 'oat milk' })).body.name).toBe('oat milk')
    expectRefusal(
      await update(codeNamed('Oat milk'), { name: 'COLD COFFEE' }),
      409,
      'A code named "COLD COFFEE" already exists.',
      'body.name',
    )
    const delivery = codeNamed('Delivery experience')
    expectRefusal(
      await update(delivery, { parentId: delivery }),
      400,
      'A code cannot be its own ancestor.',
      'body.parentId',
    )
    expectRefusal(
      await update(delivery, { parentId: codeNamed('Live tracking') }),
      400,
      'A code cannot be its own ancestor.',
      'body.parentId',
    )
    expectError(await update(delivery, { parentId: unknownId }), 400, 'body.parentId')
    expectError(await update(delivery, {}), 400)
    expectError(await update(unknownId, { name: 'Gone' }), 404)
    expectError(
      await call('updateCode', {
        token: token.admin,
        params: { id: network, codeId: delivery },
        body: { name: 'Elsewhere' },
      }),
      404,
    )
  })
})

describe('deleteCode', () => {
  it('deletes its highlights, moves its sub-codes up and records how many went', async () => {
    const delivery = codeNamed('Delivery experience')
    const tracking = codeNamed('Live tracking')
    const removed = await call('deleteCode', {
      token: token.lead,
      params: { id: coffee, codeId: tracking },
    })
    expect(removed.status).toBe(204)
    expect(await listHighlights(token.lead, { codeId: tracking })).toEqual([])
    expect((await listHighlights(token.lead)).length).toBe(15)
    const [entry] = await newestActivity(token.lead)
    expect(entry).toMatchObject({
      action: 'code_deleted',
      before: { codeId: tracking, name: 'Live tracking', highlightCount: 4 },
      after: null,
    })
    await call('deleteCode', { token: token.lead, params: { id: coffee, codeId: delivery } })
    const left = await listCodes(token.lead)
    expect(left.find((code) => code.name === 'Late delivery')?.parentId).toBeNull()
    expectError(
      await call('deleteCode', { token: token.lead, params: { id: coffee, codeId: tracking } }),
      404,
    )
  })
})

describe('mergeCode', () => {
  it('moves every highlight to the target without duplicating a passage both code', async () => {
    const late = codeNamed('Late delivery')
    const cold = codeNamed('Cold coffee')
    // One sentence of the demo is coded both Late delivery and Cold coffee.
    const merged = await call<Code>('mergeCode', {
      token: token.lead,
      params: { id: coffee, codeId: cold },
      body: { targetCodeId: late },
    })
    expect(merged.status).toBe(200)
    expect(merged.body).toMatchObject({ id: late, highlightCount: 5, interviewCount: 5 })
    const highlights = await listHighlights(token.lead, { codeId: late })
    const spans = highlights.map((h) => `${h.questionId}:${h.start}:${h.end}`)
    expect(new Set(spans).size).toBe(spans.length)
    expect((await listCodes(token.lead)).map((code) => code.id)).not.toContain(cold)
    const [entry] = await newestActivity(token.lead)
    expect(entry).toMatchObject({
      action: 'code_merged',
      before: { codeId: cold, codeName: 'Cold coffee', highlightCount: 3 },
      after: { codeId: late, codeName: 'Late delivery', highlightCount: 5 },
    })
  })

  it('gives the sub-codes to the target and refuses itself, a sub-code and unknown codes', async () => {
    const delivery = codeNamed('Delivery experience')
    const merge = (codeId: string, targetCodeId: string) =>
      call('mergeCode', {
        token: token.lead,
        params: { id: coffee, codeId },
        body: { targetCodeId },
      })
    expectRefusal(
      await merge(delivery, delivery),
      400,
      'A code cannot be merged into itself.',
      'body.targetCodeId',
    )
    expectRefusal(
      await merge(delivery, codeNamed('Live tracking')),
      400,
      'A code cannot be merged into one of its sub-codes.',
      'body.targetCodeId',
    )
    expectError(await merge(delivery, unknownId), 400, 'body.targetCodeId')
    expectError(await merge(unknownId, delivery), 404)
    expect((await merge(delivery, codeNamed('Oat milk'))).status).toBe(200)
    const codes = await listCodes(token.lead)
    expect(codes.find((code) => code.name === 'Live tracking')?.parentId).toBe(
      codeNamed('Oat milk'),
    )
  })
})
