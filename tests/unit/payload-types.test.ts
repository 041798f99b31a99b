import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// cms/payload-types.ts is generated from the Payload config; a config change must regenerate it.
const root = path.resolve(import.meta.dirname, '../..')

describe('cms/payload-types.ts', () => {
  it('is what `npm run generate:types` makes of the current config', () => {
    const out = path.join(mkdtempSync(path.join(tmpdir(), 'payload-types-')), 'payload-types.ts')
    execFileSync(path.join(root, 'node_modules/.bin/payload'), ['generate:types'], {
      cwd: root,
      env: { ...process.env, PAYLOAD_TS_OUTPUT_PATH: out },
      stdio: 'pipe',
    })
    expect(readFileSync(out, 'utf8'), 'run npm run generate:types and commit the result').toBe(
      readFileSync(path.join(root, 'cms/payload-types.ts'), 'utf8'),
    )
  }, 60_000)
})
