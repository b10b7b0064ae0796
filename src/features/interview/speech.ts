/**
 * Transcribe my voice (docs/product.md#interview): where the browser offers the Web Speech API's
 * SpeechRecognition, the words it hears while the person records become the answer's transcript,
 * sent with the recording. Opt-in and off by default: most browsers send the audio to their
 * vendor's speech service.
 */
import { proxy, useSnapshot } from 'valtio'
import { logger } from '@/lib/logger'

/** The part of the Web Speech API's SpeechRecognition this uses. */
interface Recognizer {
  lang: string
  continuous: boolean
  interimResults: boolean
  onresult: ((event: RecognitionEvent) => void) | null
  onend: (() => void) | null
  onerror: ((event: { error: string }) => void) | null
  start(): void
  stop(): void
}

interface RecognitionEvent {
  resultIndex: number
  results: ArrayLike<{ isFinal: boolean; 0: { transcript: string } }>
}

type RecognizerClass = new () => Recognizer

function recognizerClass(): RecognizerClass | null {
  if (typeof window === 'undefined') return null
  const scope = window as unknown as Record<string, RecognizerClass | undefined>
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition ?? null
}

/** Whether this browser can recognise speech at all (no switch without it). */
export const speechRecognitionAvailable = () => recognizerClass() !== null

const speechState = proxy({ enabled: false })

export const useSpeechSetting = () => useSnapshot(speechState)

export const speechActions = {
  setEnabled(enabled: boolean) {
    speechState.enabled = enabled
  },
}

/** One answer being listened to; `finish` resolves with what was heard ('' for nothing). */
export interface Listening {
  finish(): Promise<string>
}

const FINISH_TIMEOUT_MS = 3000

/** Starts listening when the switch is on and the browser can; else null (the canned transcript). */
export function startListening(): Listening | null {
  const Recognition = recognizerClass()
  if (!speechState.enabled || !Recognition) return null
  const recognizer = new Recognition()
  recognizer.lang = document.documentElement.lang || navigator.language || 'en-US'
  recognizer.continuous = true
  recognizer.interimResults = false
  const heard: string[] = []
  let ended = false
  let onEnded = () => {}
  recognizer.onresult = (event) => {
    for (let index = event.resultIndex; index < event.results.length; index++) {
      const result = event.results[index]
      if (result?.isFinal) heard.push(result[0].transcript.trim())
    }
  }
  recognizer.onerror = (event) => logger.warn('Speech recognition failed', { error: event.error })
  recognizer.onend = () => {
    ended = true
    onEnded()
  }
  try {
    recognizer.start()
  } catch (error) {
    logger.warn('Speech recognition could not start', { error: String(error) })
    return null
  }
  return {
    finish() {
      const done = new Promise<void>((resolve) => {
        if (ended) resolve()
        onEnded = resolve
        // A recognizer that never ends must not hold the answer back.
        setTimeout(resolve, FINISH_TIMEOUT_MS)
      })
      if (!ended) recognizer.stop()
      return done.then(() => heard.filter(Boolean).join(' '))
    },
  }
}
