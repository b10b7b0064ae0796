import type { components } from '@/contract/schema'
import type { ContractClient } from './client'

/** The part of `--write` that works on the project the check created (see writes.ts). */

type Schemas = components['schemas']

/**
 * Attributes, a member's value and a report link on the created project, the link revoked; a
 * question asked of its interviews.
 */
export async function attributesAndLinks(
  client: ContractClient,
  admin: string,
  projectId: string,
  userId: string | undefined,
): Promise<void> {
  const attributes = await client.call<Schemas['ProjectAttributes']>('updateProjectAttributes', {
    params: { id: projectId },
    body: { attributes: [{ name: 'Plan', values: ['Subscriber', 'Pay as you go'] }] },
    token: admin,
    expect: [200],
  })
  const planId = attributes.body?.attributes[0]?.id
  if (userId && planId) {
    await client.call('setMemberAttributes', {
      params: { id: projectId, userId },
      body: { values: { [planId]: 'Subscriber' } },
      token: admin,
      expect: [200],
    })
  } else client.skip('setMemberAttributes', 'needs createUser and updateProjectAttributes')
  const link = await client.call<Schemas['ShareLink']>('createShareLink', {
    params: { id: projectId },
    body: { includeSentiment: false },
    token: admin,
    expect: [201],
  })
  const linkId = link.body?.id
  if (linkId) {
    await client.call('revokeShareLink', {
      params: { id: projectId, linkId },
      token: admin,
      expect: [204],
    })
  } else client.skip('revokeShareLink', 'needs createShareLink')
  await participantLinks(client, admin, projectId)
  // Asked questions have no delete operation: the one asked stays with the created project.
  await client.call<Schemas['AskedQuestion']>('askInterviews', {
    params: { id: projectId },
    body: { question: 'What do they say about the price?', segment: [] },
    token: admin,
    expect: [201],
  })
}

/**
 * A participant link (docs/product.md#participant-links): made, opened, joined; the participant
 * starts an interview and withdraws it; the link is revoked and the participant's account deleted.
 */
async function participantLinks(
  client: ContractClient,
  admin: string,
  projectId: string,
): Promise<void> {
  const link = await client.call<Schemas['ParticipantLink']>('createParticipantLink', {
    params: { id: projectId },
    body: { label: 'Contract check', responseLimit: 5 },
    token: admin,
    expect: [201],
  })
  const token = link.body?.token
  const linkId = link.body?.id
  if (!token || !linkId) {
    for (const operationId of ['getJoinPage', 'joinStudy', 'revokeParticipantLink'])
      client.skip(operationId, 'needs createParticipantLink')
    client.skip('withdrawPersistentInterview', 'needs joinStudy')
    return
  }
  await client.call('getJoinPage', { params: { token }, token: null, expect: [200] })
  const joined = await client.call<Schemas['JoinStudyResponse']>('joinStudy', {
    params: { token },
    body: { firstName: 'Contract' },
    token: null,
    expect: [201],
  })
  const participant = joined.body
  if (participant) {
    const interview = await client.call<Schemas['CreatePersistentInterviewResponse']>(
      'createPersistentInterview',
      {
        body: {
          project_id: projectId,
          interviewer_id: null,
          interviewee_id: participant.user.id,
          consented: true,
        },
        token: participant.token,
        expect: [201],
        note: "a participant link's session",
      },
    )
    const interviewId = interview.body?.interview_id
    if (interviewId)
      await client.call('withdrawPersistentInterview', {
        params: { id: interviewId },
        token: participant.token,
        expect: [204],
      })
    else client.skip('withdrawPersistentInterview', 'needs createPersistentInterview')
    await client.call('deleteUser', {
      params: { id: participant.user.id },
      token: admin,
      expect: [204],
      note: "the link's participant",
    })
  } else client.skip('withdrawPersistentInterview', 'needs joinStudy')
  await client.call('revokeParticipantLink', {
    params: { id: projectId, linkId },
    token: admin,
    expect: [204],
  })
}

/**
 * Saves the new project's guide as it reads, the first question at Probing depth None: the
 * check's own project, so no one's guide changes.
 */
export async function guideWrite(
  client: ContractClient,
  admin: string,
  projectId: string,
): Promise<void> {
  const guide = await client.call<Schemas['GuideQuestion'][]>('listProjectQuestions', {
    params: { id: projectId },
    token: admin,
    expect: [200],
  })
  const questions = (guide.body ?? []).map((question, index) => ({
    id: question.id,
    text: question.text,
    ...(index === 0 && { probingDepth: null }),
  }))
  if (questions.length === 0) {
    client.skip('updateProjectQuestions', 'the new project has no questions')
    return
  }
  await client.call('updateProjectQuestions', {
    params: { id: projectId },
    body: { questions },
    token: admin,
    expect: [200],
  })
}
