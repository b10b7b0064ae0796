import { ADMIN_ROLE } from '@/domain/roles'
import { coffeeCompany } from '../../fixtures'
import { signToken, type TokenPayload } from '../../mocks/auth/crypto'
import { call, demo, signIn } from '../contract/harness'
import { base64url, decodePayload, tamper } from './http'
import { coffee, users, type FuzzContext, type Scenario } from './scenario-kit'
import { authScenarios } from './scenarios-auth'
import { interviewScenarios } from './scenarios-interviews'
import { projectScenarios } from './scenarios-projects'
import { adminScenarios } from './scenarios-admin'
import { codingScenarios } from './scenarios-coding'
import { researchScenarios } from './scenarios-research'
import { askScenarios } from './scenarios-ask'
import { studyScenarios } from './scenarios-studies'
import { studyLiveScenarios } from './scenarios-study'
import { questionOnScreen } from '../permissions/requests'

/**
 * For each of the contract's operations: a baseline request that an authorised caller sends
 * and that succeeds (the fuzz suite breaks one thing of it at a time), and the hostile requests
 * that are valid by the schema but must be refused by the rules behind it — other users'
 * records, someone else's project, unknown ids, duplicates, path traversal in prompt values —
 * each with the status the contract's descriptions give for it.
 */

const accounts = {
  admin: demo.admin,
  lead: demo.lead,
  interviewee: demo.interviewee,
  nora: { email: 'nora.hale@candor.test', password: 'nora1234' },
  carlos: { email: 'carlos.mendes@candor.test', password: 'carlos1234' },
  priya: { email: 'priya.raman@candor.test', password: 'priya1234' },
} as const

/** Signs everyone in and builds the records the scenarios point at. Not part of the fuzzing. */
export async function prepare(): Promise<FuzzContext> {
  const tokens = {
    admin: await signIn(accounts.admin),
    lead: await signIn(accounts.lead),
    interviewee: await signIn(accounts.interviewee),
    nora: await signIn(accounts.nora),
    carlos: await signIn(accounts.carlos),
    priya: await signIn(accounts.priya),
  }
  const live = async (token: string) =>
    (
      await call<{ id: string }>('startInterview', {
        token,
        body: { company: coffeeCompany.company, product: coffeeCompany.product },
      })
    ).body.id
  const created = await call<{ interview_id: string }>('createPersistentInterview', {
    token: tokens.interviewee,
    body: {
      project_id: null,
      interviewer_id: null,
      interviewee_id: users.interviewee,
      metadata: { company: 'Acme', product: 'Rocket Skates' },
    },
  })
  const abandoned = created.body.interview_id
  await call('abandonPersistentInterview', { token: tokens.interviewee, params: { id: abandoned } })
  const revoked = await signIn(accounts.interviewee)
  await call('logout', { token: revoked })
  const token = tokens.interviewee
  const payload = decodePayload(token) as unknown as TokenPayload
  const signed: TokenPayload = { ...payload }
  const [header = '', body = ''] = token.split('.')
  const badTokens = [
    { why: 'signed-out session', token: revoked },
    { why: 'role changed, signature kept', token: tamper(token, { role: ADMIN_ROLE }) },
    { why: 'sub changed, signature kept', token: tamper(token, { sub: users.admin }) },
    { why: 'exp extended, signature kept', token: tamper(token, { exp: payload.exp + 3600 }) },
    {
      why: 'expired (signed)',
      token: await signToken({ ...signed, exp: 1_000_000_000 }),
    },
    {
      why: 'unknown session (signed)',
      token: await signToken({
        ...signed,
        sessionId: crypto.randomUUID(),
      }),
    },
    {
      why: "another user's sub on this session (signed)",
      token: await signToken({ ...signed, sub: users.admin }),
    },
    {
      why: 'alg none, no signature',
      token: `${base64url(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${body}.`,
    },
    { why: 'signature dropped', token: `${header}.${body}.` },
    { why: 'signature of another token', token: `${header}.${body}.${tokens.admin.split('.')[2]}` },
  ]
  const shareLink = await call<{ id: string; token: string }>('createShareLink', {
    token: tokens.admin,
    params: { id: coffee },
    body: { includeSentiment: false },
  })
  return {
    tokens,
    shareLink: shareLink.body,
    adminLive: await live(tokens.admin),
    intervieweeLive: await live(tokens.interviewee),
    abandoned,
    badTokens,
    probeQuestion: await questionOnScreen(tokens.interviewee),
  }
}

export const scenarios: Record<string, Scenario> = {
  ...authScenarios,
  ...interviewScenarios,
  ...projectScenarios,
  ...adminScenarios,
  ...codingScenarios,
  ...researchScenarios,
  ...askScenarios,
  ...studyScenarios,
  ...studyLiveScenarios,
}

/** Replaces the placeholders the scenarios use for records made by prepare(). */
export function fill(value: string, ctx: FuzzContext): string {
  switch (value) {
    case 'ABANDONED':
      return ctx.abandoned
    case 'ADMIN_LIVE':
      return ctx.adminLive
    case 'INTERVIEWEE_LIVE':
      return ctx.intervieweeLive
    case 'SHARE_LINK':
      return ctx.shareLink.id
    case 'SHARE_TOKEN':
      return ctx.shareLink.token
    default:
      return value
  }
}
