/** A live interview session: started, then answered question by question. */
import { callApi, type CallOptions } from '../call'
import { api } from '../client'
import type { ApiSchemas } from '@/contract/types'

export const startInterview = (body: ApiSchemas['StartInterviewRequest'], options: CallOptions) =>
  callApi(() => api.POST('/interviews', { body }), options)

/** A recorded answer, sent as multipart form data. */
export const sendAudioAnswer = (id: string, form: FormData, options: CallOptions) =>
  callApi(
    () =>
      api.POST('/interviews/{id}/answer', {
        params: { path: { id } },
        // The contract types the binary part as a string; the serializer sends the real Blob.
        body: { audio: '' },
        bodySerializer: () => form,
      }),
    options,
  )

export const sendTextAnswer = (id: string, text: string, options: CallOptions) =>
  callApi(
    () =>
      api.POST('/interviews/{id}/answer', {
        params: { path: { id } },
        body: { text, isTextResponse: true },
      }),
    options,
  )
