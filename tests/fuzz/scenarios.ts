import { ADMIN_ROLE } from '@/domain/roles'
import { coffeeCompany } from '../../fixtures'
import { signToken, type TokenPayload } from '../../mocks/auth/crypto'
import { call, tokenFor } from '../contract/harness'
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
import { seededAccounts, demoCredentials } from '../support/accounts'

/**
 * For each of the contract's operations: a baseline request that an authorised caller sends
 * and that succeeds (the fuzz suite breaks one thing of it at a time), and the hostile requests
 * that are valid by the schema but must be refused by the rules behind it — other users'
 * records, someone else's project, unknown ids, duplicates, path traversal in prompt values —
 * each with the status the contract's descriptions give for it.
 */

const accounts = {
  admin: demoCredentials.admin,
  lead: demoCredentials.lead,
  interviewee: demoCredentials.interviewee,
  nora: seededAccounts.nora,
  carlos: seededAccounts.carlos,
  priya: seededAccounts.priya,
} as const

/** Signs everyone in and builds the records the scenarios point at. Not part of the fuzzing. */
export async function prepare(): Promise<FuzzContext> {
  const tokens = {
    admin: await tokenFor(accounts.admin),
    lead: await tokenFor(accounts.lead),
    interviewee: await tokenFor(accounts.interviewee),
    nora: await tokenFor(accounts.nora),
    carlos: await tokenFor(accounts.carlos),
    priya: await tokenFor(accounts.priya),
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
  const revoked = await tokenFor(accounts.interviewee)
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
