import { afterEach, describe, expect, it, vi } from 'vitest'
import { countRecordedChunks } from '../../tests/support/recorded-chunks'
import { listMicrophones, testMicrophone } from './microphones'
import { RECORDING_TIMESLICE_MS, startRecorder } from './recorder'

// Real Chromium with the fake audio device (vitest.config.ts: --use-fake-device-for-media-stream).

/** Chunks recorded before stopping: about a second and a quarter of audio. */
const CHUNKS = 12

afterEach(() => vi.unstubAllGlobals())

describe('recorder in Chromium', () => {
  it('records a non-empty audio/webm Blob in 100 ms chunks and reports a level', async () => {
    const recorded = countRecordedChunks()
    const levels: number[] = []
    const recording = await startRecorder({ onLevel: (level) => levels.push(level) })
    expect(recording.mimeType).toBe('audio/webm;codecs=opus')
    expect(recording.deviceLabel).not.toBe('')
    await expect.poll(recorded, { timeout: 10_000 }).toBeGreaterThanOrEqual(CHUNKS)
    await expect.poll(() => Math.max(0, ...levels)).toBeGreaterThan(0)
    const result = await recording.stop()
    expect(result.blob.size).toBeGreaterThan(0)
    expect(result.blob.type).toMatch(/^audio\/webm/)
    expect(result.chunks).toBeGreaterThanOrEqual(CHUNKS)
    // About one chunk per timeslice (the first may take longer while the encoder starts).
    expect(result.durationMs).toBeGreaterThanOrEqual(CHUNKS * RECORDING_TIMESLICE_MS * 0.75)
    expect(result.chunks).toBeGreaterThanOrEqual(
      Math.floor((result.durationMs / RECORDING_TIMESLICE_MS) * 0.75),
    )
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
