import { connect } from 'node:net'

/**
 * Sends `request` to the server at `url` byte for byte (a client library refuses to write most
 * malformed requests) and resolves with the head of the answer: the status line ('' when the
 * server said nothing) and the headers, by lower-case name.
 */
export function rawRequest(
  url: string,
  request: string,
): Promise<{ status: string; headers: Record<string, string> }> {
  const { port, hostname } = new URL(url)
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname)
    let received = ''
    socket.setEncoding('latin1')
    socket.on('data', (chunk: string) => {
      received += chunk
      if (received.includes('\r\n\r\n')) socket.destroy()
    })
    socket.on('close', () => {
      const [status = '', ...lines] = (received.split('\r\n\r\n')[0] ?? '').split('\r\n')
      const headers: Record<string, string> = {}
      for (const line of lines) {
        const colon = line.indexOf(':')
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
      }
      resolve({ status, headers })
    })
    socket.on('error', reject)
    socket.write(request)
  })
}
