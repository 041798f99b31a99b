import { readFileSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// Comments cite the product specification as "spec §N" / "§N": docs/product-spec.md, inside the repository.
const root = path.resolve(import.meta.dirname, '../..')
const spec = readFileSync(path.join(root, 'docs/product-spec.md'), 'utf8')
const sections = new Set([...spec.matchAll(/^## (\d+)\./gm)].map((m) => m[1]))

function* sources(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name)
    if (statSync(file).isDirectory()) {
      if (!['node_modules', '.next', 'migrations'].includes(name)) yield* sources(file)
    } else if (/\.(ts|tsx|astro|css|mjs)$/.test(name)) yield file
  }
}

describe('spec references', () => {
  it('every §N in the code names a section of docs/product-spec.md', () => {
    const broken: string[] = []
    for (const dir of ['cms', 'src', 'server', 'scripts', 'bench', 'tests']) {
      for (const file of sources(path.join(root, dir))) {
        for (const m of readFileSync(file, 'utf8').matchAll(/§(\d+)/g))
          if (!sections.has(m[1])) broken.push(`${path.relative(root, file)}: §${m[1]}`)
      }
    }
    expect(sections.size).toBeGreaterThanOrEqual(9)
    expect(broken).toEqual([])
  })
})
