/**
 * What a start decides on the real database: whether the content step can be skipped (a warm start),
 * and when the instance says it is ready.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { committedMigrations, contentUpToDate } from '../../server/ops/bootstrap'
import { CMS_INPUTS, hashInputs } from '../../server/publish/buildState'
import { healthChecks } from '../../server/ops/health'
import { SiteStore } from '../../server/publish/site'
import type { Runtime } from '../../server/ops/runtime'

const root = process.cwd()
const dataDir = mkdtempSync(path.join(tmpdir(), 'startup-'))
// A stamp of its own (cms/.next-startup-test/, ignored by git), as `next build` leaves one.
process.env.NEXT_DIST_DIR = '.next-startup-test'
const stampDir = path.join(root, 'cms', process.env.NEXT_DIST_DIR)
const rt = {
  db: { url: process.env.DATABASE_URL!, embedded: true, stop: async () => {} },
  dataDir,
  root,
  port: 0,
} satisfies Runtime

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true })
  rmSync(stampDir, { recursive: true, force: true })
  delete process.env.NEXT_DIST_DIR
})

describe('a warm start', () => {
  it('knows the committed migrations by the names Payload records', () => {
    const names = committedMigrations(root)
    expect(names).toContain('20261122_123540_initial')
    expect(names.every((n) => /^\d{8}_\d{6}_/.test(n))).toBe(true)
  })

  it('skips the content step only with the snapshot in place and the CMS built from these sources', async () => {
    mkdirSync(stampDir, { recursive: true })
    writeFileSync(path.join(stampDir, 'wine-compass-build'), hashInputs(root, CMS_INPUTS))
    expect(await contentUpToDate(rt)).toBe(false) // no snapshot yet
    writeFileSync(path.join(dataDir, 'snapshot.json'), '{}')
    expect(await contentUpToDate(rt)).toBe(true)
    writeFileSync(path.join(stampDir, 'wine-compass-build'), 'sources since changed')
    expect(await contentUpToDate(rt)).toBe(false)
  })

  it('runs the content step on a database without tables', async () => {
    const empty = { ...rt, db: { ...rt.db, url: rt.db.url.replace(/\/[^/]+$/, '/postgres') } }
    writeFileSync(path.join(stampDir, 'wine-compass-build'), hashInputs(root, CMS_INPUTS))
    expect(await contentUpToDate(empty)).toBe(false)
  })
})

describe('readiness', () => {
  it('waits for the admin and API, then is ready', async () => {
    const site = path.join(dataDir, 'site')
    const build = path.join(site, 'builds', '2026-11-28T10-00-00-000Z-abc')
    mkdirSync(build, { recursive: true })
    writeFileSync(path.join(build, 'site-manifest.json'), '{"countries":[]}')
    symlinkSync(path.relative(site, build), path.join(site, 'current'))
    let prepared = false
    const h = healthChecks({
      databaseUrl: rt.db.url,
      site: new SiteStore(site),
      instance: 'test:1',
      adminReady: () => prepared,
    })
    expect(await h.ready()).toMatchObject({
      status: 'not ready',
      reason: 'The admin and API are still starting.',
      database: 'ok',
      admin: 'preparing',
    })
    prepared = true
    const ready = await h.ready()
    expect(ready).toMatchObject({ status: 'ready', database: 'ok', admin: 'ready' })
    expect(ready).not.toHaveProperty('reason')
    await h.close()
  })
})
