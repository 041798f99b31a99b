import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { inlineScripts, scriptHash } from '../../src/integrations/inlineScriptHashes'

describe('inlineScriptHashes', () => {
  it('picks inline classic and module scripts, skips src= scripts and data blocks', () => {
    const html = [
      '<script>classic()</script>',
      '<script type="module">module()</script>',
      "<script type='text/javascript'>typed()</script>",
      '<SCRIPT TYPE="Module">upper()</SCRIPT>',
      '<script src="/_astro/x.js"></script>',
      '<script type="module" src="/_astro/y.js"></script>',
      '<script type="application/json">{"a":1}</script>',
      '<script type="application/ld+json">{"@type":"Product"}</script>',
      '<script>\n  multi()\n  line()\n</script>',
    ].join('\n')
    expect(inlineScripts(html)).toEqual(['classic()', 'module()', 'typed()', 'upper()', '\n  multi()\n  line()\n'])
  })

  it('no scripts, no hashes', () => {
    expect(inlineScripts('<p>hello</p>')).toEqual([])
  })

  it('scriptHash is the base64 SHA-256 a browser computes over the exact body', () => {
    expect(scriptHash("alert('hi')")).toBe('sha256-XTqNqFSUlZHAW7f/OGNYSOEzxKhjdAAGMXoid2VEbJk=')
    for (const body of ['', 'x()', '\n  multi()\n', 'é ✓']) {
      expect(scriptHash(body)).toBe(`sha256-${createHash('sha256').update(Buffer.from(body, 'utf8')).digest('base64')}`)
    }
    expect(scriptHash('x()')).not.toBe(scriptHash('x() '))
  })
})
