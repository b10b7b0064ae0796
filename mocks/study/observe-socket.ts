import { ws } from 'msw'
import { laterCollectionsLoaded } from '../db/later-collections'
import { openObserveSocket } from './observe'

// The observe socket for MSW (browser worker, vitest browser mode, Storybook), a thin adapter
// over the transport-free session (./observe.ts), as mocks/interview/socket.ts is for the
// interview socket (and, like it, with the bare wildcard prefix Chromium needs).
const observeSocket = ws.link('*/ws/observe/:id')

type SocketClient = Parameters<
  Parameters<typeof observeSocket.addEventListener<'connection'>>[1]
>[0]['client']

/**
 * Serves the observation of interview `id` on a client connection. `url` is the address whose
 * `token` names the observer (hybrid mode passes one with the mock's token for the live user).
 */
export function serveObserveSocket(
  client: SocketClient,
  id: string,
  url: () => Promise<URL> = () => Promise.resolve(new URL(client.url)),
): void {
  let closed = false
  let stop: (() => void) | null = null
  client.addEventListener('close', () => {
    closed = true
    stop?.()
  })
  // A reload: the interviews may still be loading.
  void Promise.all([url(), laterCollectionsLoaded()])
    .then(([address]) =>
      openObserveSocket(address, id, {
        send: (message) => {
          if (!closed) client.send(JSON.stringify(message))
        },
        // MSW drops messages still queued once the socket closes: the close waits a task.
        close: (code, reason) => setTimeout(() => client.close(code, reason), 0),
      }),
    )
    .then((stopper) => {
      stop = stopper
      if (closed) stopper?.()
    })
}

export const observeSocketHandler = observeSocket.addEventListener(
  'connection',
  ({ client, params }) => serveObserveSocket(client, String(params.id)),
)
