import { createHash } from 'node:crypto'

/**
 * Incremental builds (astro.config `experimental.incrementalBuild`): every path a page's
 * getStaticPaths returns carries a `cacheKey`, a hash of the content the page shows. When the key and
 * the page's code are unchanged since the last build, Astro copies last build's file instead of
 * rendering it, so a publish renders only the pages its change touches. A page that shows content its
 * key leaves out would go stale: tests/integration/incremental-build.test.ts edits every list and
 * compares an incremental build with a full one, file by file.
 */
export function cacheKey(...parts: unknown[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url').slice(0, 22)
}
