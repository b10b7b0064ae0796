import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../..', import.meta.url))
const tsx = join(root, 'node_modules', '.bin', 'tsx')

/**
 * `npm run mock:server` as a process of its own (its own data): resolves `url` once it prints
 * where it listens. The caller kills `child`.
 */
export function spawnMockServer(args: string[]) {
  const child = spawn(tsx, ['scripts/mock-server.ts', ...args], {
    cwd: root,
    env: { ...process.env, MOCK_PORT: '', MOCK_DATA: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const url = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no URL printed:\n${output}`)), 15_000)
    child.stdout?.on('data', () => {
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)
      if (match?.[1]) {
        clearTimeout(timer)
        resolve(match[1])
      }
    })
    child.on('exit', () => reject(new Error(`exited early:\n${output}`)))
  })
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { child, url, exited, output: () => output }
}
