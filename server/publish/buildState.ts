import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

// Build outputs and files the builds write themselves (next build adds next-env.d.ts) are not inputs.
const SKIP = new Set(['node_modules', '.astro', '.data', 'dist', '.git', 'test-results', 'next-env.d.ts'])
const skip = (name: string) => SKIP.has(name) || name.startsWith('.next')

/** A content hash of files and folders (recursively), to tell whether a build is still current. */
export function hashInputs(root: string, inputs: string[], extra = ''): string {
  const h = createHash('sha256')
  const visit = (rel: string) => {
    const full = path.join(root, rel)
    let st
    try {
      st = statSync(full)
    } catch {
      h.update(`missing:${rel}\n`)
      return
    }
    if (st.isDirectory()) {
      for (const name of readdirSync(full).sort()) if (!skip(name)) visit(path.join(rel, name))
    } else {
      h.update(`${rel}\n`)
      h.update(readFileSync(full))
    }
  }
  for (const input of inputs) visit(input)
  h.update(extra)
  return h.digest('hex').slice(0, 20)
}

/** What the admin/API bundle (next build cms) is made from. */
export const CMS_INPUTS = [
  'cms',
  'payload.config.ts',
  'src/contract',
  'src/lib',
  'locales',
  'package-lock.json',
  'tsconfig.json',
]
/** What the site (astro build) is made from, besides the content snapshot. */
export const SITE_INPUTS = ['src', 'locales', 'public', 'astro.config.mjs', 'package-lock.json']

/** The snapshot's identity without its timestamp: the same content gives the same hash. */
export function snapshotHash(json: string): string {
  const { generatedAt: _ignored, ...content } = JSON.parse(json) as Record<string, unknown>
  return createHash('sha256').update(JSON.stringify(content)).digest('hex').slice(0, 20)
}
