/**
 * Incremental publish (docs/decisions.md, Close to the limit): a publish renders only the pages its change touches and copies the
 * rest from the last build (cacheKeys, src/lib/buildCache.ts). The site it makes must be the site a
 * full build of the same content makes, file for file and byte for byte: a page whose cacheKey left
 * out content it shows would be copied stale and fail here. The edit touches one item of every
 * content list and a wine, so every list a page can show is exercised.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildSite } from '../../server/publish/siteBuild'
import { SiteStore } from '../../server/publish/site'
import { CONTENT_LIST_KEYS } from '../../src/contract/snapshot'

const root = process.cwd()
const dataDir = process.env.DATA_DIR!
// Outside the project, as a DATA_DIR may be: Astro then writes every build's server bundle in the
// project's .astro, and the full build after the others, in the same builder, must not get their modules.
const work = mkdtempSync(path.join(tmpdir(), 'wc-incremental-'))
const EDIT = ' (edited for the incremental build)'

/** Appends EDIT to every localized text (an object of strings with `en`) of `item`. */
function editTexts(item: Record<string, unknown>): void {
  for (const value of Object.values(item)) {
    if (
      value &&
      typeof value === 'object' &&
      !Array.isArray(value) &&
      typeof (value as Record<string, unknown>).en === 'string'
    ) {
      const texts = value as Record<string, unknown>
      for (const l of Object.keys(texts)) if (typeof texts[l] === 'string' && texts[l]) texts[l] += EDIT
    }
  }
}

/** Every file of a build with its bytes, but the worker: it carries its build's time (src/integrations/serviceWorker.ts). */
function files(dir: string): Map<string, Buffer> {
  const out = new Map<string, Buffer>()
  for (const e of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!e.isFile()) continue
    const rel = path.relative(dir, path.join(e.parentPath, e.name))
    if (!/^sw\.js/.test(rel)) out.set(rel, readFileSync(path.join(dir, rel)))
  }
  return out
}

/** The files that are in one build only, or differ between them (a list: a failing comparison of 5,000 buffers took minutes to print). */
function differences(a: string, b: string): string[] {
  const [x, y] = [files(a), files(b)]
  const say = (rel: string) =>
    !x.has(rel) ? `only in ${b}: ${rel}` : !y.has(rel) ? `only in ${a}: ${rel}` : `differs: ${rel}`
  return [...new Set([...x.keys(), ...y.keys()])]
    .filter((rel) => !x.has(rel) || !y.has(rel) || !x.get(rel)!.equals(y.get(rel)!))
    .sort()
    .map(say)
}

let incremental: { dir: string; rendered: number; quick: boolean }
let full: { dir: string; rendered: number }
let editedSlug: string

beforeAll(async () => {
  const before = path.join(work, 'before.json')
  const after = path.join(work, 'after.json')
  const snapshot = JSON.parse(readFileSync(path.join(dataDir, 'snapshot.json'), 'utf8')) as Record<
    string,
    Record<string, unknown>[]
  >
  writeFileSync(before, JSON.stringify(snapshot))
  for (const key of CONTENT_LIST_KEYS) if (snapshot[key][0]) editTexts(snapshot[key][0])
  editedSlug = snapshot.wines[0].slug as string
  writeFileSync(after, JSON.stringify(snapshot))

  // The live site of the content before the edit, then the publish of the edit: a quick publish, as
  // only content changed and the live site's build saved its renderer (src/integrations/quickPublish.ts).
  const live = new SiteStore(path.join(work, 'live'))
  await buildSite({ root, site: live, snapshotFile: before, full: true })
  incremental = await buildSite({ root, site: live, snapshotFile: after })
  // The same content built from nothing.
  full = await buildSite({ root, site: new SiteStore(path.join(work, 'full')), snapshotFile: after, full: true })
}, 240_000)

afterAll(() => rmSync(work, { recursive: true, force: true }))

describe('incremental publish (server/publish/siteBuild.ts)', () => {
  it('publishes a content edit quickly, with the page code the last build saved', () => {
    expect(incremental.quick).toBe(true)
  })

  it('renders only the pages the edit touches', () => {
    expect(full.rendered).toBeGreaterThan(1000)
    expect(incremental.rendered).toBeGreaterThan(0)
    expect(incremental.rendered).toBeLessThan(full.rendered / 2)
  })

  it('makes the same files as a full build of the same content, byte for byte', () => {
    expect(differences(incremental.dir, full.dir)).toEqual([])
  })

  it('shows the edit on the pages it rebuilt', () => {
    const hub = readFileSync(path.join(incremental.dir, 'en', 'wine', editedSlug, 'index.html'), 'utf8')
    expect(hub).toContain(EDIT)
  })

  it('keeps the live site when a build fails, saying why, and publishes quickly again after it', async () => {
    // The quick publish fails on the snapshot, then `astro build` does; neither leaves anything behind,
    // and the renderer the last build saved (src/integrations/quickPublish.ts) is still the one to use.
    const live = new SiteStore(path.join(work, 'live'))
    const broken = path.join(work, 'broken.json')
    writeFileSync(broken, JSON.stringify({ wines: 'not a list' }))
    await expect(buildSite({ root, site: live, snapshotFile: broken })).rejects.toThrow(/The site build failed/)
    expect(live.current()?.dir).toBe(incremental.dir)
    const again = await buildSite({ root, site: live, snapshotFile: path.join(work, 'after.json') })
    expect(again.quick).toBe(true)
    expect(differences(again.dir, incremental.dir)).toEqual([])
  }, 120_000)

  it('builds with Astro, from its cache, when no renderer was saved for the site code (new code)', async () => {
    const live = new SiteStore(path.join(work, 'live'))
    rmSync(path.join(work, 'live', 'renderer'), { recursive: true, force: true })
    const built = await buildSite({ root, site: live, snapshotFile: path.join(work, 'after.json') })
    expect(built.quick).toBe(false)
    // Astro's cache holds the pages of its last build (the content before the edit): it renders what the edit changed.
    expect(built.rendered).toBeLessThan(full.rendered / 2)
    expect(differences(built.dir, incremental.dir)).toEqual([])
    // It saved the renderer again: the next publish is quick.
    expect(existsSync(path.join(work, 'live', 'renderer'))).toBe(true)
  }, 120_000)

  it('builds other content with the same code in the same builder from that content (a DATA_DIR outside the project)', async () => {
    // The last test built `after` with Astro; the same code now builds `before`.
    const back = await buildSite({
      root,
      site: new SiteStore(path.join(work, 'back')),
      snapshotFile: path.join(work, 'before.json'),
      full: true,
    })
    expect(readFileSync(path.join(back.dir, 'en', 'wine', editedSlug, 'index.html'), 'utf8')).not.toContain(EDIT)
  }, 120_000)
})
