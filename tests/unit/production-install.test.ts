/**
 * What an operator runs on a production install (`npm ci --omit=dev`) must not need a development
 * dependency: the server's start, the backup with its verification and pruning, the restore and its
 * drill. Each script's imports are followed through the project's files; every package they reach
 * must be one of package.json's dependencies (issue 43: the drill once needed tests/ and wrangler).
 */
import { existsSync, readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import pkg from '../../package.json' with { type: 'json' }

const ROOT = path.resolve(import.meta.dirname, '../..')

/** Imports that stay at run time: not `import type`, not `export type`. */
const IMPORT =
  /^\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm

function resolveFile(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec)
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}.mjs`, path.join(base, 'index.ts')])
    if (existsSync(candidate) && !candidate.endsWith('/')) {
      try {
        readFileSync(candidate)
        return candidate
      } catch {
        /* a folder */
      }
    }
  return null
}

/** The packages a script reaches through the project's own files, with the file that imports each first. */
function packagesReached(entry: string): Map<string, string> {
  const packages = new Map<string, string>()
  const seen = new Set<string>()
  const queue = [path.join(ROOT, entry)]
  while (queue.length) {
    const file = queue.pop()!
    if (seen.has(file)) continue
    seen.add(file)
    const text = readFileSync(file, 'utf8')
    for (const m of text.matchAll(IMPORT)) {
      const spec = m[1] ?? m[2]
      if (spec.startsWith('.')) {
        const next = resolveFile(file, spec)
        if (next && !next.endsWith('.json')) queue.push(next)
      } else if (!spec.startsWith('node:') && !builtinModules.includes(spec)) {
        const name = spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]
        if (!packages.has(name)) packages.set(name, path.relative(ROOT, file))
      }
    }
  }
  return packages
}

describe('a production install (npm ci --omit=dev)', () => {
  it('has what runs the scripts (npm start and the others run TypeScript through tsx)', () => {
    expect(Object.keys(pkg.dependencies)).toContain('tsx')
    expect(pkg.scripts.start).toMatch(/^node --import tsx\/esm /)
  })

  for (const script of ['scripts/start.ts', 'scripts/backup.ts', 'scripts/restore.ts']) {
    it(`runs ${script} with the dependencies alone`, () => {
      const reached = packagesReached(script)
      expect(reached.size).toBeGreaterThan(2)
      const missing = [...reached].filter(([name]) => !(name in pkg.dependencies)).map(([n, by]) => `${n} (${by})`)
      expect(missing).toEqual([])
    })
  }
})
