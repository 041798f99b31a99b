/**
 * The Cloudflare edge on this machine: server/serve/worker.ts in workerd through the project's pinned
 * wrangler (`wrangler dev`, offline), configured by the repository's own wrangler.jsonc. Used by the
 * parity test (tests/e2e/edge-parity.spec.ts) and the deploy check (scripts/deploy-check.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '../..')

/** No telemetry and no download attempts: workerd runs offline here (PLATFORM.md). */
export const OFFLINE_ENV = {
  WRANGLER_SEND_METRICS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  ASTRO_TELEMETRY_DISABLED: '1',
}

/** wrangler.jsonc as wrangler reads it (JSON with comments and trailing commas). */
function wranglerConfig(
  file = path.join(ROOT, 'wrangler.jsonc'),
): { main: string; assets: { directory: string } & Record<string, unknown> } & Record<string, unknown> {
  const text = readFileSync(file, 'utf8')
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/,(\s*[}\]])/g, '$1')
  return JSON.parse(text)
}

export type Edge = { url: string; stop: () => Promise<void>; log: () => string }

/**
 * Starts `wrangler dev` and resolves once it says it is ready. `siteDir` swaps the assets folder for
 * another build (the config is copied beside it, every other setting kept); without it the
 * repository's wrangler.jsonc is used as it is, as `npx wrangler deploy` would.
 */
export async function startEdge(o: {
  port: number
  vars: Record<string, string>
  siteDir?: string
  stateDir: string
}): Promise<Edge> {
  let config = path.join(ROOT, 'wrangler.jsonc')
  if (o.siteDir) {
    const c = wranglerConfig()
    config = path.join(o.stateDir, 'wrangler.test.json')
    writeFileSync(
      config,
      JSON.stringify({ ...c, main: path.join(ROOT, c.main), assets: { ...c.assets, directory: o.siteDir } }),
    )
  }
  const vars = Object.entries(o.vars).flatMap(([k, v]) => ['--var', `${k}:${v}`])
  const args = [
    'dev',
    '-c',
    config,
    '--port',
    String(o.port),
    '--ip',
    '127.0.0.1',
    '--persist-to',
    path.join(o.stateDir, 'wrangler-state'),
    ...vars,
  ]
  const child: ChildProcess = spawn(
    path.join(ROOT, 'node_modules/.bin/wrangler'),
    [...args, '--show-interactive-dev-session=false'],
    {
      cwd: ROOT,
      env: { ...process.env, ...OFFLINE_ENV, NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  )
  let output = ''
  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return
    const exited = new Promise((r) => child.once('exit', r))
    // wrangler starts workerd as its child: stop the whole group.
    process.kill(-child.pid, 'SIGTERM')
    await exited
  }
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`wrangler dev did not start in 60 s:\n${output}`)), 60_000)
    const read = (d: Buffer) => {
      output += String(d)
      if (output.includes('Ready on http')) {
        clearTimeout(timer)
        resolve()
      }
    }
    child.stdout?.on('data', read)
    child.stderr?.on('data', read)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`wrangler dev exited (${code}):\n${output}`))
    })
  })
  return { url: `http://127.0.0.1:${o.port}`, stop, log: () => output }
}
