import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { measureDemoDurability } from '../demo-durability'
import { DURABILITY_SECTION, measureDurability } from '../durability'
import type { BenchGroup } from '../group'
import { SOCKET_MEMORY_SECTION, measureSocketMemory } from '../socket-memory'

/** The standalone server's figures (no build). */

/** `--only durability`: the standalone server's data file, and the demo's with large data. */
export const durability: BenchGroup = {
  phase: 'node',
  only: 'durability',
  steps: [
    {
      section: DURABILITY_SECTION,
      what: 'durability of --data',
      figures: () => measureDurability(),
    },
    {
      section: DURABILITY_SECTION,
      what: 'durability of the demo, large data',
      figures: async () => {
        const demoDir = await mkdtemp(join(tmpdir(), 'candor-bench-demo-'))
        try {
          return await measureDemoDurability(demoDir)
        } finally {
          await rm(demoDir, { recursive: true, force: true })
        }
      },
    },
  ],
}

/** `--only socket-memory`: the server's memory under answers over 10 MiB on the socket. */
export const socketMemory: BenchGroup = {
  phase: 'node',
  only: 'socket-memory',
  steps: [
    {
      section: SOCKET_MEMORY_SECTION,
      what: 'oversized socket answers',
      figures: () => measureSocketMemory(),
    },
  ],
}
