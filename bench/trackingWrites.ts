/**
 * The write path bench/insights.ts compares: POST /api/tracking through the spec API in-process (as
 * tests/helpers/apiClient.ts builds it), in a child process of either tree. Run with `--write-path`,
 * this file is that child; it is copied into the worktree of the commit before, so it imports at the
 * top only what that commit had (and ./insightsYear, copied with it).
 */
import { fork, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { MARKETS } from './insightsYear'
import { TYPESCRIPT_NODE_ARGS } from '../server/ops/typescript'

const ms = (t0: number) => performance.now() - t0

export type WriteBatch = { ms: number[]; statuses: Record<number, number> }

async function writePathChild() {
  const { Client, withCsrf, xsrf, testPayload } = await import('../tests/helpers/apiClient')
  await testPayload()
  const tree = Number(process.env.BENCH_TREE ?? 1)
  const client = await withCsrf(new Client())
  let sent = 0
  const write = async () => {
    const i = ++sent
    const [country, , locale, asks] = MARKETS[i % MARKETS.length]
    // Its own address each time: the route allows 120 a minute per address.
    const ip = `10.${tree}.${(i >> 8) & 255}.${i & 255}`
    const body = {
      session: `sess-${(i * 7919 + tree * 104729).toString(36).padStart(9, '0').slice(-9)}`,
      locale,
      country: country || undefined,
      locales: asks,
      latitude: 41.15,
      longitude: -8.61,
      returning: i % 3 === 0,
    }
    const t0 = performance.now()
    const res = await client.request('POST', '/api/tracking', body, { ...xsrf(client), 'x-forwarded-for': ip })
    await res.arrayBuffer()
    return { ms: ms(t0), status: res.status }
  }
  process.on('message', async (m: { n?: number; exit?: boolean }) => {
    if (m.exit) process.exit(0)
    const batch: WriteBatch = { ms: [], statuses: {} }
    for (let k = 0; k < (m.n ?? 0); k++) {
      const r = await write()
      batch.ms.push(r.ms)
      batch.statuses[r.status] = (batch.statuses[r.status] ?? 0) + 1
    }
    process.send!(batch)
  })
  process.send!({ ready: true })
}

export type Child = { name: string; proc: ChildProcess; output: string[] }

/** Starts this file's write-path mode in `tree`; resolves once its Payload is up and its client has the CSRF cookie. */
export function startWriter(name: string, tree: string, index: number, env: NodeJS.ProcessEnv): Promise<Child> {
  const proc = fork(path.join(tree, 'bench/trackingWrites.ts'), ['--write-path'], {
    cwd: tree,
    execArgv: [...TYPESCRIPT_NODE_ARGS],
    env: { ...env, WINE_COMPASS_ROOT: tree, BENCH_TREE: String(index) },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  })
  const child: Child = { name, proc, output: [] }
  const hear = (chunk: Buffer) => child.output.push(String(chunk))
  proc.stdout!.on('data', hear)
  proc.stderr!.on('data', hear)
  return new Promise((resolve, reject) => {
    proc.once('message', () => resolve(child))
    proc.once('exit', (code) => reject(new Error(`${name} exited (${code}):\n${child.output.join('').slice(-3000)}`)))
  })
}

function batch(child: Child, n: number): Promise<WriteBatch> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) =>
      reject(new Error(`${child.name} exited (${code}):\n${child.output.join('').slice(-3000)}`))
    child.proc.once('exit', onExit)
    child.proc.once('message', (m) => {
      child.proc.off('exit', onExit)
      resolve(m as WriteBatch)
    })
    child.proc.send({ n })
  })
}

/** Both trees' writers warmed up, then `total` requests each in `rounds` alternating rounds (ABAB...). */
export async function alternateWrites(writers: Child[], total: number, rounds: number) {
  const writes = new Map<Child, WriteBatch>()
  for (const child of writers) writes.set(child, { ms: [], statuses: {} })
  const warm = Math.max(25, Math.round(total / 40))
  for (const child of [...writers, ...writers]) await batch(child, warm)
  for (let r = 0; r < rounds; r++)
    for (const child of writers) {
      const b = await batch(child, Math.round(total / rounds))
      const kept = writes.get(child)!
      kept.ms.push(...b.ms)
      for (const [status, n] of Object.entries(b.statuses))
        kept.statuses[Number(status)] = (kept.statuses[Number(status)] ?? 0) + n
    }
  return writes
}

if (process.argv.includes('--write-path')) await writePathChild()
