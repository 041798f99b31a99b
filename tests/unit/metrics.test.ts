/** GET /metrics's content (server/ops/metrics.ts), read back by a Prometheus text parser. */
import { describe, expect, it } from 'vitest'
import parse, { type MetricFamily } from 'parse-prometheus-text-format'
import { createMetrics, metricsAccess, requestGroup } from '../../server/ops/metrics'

const family = (all: MetricFamily[], name: string) => all.find((f) => f.name === name)

describe('metrics', () => {
  it('groups request paths into a few fixed groups', () => {
    expect(requestGroup('/explore')).toBe('page')
    expect(requestGroup('/')).toBe('page')
    expect(requestGroup('/_astro/client.abc.js')).toBe('asset')
    expect(requestGroup('/favicon.svg')).toBe('asset')
    expect(requestGroup('/media/wine-800.webp')).toBe('media')
    expect(requestGroup('/api/wines/US')).toBe('api')
    expect(requestGroup('/login')).toBe('api')
    expect(requestGroup('/cms-api/users/login')).toBe('cms')
    expect(requestGroup('/admin/collections/wines')).toBe('admin')
  })

  it('counts requests, publishes and the failures in a row, in the text format', async () => {
    const m = createMetrics({ buildAge: () => 42, pool: () => ({ totalCount: 3, idleCount: 2, waitingCount: 0 }) })
    m.request('/explore', 200, 3)
    m.request('/explore', 200, 12)
    m.request('/api/wines/US', 401, 1)
    m.publish('live', 1800)
    m.publish('failed', 900)
    m.publish('failed', 700)
    const { body, contentType } = await m.text()
    expect(contentType).toMatch(/^text\/plain; version=0\.0\.4/)
    const all = parse(body)
    expect(family(all, 'wine_compass_http_requests_total')?.metrics).toEqual(
      expect.arrayContaining([
        { value: '2', labels: { group: 'page', status: '200' } },
        { value: '1', labels: { group: 'api', status: '401' } },
      ]),
    )
    // The parser reads a histogram's buckets but not its labels: those are read from the text.
    expect(family(all, 'wine_compass_http_request_duration_seconds')?.type).toBe('HISTOGRAM')
    expect(body).toContain('wine_compass_http_request_duration_seconds_count{group="page"} 2\n')
    expect(body).toContain('wine_compass_http_request_duration_seconds_bucket{le="0.005",group="page"} 1\n')
    expect(body).toContain('wine_compass_http_request_duration_seconds_bucket{le="0.025",group="page"} 2\n')
    expect(family(all, 'wine_compass_publishes_total')?.metrics).toEqual(
      expect.arrayContaining([
        { value: '1', labels: { outcome: 'live' } },
        { value: '2', labels: { outcome: 'failed' } },
      ]),
    )
    expect(family(all, 'wine_compass_publish_failures_in_a_row')?.metrics[0].value).toBe('2')
    expect(family(all, 'wine_compass_site_build_age_seconds')?.metrics[0].value).toBe('42')
    expect(family(all, 'wine_compass_db_pool_connections')?.metrics).toEqual(
      expect.arrayContaining([{ value: '3', labels: { state: 'open' } }]),
    )
    expect(family(all, 'wine_compass_process_resident_memory_bytes')?.type).toBe('GAUGE')
    m.publish('live', 1000)
    expect(family(parse((await m.text()).body), 'wine_compass_publish_failures_in_a_row')?.metrics[0].value).toBe('0')
  })

  it('opens only to the token, and not at all without one', () => {
    expect(metricsAccess('Bearer s3cret-token', undefined)).toBe('off')
    expect(metricsAccess('Bearer s3cret-token', 's3cret-token')).toBe('ok')
    expect(metricsAccess('Bearer s3cret-tokeN', 's3cret-token')).toBe('denied')
    expect(metricsAccess('s3cret-token', 's3cret-token')).toBe('denied')
    expect(metricsAccess(undefined, 's3cret-token')).toBe('denied')
  })
})
