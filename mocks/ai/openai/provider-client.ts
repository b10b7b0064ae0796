// The HTTP side of an OpenAI-compatible provider: one request with a timeout, one retry on 429
// and 5xx after the wait the provider asks for (bounded), and errors that never carry the key.

export interface ProviderClientOptions {
  /** The API root, such as https://api.openai.com/v1 or http://localhost:11434/v1. */
  readonly baseUrl: string
  /** Sent as a bearer token; local servers (Ollama, llama-server) need none. */
  readonly apiKey?: string
  /** The longest wait before the one retry, whatever Retry-After says. Default 10 s. */
  readonly maxRetryWaitMs?: number
  readonly fetch?: typeof fetch
}

export class ProviderError extends Error {
  override name = 'ProviderError'
}

/** The wait a 429 or 5xx asks for: Retry-After in seconds or as a date; 1 s when it says none. */
export function retryDelayMs(header: string | null, now: number, maxMs: number): number {
  let wait = 1000
  if (header !== null && header.trim() !== '') {
    const seconds = Number(header)
    const date = Date.parse(header)
    if (Number.isFinite(seconds)) wait = seconds * 1000
    else if (Number.isFinite(date)) wait = date - now
  }
  return Math.min(Math.max(0, wait), maxMs)
}

const retryable = (status: number) => status === 429 || status >= 500

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

export interface ProviderClient {
  /** The parsed JSON body of a 2xx answer; a ProviderError for anything else. */
  json(path: string, init: RequestInit, timeoutMs: number): Promise<unknown>
}

export function providerClient(options: ProviderClientOptions): ProviderClient {
  const base = options.baseUrl.replace(/\/+$/, '')
  const maxWait = options.maxRetryWaitMs ?? 10_000
  const doFetch = options.fetch ?? fetch

  async function once(path: string, init: RequestInit, timeoutMs: number): Promise<Response> {
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), timeoutMs)
    const headers = new Headers(init.headers)
    if (options.apiKey) headers.set('Authorization', `Bearer ${options.apiKey}`)
    try {
      return await doFetch(`${base}${path}`, { ...init, headers, signal: controller.signal })
    } catch (error) {
      if (controller.signal.aborted) {
        throw new ProviderError(`${path} timed out after ${timeoutMs} ms`)
      }
      // A network error's text is the platform's, never the request's headers.
      throw new ProviderError(
        `${path} failed: ${error instanceof Error ? error.message : String(error)}`,
      )
    } finally {
      clearTimeout(timer)
    }
  }

  return {
    async json(path, init, timeoutMs) {
      let response = await once(path, init, timeoutMs)
      if (retryable(response.status)) {
        await response.body?.cancel()
        await sleep(retryDelayMs(response.headers.get('Retry-After'), Date.now(), maxWait))
        response = await once(path, init, timeoutMs)
      }
      if (!response.ok) {
        await response.body?.cancel()
        throw new ProviderError(`${path} answered ${response.status}`)
      }
      try {
        return (await response.json()) as unknown
      } catch {
        throw new ProviderError(`${path} answered with a body that is not JSON`)
      }
    },
  }
}
