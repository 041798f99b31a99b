/**
 * What operators and their load balancers ask the production server (docs/deploy.md, Operations):
 * the health answers, the metrics, and a request id on every answer. A database that does not answer and a
 * shutting-down instance: tests/unit/operations.test.ts (a real refused connection) and the rolling
 * restart in tests/cluster.
 */
import { expect, test } from '@playwright/test'
import { raw } from '../helpers/http'
import { GATE } from '../helpers/cookies'
import parse from 'parse-prometheus-text-format'
import { E2E_METRICS_TOKEN } from '../../playwright.config'

test('/healthz: the process answers, small JSON, never cached', async () => {
  const res = await raw('GET', '/healthz')
  expect(res.status).toBe(200)
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
  expect(res.headers['cache-control']).toBe('no-store')
  const body = JSON.parse(String(res.body)) as Record<string, unknown>
  expect(body).toEqual({ status: 'ok', instance: expect.any(String), uptime_s: expect.any(Number) })
})

test('/readyz: the database answers, the live build with its age, the admin ready; nothing secret', async () => {
  const res = await raw('GET', '/readyz?probe=lb')
  expect(res.status).toBe(200)
  expect(res.headers['cache-control']).toBe('no-store')
  const body = JSON.parse(String(res.body)) as Record<string, unknown>
  expect(body).toEqual({
    status: 'ready',
    instance: expect.any(String),
    database: 'ok',
    site: { build: expect.stringMatching(/^\d{4}-\d\d-\d\dT[\w-]+$/), age_s: expect.any(Number) },
    admin: 'ready',
    shutting_down: false,
    publishes_failed_in_a_row: 0,
  })
  expect(String(res.body)).not.toMatch(/postgres|password|secret/i)
  // Cheap enough to poll every second: twenty in a row.
  const many = await Promise.all(Array.from({ length: 20 }, () => raw('GET', '/readyz')))
  expect(many.map((r) => r.status)).toEqual(Array(20).fill(200))
})

test('every answer carries a request id; one a proxy sent is kept and passed on', async () => {
  const paths = ['/', '/explore', '/favicon.svg', '/api/settings', '/cms-api/snapshot', '/admin/login', '/no-such-page']
  const ids = new Set<string>()
  for (const p of paths) {
    const res = await raw('GET', p, { headers: { cookie: GATE } })
    const id = res.headers['x-request-id']
    expect(id, p).toMatch(/^[0-9a-f-]{36}$/)
    ids.add(String(id))
  }
  expect(ids.size).toBe(paths.length)
  const kept = await raw('GET', '/api/settings', { headers: { 'x-request-id': 'cf-ray-8e1f2a3b4c5d' } })
  expect(kept.headers['x-request-id']).toBe('cf-ray-8e1f2a3b4c5d')
})

test('/metrics: Prometheus text for the operators token only; the requests and the live build counted', async () => {
  const tries: Record<string, string>[] = [
    {},
    { authorization: 'Bearer wrong-token' },
    { authorization: E2E_METRICS_TOKEN },
  ]
  for (const headers of tries) {
    const denied = await raw('GET', '/metrics', { headers })
    expect(denied.status).toBe(401)
    expect(denied.headers['www-authenticate']).toBe('Bearer realm="metrics"')
    expect(String(denied.body)).not.toContain('wine_compass_')
  }
  const authorization = `Bearer ${E2E_METRICS_TOKEN}`
  const seen = await raw('GET', '/explore', { headers: { cookie: GATE } })
  expect(seen.status).toBe(200)
  const res = await raw('GET', '/metrics', { headers: { authorization } })
  expect(res.status).toBe(200)
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
  expect(res.headers['cache-control']).toBe('no-store')
  const families = parse(String(res.body))
  const pages = families.find((f) => f.name === 'wine_compass_http_requests_total')!.metrics
  const answered = pages.find((m) => m.labels?.group === 'page' && m.labels.status === '200')
  expect(Number(answered?.value)).toBeGreaterThanOrEqual(1)
  const age = families.find((f) => f.name === 'wine_compass_site_build_age_seconds')!.metrics[0]
  expect(Number(age.value)).toBeGreaterThanOrEqual(0)
  const pool = families.find((f) => f.name === 'wine_compass_db_pool_connections')!.metrics
  expect(pool.map((m) => m.labels?.state).sort()).toEqual(['idle', 'open', 'waiting'])
  expect(families.find((f) => f.name === 'wine_compass_process_resident_memory_bytes')?.type).toBe('GAUGE')
  expect((await raw('POST', '/metrics', { headers: { authorization } })).status).toBe(405)
})
