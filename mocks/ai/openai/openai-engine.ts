import { SENTIMENTS, isSentiment } from '@/domain/sentiment'
import type { AiEngine, EngineLabel, InterviewContext, Produced } from '../engine'
import type { FollowUp, FollowUpInput } from '../follow-up'
import { MAX_FOLLOW_UP_LENGTH } from '../follow-up'
import { FOLLOW_UP_RULES, VERY_SHORT_BELOW, answerTraits } from '../follow-up-rules'
import { localEngine } from '../local-engine'
import { EmptyRecordingError } from '../transcribe'
import { fillPrompt } from './prompt-template'
import { ProviderError, providerClient } from './provider-client'

const DEFAULT_CHAT_TIMEOUT_MS = 20_000
const DEFAULT_TRANSCRIPTION_TIMEOUT_MS = 60_000

export interface OpenAiEngineOptions {
  readonly baseUrl: string
  /** From CANDOR_AI_API_KEY only; never logged, never in an answer. */
  readonly apiKey?: string
  readonly chatTimeoutMs?: number
  readonly transcriptionTimeoutMs?: number
  readonly maxRetryWaitMs?: number
  /** The admin's saved models, read at each call so a new selection applies at once. */
  readonly models: () => { readonly chatModel: string | null; readonly audioModel: string | null }
  /** The text of an interviewer prompt file, or null when there is none. */
  readonly promptText: (path: string | null) => string | null
  /** One line per fallback to the local engine, saying why. */
  readonly log?: (line: string) => void
  readonly fetch?: typeof fetch
}

interface ProviderModel {
  readonly id: string
  readonly name: string
}

/** The openai engine and what the server asks of the provider beside the AI work. */
export interface OpenAiEngine extends AiEngine {
  /** The provider's models (GET {base}/models); empty when it cannot be reached. */
  listModels(): Promise<ProviderModel[]>
  /** False from a failed call until the next one succeeds. */
  available(): boolean
}

/** The 13 values a rating may take: the older spelling 'sceptical' is only ever read. */
export const RATED_SENTIMENTS = SENTIMENTS.filter((value) => value !== 'sceptical')

const SENTIMENT_FORMAT = {
  type: 'json_schema',
  json_schema: {
    name: 'sentiment',
    strict: true,
    schema: {
      type: 'object',
      additionalProperties: false,
      required: ['sentiment'],
      properties: { sentiment: { type: 'string', enum: RATED_SENTIMENTS } },
    },
  },
} as const

const FOLLOW_UP_FORMAT = {
  type: 'json_schema',
  json_schema: {
    name: 'follow_up',
    strict: true,
    schema: {
      type: 'object',
      additionalProperties: false,
      required: ['ask', 'question'],
      properties: { ask: { type: 'boolean' }, question: { type: 'string' } },
    },
  },
} as const

const SENTIMENT_INSTRUCTION = `You rate the sentiment of one interview answer about a product.
Reply with JSON only: {"sentiment": one of ${RATED_SENTIMENTS.join(', ')}}.
Rate how the interviewee feels in this answer; use "unknown" only when the answer cannot be understood.`

const FOLLOW_UP_INSTRUCTION = `Decide whether the interviewee's last answer needs one follow-up question.
Ask only when it would uncover something new: a vague, very short or off-topic answer, a problem, a wish or a story worth hearing.
Do not ask when the answer is already specific. A follow-up refers to what was said, in your own words, asks one thing, is at most ${MAX_FOLLOW_UP_LENGTH} characters and ends with a question mark.
When the question has a goal, probe toward its goal: ask about what in the answer bears on it, and steer an off-topic answer back to the question.
Reply with JSON only: {"ask": true or false, "question": the follow-up, or "" when not asking}.`

/** When no prompt file is selected or readable: the interviewer's job in one line. */
const PLAIN_INTERVIEWER = `You are a neutral product researcher interviewing a customer of {{company}} about {{product}} ({{productDescription}}). The follow-up intensity is {{intensity}}.`

/** The message content of a chat completion's first choice, parsed as JSON; null otherwise. */
function replyJson(body: unknown): Record<string, unknown> | null {
  const content = (body as { choices?: { message?: { content?: unknown } }[] } | null)?.choices?.[0]
    ?.message?.content
  if (typeof content !== 'string') return null
  try {
    const parsed: unknown = JSON.parse(content)
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null
  } catch {
    return null
  }
}

/**
 * Whether the follow-up intensity still allows a follow-up: the local rules' limits, so the
 * provider can never ask more or deeper than the intensity says, whatever its prompt.
 */
function followUpAllowed(input: FollowUpInput): boolean {
  const rule = FOLLOW_UP_RULES[input.intensity]
  if (input.followUpsSoFar >= rule.maxFollowUps) return false
  if (input.depth < rule.maxDepth) return true
  if (!rule.clarifyAtLimit || input.depth > rule.maxDepth) return false
  const traits = answerTraits(input.answerText, input.sentiment, rule)
  return traits.words < VERY_SHORT_BELOW || traits.triggers.has('confused')
}

/** A provider's follow-up we can say aloud: one question, not too long, not one already asked. */
function usableFollowUp(text: string, input: FollowUpInput): string | null {
  const question = text.trim().replace(/\s+/g, ' ')
  if (question.length === 0 || question.length > MAX_FOLLOW_UP_LENGTH) return null
  if (!question.endsWith('?')) return null
  const same = (other: string) => other.trim().toLowerCase() === question.toLowerCase()
  if (same(input.questionText) || (input.interviewQuestions ?? []).some(same)) return null
  return question
}

export function openaiEngine(options: OpenAiEngineOptions): OpenAiEngine {
  const client = providerClient(options)
  const chatTimeout = options.chatTimeoutMs ?? DEFAULT_CHAT_TIMEOUT_MS
  const transcriptionTimeout = options.transcriptionTimeoutMs ?? DEFAULT_TRANSCRIPTION_TIMEOUT_MS
  let healthy = true

  function succeeded() {
    healthy = true
  }

  function fellBack(task: string, reason: string) {
    healthy = false
    // The key never reaches an error's text; removing it here keeps a provider echo out too.
    const safe = options.apiKey ? reason.split(options.apiKey).join('[key]') : reason
    options.log?.(`AI provider: ${task} failed (${safe}); using the local engine`)
  }

  const reasonOf = (error: unknown) =>
    error instanceof ProviderError ? error.message : `unexpected: ${String(error)}`

  async function chat(
    model: string,
    system: string,
    user: string,
    format: unknown,
  ): Promise<Record<string, unknown> | null> {
    const body = await client.json(
      '/chat/completions',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          model,
          temperature: 0,
          response_format: format,
          messages: [
            { role: 'system', content: system },
            { role: 'user', content: user },
          ],
        }),
      },
      chatTimeout,
    )
    return replyJson(body)
  }

  const label = (model: string): EngineLabel => `openai:${model}`

  function interviewerPrompt(context: InterviewContext, input: FollowUpInput): string {
    const template = options.promptText(context.promptPath) ?? PLAIN_INTERVIEWER
    return fillPrompt(template, {
      company: context.company,
      product: context.product,
      productDescription: context.productDescription,
      question: input.questionText,
      intensity: input.intensity,
      conversation: context.conversation,
    })
  }

  return {
    name: 'openai',

    async transcribe(input, context) {
      if (input.audioBytes.length === 0) throw new EmptyRecordingError()
      const model = options.models().audioModel
      if (!model) return localEngine.transcribe(input, context)
      const form = new FormData()
      form.append('model', model)
      form.append(
        'file',
        new Blob([new Uint8Array(input.audioBytes)], { type: 'audio/webm' }),
        'answer.webm',
      )
      try {
        const body = await client.json(
          '/audio/transcriptions',
          { method: 'POST', body: form },
          transcriptionTimeout,
        )
        const text = (body as { text?: unknown } | null)?.text
        if (typeof text !== 'string') throw new ProviderError('the transcription has no text')
        succeeded()
        return { value: text.trim(), engine: label(model) }
      } catch (error) {
        fellBack('transcription', reasonOf(error))
        return localEngine.transcribe(input, context)
      }
    },

    async rateSentiment(text, questionText) {
      const model = options.models().chatModel
      if (!model) return localEngine.rateSentiment(text, questionText)
      try {
        const reply = await chat(
          model,
          SENTIMENT_INSTRUCTION,
          `Question: ${questionText}\nAnswer: ${text}`,
          SENTIMENT_FORMAT,
        )
        const value = reply?.sentiment
        if (!isSentiment(value) || value === 'sceptical') {
          throw new ProviderError(
            `the sentiment is not one of the ${RATED_SENTIMENTS.length} values`,
          )
        }
        succeeded()
        return { value, engine: label(model) }
      } catch (error) {
        fellBack('sentiment', reasonOf(error))
        return localEngine.rateSentiment(text, questionText)
      }
    },

    async followUp(input, context): Promise<Produced<FollowUp | null>> {
      const model = options.models().chatModel
      // The limit is the local rules', whoever phrases the question.
      if (!followUpAllowed(input)) return { value: null, engine: 'local' }
      if (!model) return localEngine.followUp(input, context)
      try {
        const reply = await chat(
          model,
          `${interviewerPrompt(context, input)}\n\n${FOLLOW_UP_INSTRUCTION}`,
          [
            `Question: ${input.questionText}`,
            ...(input.goal ? [`Goal of the question: ${input.goal}`] : []),
            `Answer: ${input.answerText}`,
          ].join('\n'),
          FOLLOW_UP_FORMAT,
        )
        if (!reply || typeof reply.ask !== 'boolean') {
          throw new ProviderError('the follow-up decision is not the JSON asked for')
        }
        if (!reply.ask) {
          succeeded()
          return { value: null, engine: label(model) }
        }
        const question = usableFollowUp(
          typeof reply.question === 'string' ? reply.question : '',
          input,
        )
        if (!question) throw new ProviderError('the follow-up is not one short new question')
        succeeded()
        return { value: { question, reason: `${label(model)} follow-up` }, engine: label(model) }
      } catch (error) {
        fellBack('follow-up', reasonOf(error))
        return localEngine.followUp(input, context)
      }
    },

    // Ask stays local: its citations are exact quotes the researcher can check, and answering
    // over every interview would send the whole project to the provider at each question.
    ask: (request) => localEngine.ask(request),

    async listModels() {
      try {
        const body = await client.json('/models', { method: 'GET' }, chatTimeout)
        const data = (body as { data?: unknown } | null)?.data
        if (!Array.isArray(data)) throw new ProviderError('/models answered without a data list')
        succeeded()
        return data
          .map((entry: unknown) => (entry as { id?: unknown } | null)?.id)
          .filter((id): id is string => typeof id === 'string' && id.length > 0)
          .map((id) => ({ id, name: id }))
      } catch (error) {
        fellBack('the model list', reasonOf(error))
        return []
      }
    },

    available: () => healthy,
  }
}
