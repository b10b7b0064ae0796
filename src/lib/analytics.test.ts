import { describe, expect, it, vi } from 'vitest'
import { analyticsConfig, startAnalytics, startAnalyticsWith, type AnalyticsSdk } from './analytics'

describe('analytics adapter', () => {
  it('is off without a key: no config, nothing started', async () => {
    expect(analyticsConfig({})).toBeNull()
    expect(analyticsConfig({ VITE_AMPLITUDE_API_KEY: '   ' })).toBeNull()
    await expect(startAnalytics()).resolves.toBe(false)
  })

  it('when configured, starts with the US zone, autocapture and replay at 0.1 blocking passwords', () => {
    const config = analyticsConfig({ VITE_AMPLITUDE_API_KEY: ' key-123 ' })
    expect(config).toEqual({ apiKey: 'key-123', replaySampleRate: 0.1 })
    const replayPlugin = { name: 'replay' }
    const init = vi.fn()
    const add = vi.fn()
    const sessionReplayPlugin = vi.fn(() => replayPlugin)
    const sdk: AnalyticsSdk = { init, add, sessionReplayPlugin }
    startAnalyticsWith(sdk, config!)
    expect(init).toHaveBeenCalledWith('key-123', { serverZone: 'US', autocapture: true })
    const [replayOptions] = sessionReplayPlugin.mock.calls[0] as unknown as [
      { sampleRate: number; privacyConfig: { blockSelector: string[] } },
    ]
    expect(replayOptions.sampleRate).toBe(0.1)
    expect(replayOptions.privacyConfig.blockSelector).toContain('input[type="password"]')
    expect(add).toHaveBeenCalledWith(replayPlugin)
  })
})
