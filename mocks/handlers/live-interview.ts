import { answerInterview, startInterview } from '../interview/engine'
import { currentUser, http, safe } from './context'

export const liveInterviewHandlers = [
  http.post(
    '/interviews',
    safe(async ({ request, response }) => {
      const user = await currentUser(request)
      return response(201).json(await startInterview(user, await request.json()))
    }),
  ),

  http.post(
    '/interviews/{id}/answer',
    safe(async ({ request, params, response }) => {
      const user = await currentUser(request)
      // The guard has checked the content type and the body against the contract.
      const isJson = (request.headers.get('content-type') ?? '')
        .toLowerCase()
        .includes('application/json')
      if (isJson) {
        const { text } = (await request.json()) as { text: string }
        return response(200).json(await answerInterview(user, params.id, { kind: 'text', text }))
      }
      const form = await request.formData()
      const audio = form.get('audio') as Blob
      const bytes = new Uint8Array(await audio.arrayBuffer())
      const transcript = form.get('transcript')
      return response(200).json(
        await answerInterview(user, params.id, {
          kind: 'audio',
          bytes,
          ...(typeof transcript === 'string' && { transcript }),
        }),
      )
    }),
  ),
]
