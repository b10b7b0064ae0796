import type { ApiError } from '@/contract/types'

/**
 * An error body with a usable message. Thrown JS errors are excluded: their messages
 * ('Failed to fetch') are not for users.
 */
function isApiError(value: unknown): value is ApiError {
  return (
    typeof value === 'object' &&
    value !== null &&
    !(value instanceof Error) &&
    typeof (value as { message?: unknown }).message === 'string' &&
    (value as { message: string }).message.trim() !== ''
  )
}

/**
 * What to show for a failed call (docs/product.md#errors: "the server's response body or message"): the
 * Error body's message, else a non-empty text body, else `fallback`. openapi-fetch hands a
 * non-JSON body over as its text, and an empty one as undefined.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (isApiError(error)) return error.message
  if (typeof error === 'string') {
    const text = error.trim()
    // A proxy's HTML error page is not a message.
    if (text !== '' && !text.startsWith('<')) return text
  }
  return fallback
}
