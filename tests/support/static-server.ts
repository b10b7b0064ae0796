import { readFile, stat } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize, sep } from 'node:path'

/** A build served as a static host would: its files, index.html for anything else. */
export interface StaticServer {
  /** http://127.0.0.1:port, the app's origin. */
  origin: string
  close(): Promise<void>
}

// Module scripts and the service worker are refused without a JavaScript type.
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wav': 'audio/wav',
  '.txt': 'text/plain; charset=utf-8',
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile()
  } catch {
    return false
  }
}

/**
 * `headers` go on every response: the e2e environments pass the ones a deployment sends
 * (securityHeaders in vite.config.ts), so the journeys run under the app's CSP.
 */
export async function startStaticServer(
  dir: string,
  headers: Record<string, string> = {},
): Promise<StaticServer> {
  const base = normalize(dir + sep)
  const server = createServer((req, res) => {
    void (async () => {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD' }).end()
        return
      }
      const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://host').pathname)
      const wanted = normalize(join(base, pathname))
      // A path that climbs out of the build is not served.
      if (!wanted.startsWith(base)) {
        res.writeHead(404).end()
        return
      }
      const file = (await isFile(wanted)) ? wanted : join(base, 'index.html')
      const body = await readFile(file)
      res.writeHead(200, {
        ...headers,
        'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
        'Content-Length': body.length,
        'Cache-Control': 'no-store',
      })
      res.end(req.method === 'HEAD' ? undefined : body)
    })().catch(() => {
      if (!res.headersSent) res.writeHead(500)
      res.end()
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
