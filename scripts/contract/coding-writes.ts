import type { components } from '@/contract/schema'
import type { ContractClient } from './client'

/**
 * The part of `--write` that codes the interview the created interviewee just gave, as an admin:
 * codes created, edited, merged and deleted, a highlight added and removed, a sentiment corrected
 * and a theme suggestion dismissed. The dismissal and the activity entries stay with the check's
 * project (the contract deletes neither), the correction goes with the interview.
 */

type Schemas = components['schemas']

const OPERATIONS = [
  'createCode',
  'updateCode',
  'mergeCode',
  'createHighlight',
  'deleteHighlight',
  'deleteCode',
  'decideTheme',
  'correctAnswerSentiment',
] as const

export async function codingWrites(
  client: ContractClient,
  input: { token: string; projectId: string | undefined; label: string },
): Promise<void> {
  const { token, projectId, label } = input
  if (!projectId) {
    for (const operationId of OPERATIONS) client.skip(operationId, 'needs createProject')
    return
  }
  const params = { id: projectId }
  const interviews = await client.call<Schemas['ProjectInterview'][]>('listProjectInterviews', {
    params,
    token,
    expect: [200],
    note: 'the interview to code',
  })
  const interview = interviews.body?.find((candidate) => candidate.answers.length > 0)
  const answer = interview?.answers[0]
  const created = async (name: string, note: string) =>
    (
      await client.call<Schemas['Code']>('createCode', {
        params,
        body: { name },
        token,
        expect: [201],
        note,
      })
    ).body?.id
  const kept = await created(`${label} code`, 'kept')
  const merged = await created(`${label} merged`, 'to merge')
  if (!kept || !merged) {
    for (const operationId of OPERATIONS.slice(1)) client.skip(operationId, 'needs createCode')
    return
  }
  await client.call('updateCode', {
    params: { ...params, codeId: kept },
    body: { description: 'Created by npm run contract -- --write.' },
    token,
    expect: [200],
  })
  await client.call('mergeCode', {
    params: { ...params, codeId: merged },
    body: { targetCodeId: kept },
    token,
    expect: [200],
  })
  if (interview && answer) {
    const highlight = await client.call<Schemas['CreateHighlightResponse']>('createHighlight', {
      params,
      body: {
        interviewId: interview.id,
        questionId: answer.questionId,
        start: 0,
        end: answer.text.length,
        text: answer.text,
        codeId: kept,
      },
      token,
      expect: [201],
    })
    const highlightId = highlight.body?.highlight.id
    if (highlightId) {
      await client.call('deleteHighlight', {
        params: { ...params, highlightId },
        token,
        expect: [204],
      })
    } else client.skip('deleteHighlight', 'needs createHighlight')
    await client.call('correctAnswerSentiment', {
      params: { ...params, interviewId: interview.id, questionId: answer.questionId },
      body: { sentiment: 'neutral', reason: 'Checked by npm run contract' },
      token,
      expect: [200],
    })
  } else {
    for (const operationId of ['createHighlight', 'deleteHighlight', 'correctAnswerSentiment']) {
      client.skip(operationId, 'the created project has no answered interview')
    }
  }
  await client.call('deleteCode', { params: { ...params, codeId: kept }, token, expect: [204] })
  await client.call('decideTheme', {
    params,
    body: { themeKey: `${label} theme`, decision: 'dismissed', label: `${label} theme` },
    token,
    expect: [201],
  })
}
