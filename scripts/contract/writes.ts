import type { components } from '@/contract/schema'
import type { ContractClient } from './client'
import { codingWrites } from './coding-writes'
import { intervieweeJourney } from './interviewee-journey'
import { attributesAndLinks, guideWrite } from './project-writes'
import type { WriteContext, WriteResults } from './write-context'

/**
 * `--write`: every write operation, on data the check creates and then removes, each answer
 * validated. Projects have no delete operation in the contract, so the one project created
 * stays behind (named so, and reported).
 */

type Schemas = components['schemas']

export async function checkWrites(
  client: ContractClient,
  context: WriteContext,
): Promise<WriteResults> {
  const admin = context.token
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
  const label = `Contract check ${run}`
  const leftovers: string[] = []
  const cleanup: (() => Promise<unknown>)[] = []

  try {
    // Project type and question: create → update (deleted at the end).
    const type = await client.call<Schemas['ProjectType']>('createProjectType', {
      body: { name: label, category: 'service', description: 'Created by npm run contract' },
      token: admin,
      expect: [201],
    })
    const typeId = type.body?.id
    let questionId: string | undefined
    if (typeId) {
      cleanup.push(() =>
        client.call('deleteProjectType', { params: { id: typeId }, token: admin, expect: [204] }),
      )
      const question = await client.call<Schemas['ProjectTypeQuestion']>(
        'createProjectTypeQuestion',
        {
          params: { id: typeId },
          body: { text: 'How did you first hear about it?' },
          token: admin,
          expect: [201],
        },
      )
      questionId = question.body?.id
      if (questionId) {
        const qid = questionId
        cleanup.push(() =>
          client.call('deleteProjectTypeQuestion', {
            params: { id: typeId, qid },
            token: admin,
            expect: [204],
          }),
        )
        await client.call('updateProjectTypeQuestion', {
          params: { id: typeId, qid },
          body: { text: 'How did you first hear about the product?', order: 1, isActive: true },
          token: admin,
          expect: [200],
        })
      } else {
        client.skip('updateProjectTypeQuestion', 'needs createProjectTypeQuestion')
        client.skip('deleteProjectTypeQuestion', 'needs createProjectTypeQuestion')
      }
      await client.call('updateProjectType', {
        params: { id: typeId },
        body: { name: `${label} (updated)`, category: 'service', isActive: true },
        token: admin,
        expect: [200],
      })
    } else {
      for (const operationId of [
        'createProjectTypeQuestion',
        'updateProjectTypeQuestion',
        'deleteProjectTypeQuestion',
        'updateProjectType',
        'deleteProjectType',
      ]) {
        client.skip(operationId, 'needs createProjectType')
      }
    }

    // A user: create → update → reset password (deleted at the end).
    const email = `contract-check-${run}@example.com`
    const created = await client.call<Schemas['CreateUserResponse']>('createUser', {
      body: { email, firstName: 'Contract', lastName: 'Check', role: 'interviewee' },
      token: admin,
      expect: [201],
    })
    const userId = created.body?.id
    let password = created.body?.password
    if (userId) {
      cleanup.push(() =>
        client.call('deleteUser', { params: { id: userId }, token: admin, expect: [204] }),
      )
      await client.call('updateUser', {
        params: { id: userId },
        body: { email, firstName: 'Contract', lastName: 'Checked', role: 'interviewee' },
        token: admin,
        expect: [200],
      })
      const reset = await client.call<Schemas['ResetPasswordResponse']>('resetUserPassword', {
        params: { id: userId },
        token: admin,
        expect: [200],
      })
      password = reset.body?.temporaryPassword ?? password
    } else {
      for (const operationId of ['updateUser', 'resetUserPassword', 'deleteUser']) {
        client.skip(operationId, 'needs createUser')
      }
    }

    // A project on an existing type (a type in use cannot be deleted): create → update → invite.
    const types = (context.reads.get('listProjectTypes') ?? []) as Schemas['ProjectType'][]
    const existingType = types.find(
      (candidate) =>
        candidate.id !== typeId &&
        candidate.isActive &&
        candidate.questions.some((question) => question.isActive),
    )
    let projectId: string | undefined
    if (existingType) {
      const project = await client.call<Schemas['Project']>('createProject', {
        body: {
          name: `${label} (left by the contract check)`,
          company: 'Contract Check Co',
          product: 'Contract Check',
          productDescription: 'A project created by npm run contract -- --write.',
          projectTypeId: existingType.id,
        },
        token: admin,
        expect: [201],
      })
      projectId = project.body?.id
      if (projectId) {
        leftovers.push(
          `project ${projectId} "${label} (left by the contract check)": the contract has no delete for projects`,
        )
        await client.call('updateProject', {
          params: { id: projectId },
          body: {
            name: `${label} (left by the contract check)`,
            company: 'Contract Check Co',
            product: 'Contract Check',
            productDescription: 'Updated by npm run contract -- --write.',
            followUpIntensity: 1,
          },
          token: admin,
          expect: [200],
        })
        await guideWrite(client, admin, projectId)
        if (userId) {
          await client.call('inviteMember', {
            params: { id: projectId },
            body: { userId },
            token: admin,
            expect: [201],
          })
        } else client.skip('inviteMember', 'needs createUser')
        await attributesAndLinks(client, admin, projectId, userId)
      } else {
        client.skip('updateProject', 'needs createProject')
        client.skip('updateProjectQuestions', 'needs createProject')
        client.skip('inviteMember', 'needs createProject')
      }
    } else {
      for (const operationId of [
        'createProject',
        'updateProject',
        'updateProjectQuestions',
        'inviteMember',
      ]) {
        client.skip(operationId, 'no active project type with active questions to use')
      }
    }

    // The created user takes an interview on that project, as an interviewee would.
    await intervieweeJourney(client, context, {
      email,
      password: userId ? password : undefined,
      projectId,
      adminToken: admin,
      cleanup,
    })

    await codingWrites(client, { token: admin, projectId, label })

    await registration(client, context, run, cleanup)
    await reselectSettings(client, context)
  } finally {
    // Reverse order: interviews before their user, questions before their type.
    for (const step of cleanup.reverse()) {
      try {
        await step()
      } catch (error) {
        leftovers.push(`cleanup failed: ${error instanceof Error ? error.message : String(error)}`)
      }
    }
  }
  return { leftovers }
}

async function registration(
  client: ContractClient,
  context: WriteContext,
  run: string,
  cleanup: (() => Promise<unknown>)[],
): Promise<void> {
  const config = context.reads.get('getAuthConfig') as Schemas['AuthConfig'] | undefined
  if (!config) {
    client.skip('register', 'needs getAuthConfig')
    return
  }
  const registered = await client.call<Schemas['AuthResponse']>('register', {
    body: {
      email: `contract-check-${run}-self@example.com`,
      password: `check-${run}`,
      firstName: 'Contract',
      lastName: 'Registrant',
      role: 'interviewee',
    },
    expect: config.registrationEnabled ? [201] : [403],
    note: config.registrationEnabled ? 'enabled' : 'disabled',
  })
  const id = registered.body?.user?.id
  if (registered.status === 201 && id) {
    cleanup.push(() =>
      client.call('deleteUser', {
        params: { id },
        token: context.token,
        expect: [204],
        note: 'registered user',
      }),
    )
  }
}

/** Settings are global: they are only re-selected to their current values. */
async function reselectSettings(client: ContractClient, context: WriteContext): Promise<void> {
  const models = context.reads.get('getCurrentModels') as Schemas['ModelSelection'] | undefined
  const selection: Schemas['SelectModelsRequest'] = {}
  if (models?.chatModel) selection.chatModel = models.chatModel
  if (models?.audioModel) selection.audioModel = models.audioModel
  if (Object.keys(selection).length > 0) {
    await client.call('selectModels', {
      body: selection,
      token: context.token,
      expect: [200],
      note: 'current values',
    })
  } else client.skip('selectModels', 'no current model selection to re-select unchanged')

  const prompt = context.reads.get('getCurrentInterviewerPrompt') as
    Schemas['PromptStatus'] | undefined
  if (prompt?.currentPrompt && prompt.exists) {
    await client.call('selectInterviewerPrompt', {
      body: { value: prompt.currentPrompt },
      token: context.token,
      expect: [200],
      note: 'current value',
    })
  } else {
    client.skip('selectInterviewerPrompt', 'no valid current prompt to re-select unchanged')
  }
}
