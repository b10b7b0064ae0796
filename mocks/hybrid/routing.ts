import { operations } from '../contract/operations'

/**
 * Hybrid mode's routing table: for each operation of the contract, whether the live backend or
 * the mock answers it, and why. Decided per operationId, in this order: this browser's override
 * (the Mock controls' switch), the configuration (VITE_MOCK_OPERATIONS / VITE_LIVE_OPERATIONS),
 * what the session has seen (a 501, or a 404/405 without the contract's Error body: a route the
 * backend does not have), else live.
 */

export type Route = 'live' | 'mock'

/**
 * Who serves the observe socket in hybrid mode: it shows the interview's recorded questions and
 * answers, so it goes where they are recorded (docs/architecture.md#hybrid-observe).
 */
export const OBSERVE_FOLLOWS = 'recordPersistentAnswer'

export type RouteReason = 'override' | 'configured' | '501' | 'missing route' | 'default'

export interface RouteDecision {
  route: Route
  why: RouteReason
}

export interface HybridConfig {
  /** Mock these operations, serve the rest live (VITE_MOCK_OPERATIONS). */
  mock?: readonly string[]
  /** Serve these operations live, mock the rest (VITE_LIVE_OPERATIONS). */
  live?: readonly string[]
  /** localStorage key of this browser's overrides; null keeps them in memory. */
  storageKey?: string | null
}

export const HYBRID_OVERRIDES_KEY = 'candor.hybridOverrides'

const operationIds = new Set(operations.map((operation) => operation.operationId))

const state = {
  config: { mock: new Set<string>(), live: null as Set<string> | null },
  detected: new Map<string, '501' | 'missing route'>(),
  overrides: new Map<string, Route>(),
  storageKey: null as string | null,
}
const listeners = new Set<() => void>()
let version = 0

function changed() {
  version++
  for (const listener of listeners) listener()
}

/**
 * `listAvailableModels, getCurrentModels` → the operationIds, checked against the contract.
 * An unknown one is a problem to report: a typo would otherwise silently stay live.
 */
export function parseOperationList(raw: string | undefined): { ids: string[]; unknown: string[] } {
  const ids = (raw ?? '')
    .split(/[\s,]+/)
    .map((id) => id.trim())
    .filter(Boolean)
  return {
    ids: ids.filter((id) => operationIds.has(id)),
    unknown: ids.filter((id) => !operationIds.has(id)),
  }
}

function readOverrides(key: string): Map<string, Route> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? '{}')
    if (!parsed || typeof parsed !== 'object') return new Map()
    return new Map(
      Object.entries(parsed).filter(
        (entry): entry is [string, Route] =>
          operationIds.has(entry[0]) && (entry[1] === 'live' || entry[1] === 'mock'),
      ),
    )
  } catch {
    return new Map()
  }
}

function storeOverrides() {
  if (!state.storageKey) return
  try {
    localStorage.setItem(state.storageKey, JSON.stringify(Object.fromEntries(state.overrides)))
  } catch (error) {
    console.warn('Hybrid mode: the overrides cannot be stored', error)
  }
}

/** Starts a session of hybrid mode: the configuration, and this browser's stored overrides. */
export function configureHybrid(config: HybridConfig = {}): void {
  state.config = {
    mock: new Set(config.mock ?? []),
    live: config.live ? new Set(config.live) : null,
  }
  state.detected.clear()
  state.storageKey = config.storageKey ?? null
  state.overrides = state.storageKey ? readOverrides(state.storageKey) : new Map<string, Route>()
  changed()
}

export function routeOf(operationId: string): RouteDecision {
  const override = state.overrides.get(operationId)
  if (override) return { route: override, why: 'override' }
  if (state.config.mock.has(operationId)) return { route: 'mock', why: 'configured' }
  if (state.config.live) {
    return { route: state.config.live.has(operationId) ? 'live' : 'mock', why: 'configured' }
  }
  const detected = state.detected.get(operationId)
  if (detected) return { route: 'mock', why: detected }
  return { route: 'live', why: 'default' }
}

/** The live backend does not implement it: the mock serves it for the rest of the session. */
export function markMissing(operationId: string, why: '501' | 'missing route'): void {
  if (state.detected.get(operationId) === why) return
  state.detected.set(operationId, why)
  console.info(`Hybrid mode: ${operationId} is served by the mock from now on (${why})`)
  changed()
}

/** This browser's switch for one operation; null removes it. */
export function setOverride(operationId: string, route: Route | null): void {
  if (route) state.overrides.set(operationId, route)
  else state.overrides.delete(operationId)
  storeOverrides()
  changed()
}

export function overrideOf(operationId: string): Route | null {
  return state.overrides.get(operationId) ?? null
}

/** Every operation of the contract with its route, in the contract's order. */
export function routingTable(): {
  operationId: string
  method: string
  path: string
  decision: RouteDecision
}[] {
  return operations.map((operation) => ({
    operationId: operation.operationId,
    method: operation.method.toUpperCase(),
    path: operation.path,
    decision: routeOf(operation.operationId),
  }))
}

/** For useSyncExternalStore: a number that changes with every routing change. */
export const routingVersion = () => version

export function onRoutingChange(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
