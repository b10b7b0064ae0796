import { ws } from 'msw'
import { openInterviewSocket } from './socket-session'
import { laterCollectionsLoaded } from '../db/later-collections'
import { hostLiveSession } from '../db/tab-sync-live'

// The interview socket for MSW (browser worker, vitest browser mode, Storybook): a thin adapter
// over the transport-free session (./socket-session.ts), which also applies the injected faults,
// as for the standalone server's socket. A `*` host in a ws:// URL never matches in Chromium (it
// becomes %2A), hence the bare wildcard prefix.
const interviewSocket = ws.link('*/ws/interviews/:id')

async function toBytes(data: unknown): Promise<Uint8Array | null> {
  if (data instanceof Blob) return new Uint8Array(await data.arrayBuffer())
  if (data instanceof ArrayBuffer) return new Uint8Array(data)
  if (ArrayBuffer.isView(data)) return new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
  return null
}

type SocketClient = Parameters<
  Parameters<typeof interviewSocket.addEventListener<'connection'>>[1]
>[0]['client']

/**
 * Serves interview `id` on a client connection. `url` is the address whose `token` names the
 * user (hybrid mode passes one with the mock's token for the live user).
 */
export function serveInterviewSocket(
  client: SocketClient,
  id: string,
  url: () => Promise<URL> = () => Promise.resolve(client.url),
): void {
  // In the demo this tab runs the session while its socket is open: closing the tab ends it.
  client.addEventListener('close', hostLiveSession(id))
  // A reload mid-interview: the session reads interviews, which may still be loading.
  const opened = Promise.all([url(), laterCollectionsLoaded()]).then(([address]) =>
    openInterviewSocket(address, id, {
      send: (message) => client.send(JSON.stringify(message)),
      // MSW delivers sent messages in microtasks and drops any still queued once the socket
      // closes, so the close waits a task for the summary to arrive first.
      close: (code, reason) => setTimeout(() => client.close(code, reason), 0),
    }),
  )
  // Frames are read asynchronously (Blob → bytes); a chain keeps them in arrival order so the
  // end-of-answer frame never overtakes the audio before it.
  let chain = Promise.resolve()
  client.addEventListener('message', (event) => {
    chain = chain.then(async () => {
      const session = await opened
      const bytes = await toBytes(event.data)
      if (!session || !bytes) return
      await session.receive(bytes)
    })
  })
}

export const interviewSocketHandler = interviewSocket.addEventListener(
  'connection',
  ({ client, params }) => serveInterviewSocket(client, String(params.id)),
)
