/** server/publish/site.ts: the live build switched by one rename; older builds removed in the background, once publishing is quiet. */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { SiteStore } from '../../server/publish/site'

const root = mkdtempSync(path.join(tmpdir(), 'site-store-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

function build(site: SiteStore, id: string, pages: number): string {
  const dir = site.newBuildDir(id)
  mkdirSync(path.join(dir, 'en'), { recursive: true })
  writeFileSync(path.join(dir, 'site-manifest.json'), JSON.stringify({ countries: [id] }))
  for (let i = 0; i < pages; i++) writeFileSync(path.join(dir, 'en', `${i}.html`), `<p>${id} ${i}</p>`)
  return dir
}

describe('the site store', () => {
  it('serves each build as soon as it is activated, and keeps only it and the one before', async () => {
    const site = new SiteStore(root, 50)
    expect(site.current()).toBeNull()
    const dirs: string[] = []
    for (const id of ['a', 'b', 'c']) {
      const dir = build(site, id, 200)
      dirs.push(dir)
      site.activate(dir)
      // Live at once, before the older builds are gone.
      expect(site.current()).toMatchObject({ dir, manifest: { countries: [id] } })
    }
    await site.pruned
    expect(readdirSync(site.buildsDir).sort()).toEqual(['b', 'c'])
    expect(existsSync(dirs[0])).toBe(false)
  })
})
