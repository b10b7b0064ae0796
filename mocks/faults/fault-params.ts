import { operations } from '../contract/operations'
import { noFaults, type FaultSettings, type LatencyRange } from './fault-settings'

/**
 * Reading fault settings from text: the page address (`?mockLatency=100-800`, …), the standalone
 * server's `--faults`, the panel's fields and its stored state. One reader per setting, each
 * answering a value or a problem to show; the settings themselves live in ./fault-settings.
 */

/** The URL parameter for each setting, as mocks/README.md#mock-controls-and-faults documents them. */
const FAULT_PARAMS = {
  latency: 'mockLatency',
  errorRate: 'mockErrorRate',
  failOperations: 'mockFail',
  failOnce: 'mockFailOnce',
  dropSocket: 'mockDropSocket',
  dropSocketOnce: 'mockDropSocketOnce',
  slowTranscriptionMs: 'mockSlowTranscription',
  seed: 'mockSeed',
} as const satisfies Record<keyof FaultSettings, string>

export const OPERATION_IDS: readonly string[] = operations.map((op) => op.operationId)

/** Above this a delay is a typo, not a test: it would only hang the page. */
const MAX_DELAY_MS = 120_000
/** Seeds are 32-bit, as the generator's state. */
const MAX_SEED = 2 ** 32 - 1

type Parsed<T> = { value: T } | { problem: string }

function parseMs(text: string, what: string): Parsed<number> {
  if (!/^\d+$/.test(text)) return { problem: `${what} must be a whole number of milliseconds` }
  const value = Number(text)
  if (value > MAX_DELAY_MS) return { problem: `${what} must be at most ${MAX_DELAY_MS} ms` }
  return { value }
}

/** `200` (fixed) or `100-800` (random in the range); an empty text means no override. */
export function parseLatency(text: string): Parsed<LatencyRange | null> {
  const trimmed = text.trim()
  if (trimmed === '') return { value: null }
  const parts = trimmed.split('-').map((part) => part.trim())
  if (parts.length > 2) return { problem: 'Latency must be a number or a range like 100-800' }
  const parsed = parts.map((part) => parseMs(part, 'Latency'))
  const values: number[] = []
  for (const result of parsed) {
    if ('problem' in result) return { problem: 'Latency must be a number or a range like 100-800' }
    values.push(result.value)
  }
  const [min = 0, max = min] = values
  if (max < min) return { problem: 'Latency range must go from the smaller to the larger number' }
  return { value: { min, max } }
}

export function formatLatency(latency: LatencyRange | null): string {
  if (!latency) return ''
  return latency.min === latency.max ? String(latency.min) : `${latency.min}-${latency.max}`
}

function parseSeed(text: string): Parsed<number> {
  const trimmed = text.trim()
  const value = Number(trimmed)
  if (!/^\d+$/.test(trimmed) || value > MAX_SEED) {
    return { problem: `Seed must be a whole number from 0 to ${MAX_SEED}` }
  }
  return { value }
}

function parseErrorRate(text: string): Parsed<number> {
  const trimmed = text.trim()
  const value = Number(trimmed)
  if (trimmed === '' || !Number.isFinite(value) || value < 0 || value > 1) {
    return { problem: 'Error rate must be a number from 0 to 1' }
  }
  return { value }
}

/** A comma-separated list of operationIds; unknown ones are a problem (and are dropped). */
export function parseFailOperations(text: string): { value: string[]; problem?: string } {
  const names = text
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '')
  const unknown = names.filter((name) => !OPERATION_IDS.includes(name))
  const value = [...new Set(names.filter((name) => OPERATION_IDS.includes(name)))]
  return unknown.length > 0
    ? { value, problem: `Unknown operation(s): ${unknown.join(', ')}` }
    : { value }
}

function parseFlag(text: string): Parsed<boolean> {
  const lower = text.trim().toLowerCase()
  if (['1', 'true', 'on', 'yes', ''].includes(lower)) return { value: true }
  if (['0', 'false', 'off', 'no'].includes(lower)) return { value: false }
  return { problem: 'must be 1 or 0' }
}

export interface ParsedFaultParams {
  /** The settings the address names; the others are absent. */
  faults: Partial<FaultSettings>
  /** One line per parameter that could not be read (it is ignored). */
  problems: string[]
}

/**
 * Reads the fault parameters of a page address or query string. A parameter that cannot be read
 * is left out and reported, never thrown: a typo in the address must not stop the demo.
 */
export function parseFaultParams(search: string | URLSearchParams | URL): ParsedFaultParams {
  const params =
    search instanceof URL
      ? search.searchParams
      : typeof search === 'string'
        ? new URLSearchParams(search)
        : search
  const faults: Partial<FaultSettings> = {}
  const problems: string[] = []
  const read = <T>(name: string, parse: (text: string) => Parsed<T>, apply: (value: T) => void) => {
    const text = params.get(name)
    if (text === null) return
    const result = parse(text)
    if ('problem' in result) problems.push(`${name}=${text}: ${result.problem}`)
    else apply(result.value)
  }
  read(FAULT_PARAMS.latency, parseLatency, (value) => (faults.latency = value))
  read(FAULT_PARAMS.errorRate, parseErrorRate, (value) => (faults.errorRate = value))
  read(FAULT_PARAMS.dropSocket, parseFlag, (value) => (faults.dropSocket = value))
  read(FAULT_PARAMS.dropSocketOnce, parseFlag, (value) => (faults.dropSocketOnce = value))
  read(
    FAULT_PARAMS.slowTranscriptionMs,
    (text) => parseMs(text.trim(), 'Slow transcription'),
    (value) => (faults.slowTranscriptionMs = value),
  )
  read(FAULT_PARAMS.seed, parseSeed, (value) => (faults.seed = value))
  for (const key of ['failOperations', 'failOnce'] as const) {
    const text = params.get(FAULT_PARAMS[key])
    if (text === null) continue
    const result = parseFailOperations(text)
    faults[key] = result.value
    if (result.problem) problems.push(`${FAULT_PARAMS[key]}=${text}: ${result.problem}`)
  }
  return { faults, problems }
}

/**
 * The address parameters that name `faults` (what parseFaultParams reads back): how a test
 * opens the demo with faults armed.
 */
export function formatFaultParams(faults: Partial<FaultSettings>): URLSearchParams {
  const params = new URLSearchParams()
  const flag = (value: boolean) => (value ? '1' : '0')
  const { latency, errorRate, failOperations, failOnce, dropSocket, dropSocketOnce } = faults
  if (latency !== undefined) params.set(FAULT_PARAMS.latency, formatLatency(latency))
  if (errorRate !== undefined) params.set(FAULT_PARAMS.errorRate, String(errorRate))
  if (failOperations !== undefined)
    params.set(FAULT_PARAMS.failOperations, failOperations.join(','))
  if (failOnce !== undefined) params.set(FAULT_PARAMS.failOnce, failOnce.join(','))
  if (dropSocket !== undefined) params.set(FAULT_PARAMS.dropSocket, flag(dropSocket))
  if (dropSocketOnce !== undefined) params.set(FAULT_PARAMS.dropSocketOnce, flag(dropSocketOnce))
  if (faults.slowTranscriptionMs !== undefined) {
    params.set(FAULT_PARAMS.slowTranscriptionMs, String(faults.slowTranscriptionMs))
  }
  if (faults.seed !== undefined && faults.seed !== null) {
    params.set(FAULT_PARAMS.seed, String(faults.seed))
  }
  return params
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Settings read back from storage, field by field: anything missing or not understood (an older
 * panel, a hand-edited value) falls back to no fault for that field.
 */
export function faultsFromJson(input: unknown): FaultSettings {
  const settings = noFaults()
  if (!isObject(input)) return settings
  const { latency, errorRate, dropSocket, dropSocketOnce, slowTranscriptionMs, seed } = input
  if (isObject(latency)) {
    const parsed = parseLatency(`${String(latency.min)}-${String(latency.max)}`)
    if ('value' in parsed) settings.latency = parsed.value
  }
  if (typeof errorRate === 'number') {
    const parsed = parseErrorRate(String(errorRate))
    if ('value' in parsed) settings.errorRate = parsed.value
  }
  for (const key of ['failOperations', 'failOnce'] as const) {
    const names = input[key]
    if (!Array.isArray(names)) continue
    settings[key] = parseFailOperations(
      names.filter((name) => typeof name === 'string').join(','),
    ).value
  }
  settings.dropSocket = dropSocket === true
  settings.dropSocketOnce = dropSocketOnce === true
  if (typeof slowTranscriptionMs === 'number') {
    const parsed = parseMs(String(slowTranscriptionMs), 'Slow transcription')
    if ('value' in parsed) settings.slowTranscriptionMs = parsed.value
  }
  if (typeof seed === 'number') {
    const parsed = parseSeed(String(seed))
    if ('value' in parsed) settings.seed = parsed.value
  }
  return settings
}
