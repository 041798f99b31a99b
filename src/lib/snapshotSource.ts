import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fetchRetrying } from '../contract/retry'
import { Snapshot } from '../contract/snapshot'

let pending: Promise<Snapshot> | null = null

/**
 * Reads the content snapshot for a build: SNAPSHOT_URL (the CMS endpoint, for builds that run
 * elsewhere) or SNAPSHOT_FILE (default .data/snapshot.json), validated against the contract.
 */
export function loadSnapshot(): Promise<Snapshot> {
  pending ??= (async () => {
    const url = process.env.SNAPSHOT_URL
    let raw: unknown
    if (url) {
      // A CMS restarting or busy while the build machine asks: tried again (about 30 s in all).
      const res = await fetchRetrying(url, { headers: { accept: 'application/json' }, what: `Snapshot ${url}`, attempts: 6, log: console.warn })
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
