/**
 * Checks made before anything is started or built, each answered in one sentence: a Node.js older
 * than package.json's `engines`, a port another program holds (found in a moment, not after
 * minutes of building), and the database's address under two names.
 */
import net from 'node:net'
import { StartupError } from '../db/postgres'

/** package.json's engines.node (">=22.12"), compared with the running Node. */
export function nodeProblem(wanted: string, running = process.versions.node): string | null {
  const min = /^>=\s*(\d+)(?:\.(\d+))?/.exec(wanted.trim())
  if (!min) return null
  const [major, minor] = running.split('.').map(Number)
  const [wantMajor, wantMinor] = [Number(min[1]), Number(min[2] ?? 0)]
  if (major > wantMajor || (major === wantMajor && minor >= wantMinor)) return null
  return `Wine Compass needs Node.js ${wantMajor}.${wantMinor} or newer; this is ${running}. npm start runs the project's own (node_modules/.bin/node, .nvmrc); outside npm (systemd, PM2) start it the same way: node_modules/.bin/node --import tsx/esm scripts/start.ts.`
}

/**
 * DATABASE_URI, the name Payload's templates use, is read as DATABASE_URL: ignored, it would start the
 * embedded database instead, on an empty folder. The two naming different databases is refused.
 */
export function acceptDatabaseUri(env: Record<string, string | undefined>): void {
  const uri = env.DATABASE_URI?.trim()
  if (!uri) return
  if (!env.DATABASE_URL) env.DATABASE_URL = uri
  else if (env.DATABASE_URL.trim() !== uri)
    throw new StartupError(
      'DATABASE_URL and DATABASE_URI name different databases: keep one of them (DATABASE_URL is the one the docs use).',
    )
}

/** Resolves when `port` can be listened on; a StartupError naming it when another program holds it. */
export function checkPortFree(port: number, host?: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', (err: NodeJS.ErrnoException) =>
      reject(
        err.code === 'EADDRINUSE'
          ? new StartupError(
              `Port ${port} is already in use by another program: stop it, or start on another port (PORT=${port + 1} npm start).`,
            )
          : err.code === 'EACCES'
            ? new StartupError(
                `Port ${port} needs more privileges than this user has: choose a port above 1023 (PORT=3000).`,
              )
            : err,
      ),
    )
    probe.listen(port, host, () => probe.close(() => resolve()))
  })
}
