import { logger } from './logger'

/**
 * Product analytics and session replay (docs/product.md#overview). Off unless VITE_AMPLITUDE_API_KEY is set at
 * build time: the check is on a build-time constant, so an unconfigured build drops the dynamic
 * imports and ships no third-party code and makes no network call. When configured, the SDKs
 * load lazily after the app has rendered.
 */

export interface AnalyticsConfig {
  apiKey: string
  /** docs/product.md#overview: replay samples one session in ten. */
  replaySampleRate: number
}

const REPLAY_SAMPLE_RATE = 0.1
/** Password and sensitive fields never reach a replay. */
const REPLAY_BLOCK_SELECTORS = ['input[type="password"]', '[data-sensitive]', '.sensitive']

export function analyticsConfig(
  env: Record<string, unknown> = import.meta.env,
): AnalyticsConfig | null {
  const apiKey = env.VITE_AMPLITUDE_API_KEY
  if (typeof apiKey !== 'string' || apiKey.trim() === '') return null
  return { apiKey: apiKey.trim(), replaySampleRate: REPLAY_SAMPLE_RATE }
}

/** What the adapter needs from the SDKs; tests pass stand-ins. */
export interface AnalyticsSdk {
  init(apiKey: string, options: { serverZone: 'US'; autocapture: boolean }): unknown
  add(plugin: unknown): unknown
  sessionReplayPlugin(options: {
    sampleRate: number
    privacyConfig: { blockSelector: string[] }
  }): unknown
}

export function startAnalyticsWith(sdk: AnalyticsSdk, config: AnalyticsConfig): void {
  sdk.add(
    sdk.sessionReplayPlugin({
      sampleRate: config.replaySampleRate,
      privacyConfig: { blockSelector: REPLAY_BLOCK_SELECTORS },
    }),
  )
  sdk.init(config.apiKey, { serverZone: 'US', autocapture: true })
}

async function loadSdk(): Promise<AnalyticsSdk> {
  const [analytics, replay] = await Promise.all([
    import('@amplitude/analytics-browser'),
    import('@amplitude/plugin-session-replay-browser'),
  ])
  return {
    init: (apiKey, options) => analytics.init(apiKey, options),
    add: (plugin) => analytics.add(plugin as Parameters<typeof analytics.add>[0]),
    sessionReplayPlugin: (options) => replay.sessionReplayPlugin(options),
  }
}

/** Starts analytics when configured; a failure to load is logged, never shown. */
export async function startAnalytics(): Promise<boolean> {
  if (!import.meta.env.VITE_AMPLITUDE_API_KEY) return false
  const config = analyticsConfig()
  if (!config) return false
  try {
    startAnalyticsWith(await loadSdk(), config)
    return true
  } catch (error) {
    logger.warn('Analytics could not start', { error: String(error) })
    return false
  }
}
