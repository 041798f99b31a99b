import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fetchRetrying } from '../contract/retry'
import { Snapshot } from '../contract/snapshot'

let pending: Promise<Snapshot> | null = null
let pendingFor = ''

/**
 * Reads the content snapshot for a build: SNAPSHOT_URL (the CMS endpoint, for builds that run
 * elsewhere) or SNAPSHOT_FILE (default .data/snapshot.json), validated against the contract. Pages
 * read it when they render, not from a bundled copy, so the warm builder renders a publish's pages
 * with the code it already loaded (src/integrations/quickPublish.ts). Read once per build: a new
 * SITE_BUILD_ID (set by the warm builder for each build) or source reads it again.
 */
export function loadSnapshot(): Promise<Snapshot> {
  const source = `${process.env.SNAPSHOT_URL ?? process.env.SNAPSHOT_FILE ?? ''}\n${process.env.SITE_BUILD_ID ?? ''}`
  if (pendingFor !== source) pending = null
  pendingFor = source
  pending ??= (async () => {
    const url = process.env.SNAPSHOT_URL
    let raw: unknown
    if (url) {
      // A CMS restarting or busy while the build machine asks: tried again (about 30 s in all).
      const res = await fetchRetrying(url, {
        headers: { accept: 'application/json' },
        what: `Snapshot ${url}`,
        attempts: 6,
        log: console.warn,
      })
      raw = await res.json()
    } else {
      const file = process.env.SNAPSHOT_FILE ?? path.join(process.cwd(), '.data', 'snapshot.json')
      raw = JSON.parse(await readFile(file, 'utf8'))
    }
    const parsed = Snapshot.safeParse(raw)
    if (!parsed.success) {
      const issues = parsed.error.issues
        .slice(0, 5)
        .map((i) => `${i.path.join('.')}: ${i.message}`)
        .join('; ')
      throw new Error(`The content snapshot does not match the contract: ${issues}`)
    }
    return parsed.data
  })()
  // A failed read is not kept: the next build (the warm builder's) asks again.
  pending.catch(() => (pending = null))
  return pending
}
