import { describe, expect, it } from 'vitest'
import { listMicrophones, testMicrophone } from './microphones'
import { RECORDING_TIMESLICE_MS, startRecorder } from './recorder'

// Real Chromium with the fake audio device (vitest.config.ts: --use-fake-device-for-media-stream).

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('recorder in Chromium', () => {
  it('records a non-empty audio/webm Blob in 100 ms chunks and reports a level', async () => {
    const levels: number[] = []
    const recording = await startRecorder({ onLevel: (level) => levels.push(level) })
    expect(recording.mimeType).toBe('audio/webm;codecs=opus')
    expect(recording.deviceLabel).not.toBe('')
    await wait(1200)
    const result = await recording.stop()
    expect(result.blob.size).toBeGreaterThan(0)
    expect(result.blob.type).toMatch(/^audio\/webm/)
    // About one chunk per timeslice (the first may take longer while the encoder starts).
    expect(result.chunks).toBeGreaterThanOrEqual(Math.floor((1200 / RECORDING_TIMESLICE_MS) * 0.75))
    expect(result.durationMs).toBeGreaterThanOrEqual(1200)
    expect(Math.max(...levels)).toBeGreaterThan(0)
    expect(levels.every((level) => level >= 0 && level <= 1)).toBe(true)
    // Stopping resets the meter.
    expect(levels.at(-1)).toBe(0)
  })

  it('cancel stops without a recording', async () => {
    const recording = await startRecorder()
    recording.cancel()
    await expect(recording.stop()).rejects.toThrow('Recording error occurred')
  })

  it('lists the fake microphone and tests it', async () => {
    const result = await testMicrophone()
    expect(result.ok).toBe(true)
    expect(result.message).toMatch(/^Microphone test successful! Using: .+/)
    const devices = await listMicrophones()
    expect(devices.length).toBeGreaterThan(0)
    expect(devices.every((device) => device.label !== '')).toBe(true)
  })
})
