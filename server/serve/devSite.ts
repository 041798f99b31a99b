/**
 * `npm run dev`: the site from Astro's dev server (hot module reload: a change in src/ or locales/
 * shows in the browser in about a second), behind the same one-port server as `npm start`, so the
 * router's choice of page (gate, language, country), cookies, the API, the admin and media behave as
 * in production. Astro runs in this process (its JavaScript API); its HMR websocket is passed through.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import net from 'node:net'
import type { Duplex } from 'node:stream'

export type DevSite = {
  handle(req: IncomingMessage, res: ServerResponse): void
  /** A websocket upgrade for Vite's HMR client; false when it is not one. */
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean
  stop(): Promise<void>
}

/** Paths only the dev server knows (Vite's client, modules by source path, optimized dependencies). */
export const isDevServerPath = (pathname: string) =>
  /^\/(@|src\/|node_modules\/|\.astro\/|_astro\/|__)/.test(pathname) || pathname.includes('/@fs/')

/** The dev server's address of a built page's file: `en/us/explore/index.html` → `/en/us/explore/`, `en/404.html` → `/en/404`. */
export function devPagePath(file: string): string {
  return `/${file.replace(/index\.html$/, '').replace(/\.html$/, '')}`
}

export async function startDevSite(root: string, port: number): Promise<DevSite> {
  const { dev } = await import('astro')
  const server = await dev({ root, logLevel: 'warn', server: { host: '127.0.0.1', port } })
  const target = server.address.port
  return {
    handle: (req, res) => server.handle(req, res),
    upgrade(req, socket, head) {
      if (!String(req.headers['sec-websocket-protocol'] ?? '').includes('vite-hmr')) return false
      const upstream = net.connect(target, '127.0.0.1', () => {
        const lines = [
          `${req.method} ${req.url} HTTP/1.1`,
          ...Object.entries(req.headers).map(([k, v]) => `${k}: ${Array.isArray(v) ? v.join(', ') : v}`),
        ]
        upstream.write(`${lines.join('\r\n')}\r\n\r\n`)
        if (head.length) upstream.write(head)
        upstream.pipe(socket).pipe(upstream)
      })
      upstream.on('error', () => socket.destroy())
      socket.on('error', () => upstream.destroy())
      return true
    },
    stop: () => server.stop(),
  }
}
