/**
 * Transcribe my voice (docs/product.md#interview): where the browser offers the Web Speech API's
 * SpeechRecognition, the words it hears while the person records become the answer's transcript,
 * sent with the recording. Opt-in and off by default: most browsers send the audio to their
 * vendor's speech service. Where the browser says it can recognise the language on the device
 * (`SpeechRecognition.available({ processLocally: true })`), recognition is asked to stay there
 * (`processLocally`) and the switch says so.
 */
import { proxy, useSnapshot } from 'valtio'
import { logger } from '@/lib/logger'

/** The part of the Web Speech API's SpeechRecognition this uses. */
interface Recognizer {
  lang: string
  processLocally?: boolean
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

type Availability = 'available' | 'downloadable' | 'downloading' | 'unavailable'

type RecognizerClass = (new () => Recognizer) & {
  /** Newer browsers only: whether these languages can be recognised, on the device if asked. */
  available?: (options: { langs: string[]; processLocally: boolean }) => Promise<Availability>
}

function recognizerClass(): RecognizerClass | null {
  if (typeof window === 'undefined') return null
  const scope = window as unknown as Record<string, RecognizerClass | undefined>
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition ?? null
}

/** Whether this browser can recognise speech at all (no switch without it). */
export const speechRecognitionAvailable = () => recognizerClass() !== null

const recognitionLanguage = () => document.documentElement.lang || navigator.language || 'en-US'

/** `onDevice`: the browser said it recognises this language without sending the audio away. */
const speechState = proxy({ enabled: false, onDevice: false })

export const useSpeechSetting = () => useSnapshot(speechState)

export const speechActions = {
  setEnabled(enabled: boolean) {
    speechState.enabled = enabled
  },
  /** Asks the browser once whether it can recognise on the device; any doubt means it cannot. */
  async checkOnDevice(): Promise<void> {
    speechState.onDevice = false
    const available = recognizerClass()?.available
    if (typeof available !== 'function') return
    try {
      const answer = await available({ langs: [recognitionLanguage()], processLocally: true })
      speechState.onDevice = answer === 'available'
    } catch (error) {
      logger.info('On-device speech recognition could not be checked', { error: String(error) })
    }
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
  recognizer.lang = recognitionLanguage()
  if (speechState.onDevice) recognizer.processLocally = true
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
