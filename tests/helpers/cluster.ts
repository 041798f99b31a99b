/**
 * Two production CMS instances on one PostgreSQL behind a balancer, as a multi-instance deployment
 * runs them: one database (embedded here, managed there), one shared data folder (the shared volume:
 * media, avatars, the built site), two ports. For tests/cluster and bench/instances.ts.
 */
import { mkdirSync, rmSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import S3rver from 's3rver'
import { startEmbeddedPostgres, type Database } from '../../server/db/postgres'
import { ready, startServer, stop, type Spawned } from '../security/spawnServer'

export type Cluster = {
  db: Database
  a: Spawned
  b: Spawned
  /** The balancer's origin, which is also the instances' PUBLIC_URL. */
  publicUrl: string
  /** The S3-protocol server and bucket holding the uploads, when started with `s3`. */
  s3: { endpoint: string; bucket: string; directory: string } | null
  /** The instances the balancer sends to from now on (a failed health check takes one out). */
  serve(...instances: Spawned[]): void
  /** Starts an instance again on its port (after a stop), ready when it resolves. */
  restart(which: 'a' | 'b'): Promise<Spawned>
  close(): Promise<void>
}

/** How often the balancer asks each instance's /readyz, as a load balancer's health check does. */
const HEALTH_CHECK_MS = 200

/**
 * Round robin over the instances that are up and ready, the request passed on unchanged (an L4
 * balancer: the client's X-Forwarded-For reaches the instance, which trusts one hop). Each instance's
 * /readyz is asked every 200 ms: one that is not ready (stopping) gets no new request; one that
 * refuses the connection is skipped too; an answer cut off midway is a 502.
 */
async function startBalancer(port: number, up: Set<number>): Promise<http.Server> {
  let next = 0
  const ready = new Set<number>()
  const check = async (p: number) => {
    const ok = await fetch(`http://127.0.0.1:${p}/readyz`, { signal: AbortSignal.timeout(1000) }).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) ready.add(p)
    else ready.delete(p)
  }
  const checks = setInterval(() => void Promise.all([...up].map(check)), HEALTH_CHECK_MS)
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const c of req) chunks.push(c as Buffer)
    const body = Buffer.concat(chunks)
    const ports = [...up].filter((p) => ready.has(p))
    if (!ports.length) return void res.writeHead(503).end()
    const first = next++
    const tryPort = (i: number) => {
      const out = http.request(
        {
          host: '127.0.0.1',
          port: ports[(first + i) % ports.length],
          method: req.method,
          path: req.url,
          headers: req.headers,
        },
        (r) => {
          res.writeHead(r.statusCode ?? 502, r.headers)
          r.pipe(res)
          r.on('error', () => res.destroy())
        },
      )
      out.on('error', (err: NodeJS.ErrnoException) => {
        if (err.code === 'ECONNREFUSED' && i + 1 < ports.length) return tryPort(i + 1)
        if (!res.headersSent) res.writeHead(502).end()
        else res.destroy()
      })
      out.end(body)
    }
    tryPort(0)
  })
  server.on('close', () => clearInterval(checks))
  await Promise.all([...up].map(check))
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)))
}

/** S3rver's fixed credentials. */
const S3_KEY = 'S3RVER'

export async function startCluster(o: {
  dataDir: string
  pgPort: number
  ports: { balancer: number; a: number; b: number; s3?: number }
  env?: Record<string, string>
}): Promise<Cluster> {
  rmSync(o.dataDir, { recursive: true, force: true })
  mkdirSync(o.dataDir, { recursive: true })
  // Uploads in a real S3-protocol server (no shared media folder needed), when a port is given.
  let s3server: S3rver | null = null
  let s3: Cluster['s3'] = null
  if (o.ports.s3) {
    const directory = path.join(o.dataDir, 's3')
    s3 = { endpoint: `http://127.0.0.1:${o.ports.s3}`, bucket: 'wine-compass', directory }
    s3server = new S3rver({
      address: '127.0.0.1',
      port: o.ports.s3,
      silent: true,
      directory,
      configureBuckets: [{ name: s3.bucket }],
    })
    await s3server.run()
  }
  const s3Env: Record<string, string> = s3
    ? {
        S3_BUCKET: s3.bucket,
        S3_ENDPOINT: s3.endpoint,
        S3_REGION: 'us-east-1',
        S3_FORCE_PATH_STYLE: '1',
        S3_ACCESS_KEY_ID: S3_KEY,
        S3_SECRET_ACCESS_KEY: S3_KEY,
      }
    : {}
  const publicUrl = `http://localhost:${o.ports.balancer}`
  const db = await startEmbeddedPostgres({
    dataFolder: path.join(o.dataDir, 'pg'),
    port: o.pgPort,
    password: 'cluster-pg',
    database: 'wine_compass',
    quiet: true,
  })
  const instance = (port: number) =>
    startServer({
      port,
      pgPort: o.pgPort,
      dataDir: o.dataDir,
      env: {
        NODE_ENV: 'production',
        PUBLIC_URL: publicUrl,
        DATABASE_URL: db.url,
        PAYLOAD_SECRET: 'cluster-test-secret-0123456789abcdef',
        SEED_DEMO: '1',
        SEED_ART: 'simple',
        PUBLISH_DEBOUNCE_MS: '100',
        ...s3Env,
        ...o.env,
      },
    })
  // The first start migrates, seeds and builds; the second finds all done (and waits for the build lock if not).
  let a = instance(o.ports.a)
  let second: Spawned | null = null
  try {
    await ready(a)
    second = instance(o.ports.b)
    await ready(second)
  } catch (err) {
    // Nothing left running for a retry to find on its ports.
    await Promise.all([stop(a), second && stop(second)])
    await db.stop()
    await s3server?.close()
    throw err
  }
  let b = second
  const up = new Set([o.ports.a, o.ports.b])
  const balancer = await startBalancer(o.ports.balancer, up)
  return {
    db,
    a,
    b,
    publicUrl,
    s3,
    serve(...instances) {
      up.clear()
      for (const s of instances) up.add(Number(new URL(s.base).port))
    },
    async restart(which) {
      const started = instance(o.ports[which])
      await ready(started)
      if (which === 'a') a = started
      else b = started
      return started
    },
    async close() {
      balancer.close()
      await Promise.all([stop(a), stop(b)])
      await db.stop()
      await s3server?.close()
    },
  }
}
