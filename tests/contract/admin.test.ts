import { describe, expect, it } from 'vitest'
import { db } from '../../mocks/db'
import { call, expectError, useMockServer, type CallOptions, signInEachTest } from './harness'
import { types, appQuestion, prompt } from './admin-support'

/** Every admin operation, by role. */

useMockServer()

const tokens = signInEachTest()

describe('admin operations by role', () => {
  // Every admin operation with a request that would succeed for an admin, in an order that
  // lets them all succeed one after the other (the type is deleted last).
  const operations: [string, CallOptions][] = [
    ['createProjectType', { body: { name: 'Kiosk', category: 'app' } }],
    ['updateProjectType', { params: { id: types.app }, body: { name: 'Apps', category: 'app' } }],
    ['createProjectTypeQuestion', { params: { id: types.app }, body: { text: 'Why?' } }],
    [
      'updateProjectTypeQuestion',
      { params: { id: types.app, qid: appQuestion }, body: { text: 'Why?', order: 1 } },
    ],
    ['deleteProjectTypeQuestion', { params: { id: types.app, qid: appQuestion } }],
    ['listAvailableModels', {}],
    ['getAiStatus', {}],
    ['getCurrentModels', {}],
    ['selectModels', { body: { chatModel: 'gpt-4o' } }],
    ['listInterviewerPrompts', {}],
    ['getCurrentInterviewerPrompt', {}],
    ['selectInterviewerPrompt', { body: { value: prompt(2) } }],
    ['deleteProjectType', { params: { id: types.app } }],
  ]

  it('refuses interviewees and interview leads with 403, changing nothing', async () => {
    for (const [operationId, options] of operations) {
      for (const token of [tokens.interviewee, tokens.lead]) {
        const result = await call(operationId, { ...options, token })
        expectError(result, 403)
      }
    }
    expect(db.projectTypes.all()).toHaveLength(4)
    expect(db.questions.findMany((q) => q.where({ projectTypeId: types.app }))).toHaveLength(6)
    const settings = db.settings.findFirst((q) => q.where({ key: 'settings' }))
    expect(settings).toMatchObject({ chatModel: 'gpt-4o-mini', currentPrompt: prompt(1) })
  })

  it('refuses every admin operation without a token (401)', async () => {
    for (const [operationId, options] of operations) {
      expectError(await call(operationId, options), 401)
    }
  })

  it('lets admins call every admin operation', async () => {
    for (const [operationId, options] of operations) {
      const result = await call(operationId, { ...options, token: tokens.admin })
      expect(result.status, `${operationId}: ${JSON.stringify(result.body)}`).toBeLessThan(300)
    }
  })
})
