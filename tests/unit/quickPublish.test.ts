/** src/integrations/quickPublish.ts: where a quick publish writes each page, as Astro does in the `directory` format. */
import { describe, expect, it } from 'vitest'
import { outputFile } from '../../src/integrations/quickPublish'

describe('outputFile', () => {
  it('puts a page in its folder, as index.html', () => {
    expect(outputFile('/en/wine/norte-tinto', { type: 'page' })).toBe('en/wine/norte-tinto/index.html')
    expect(outputFile('/en/us/explore/', { type: 'page' })).toBe('en/us/explore/index.html')
    expect(outputFile('/', { type: 'page' })).toBe('index.html')
    // A locale's 404 page is a page like the others; only the root's status pages are files.
    expect(outputFile('/en/404', { type: 'page' })).toBe('en/404/index.html')
    expect(outputFile('/404', { type: 'page' })).toBe('404.html')
  })

  it('writes an endpoint at its own path', () => {
    expect(outputFile('/site-manifest.json', { type: 'endpoint' })).toBe('site-manifest.json')
    expect(outputFile('/icons/any-192.png', { type: 'endpoint' })).toBe('icons/any-192.png')
  })

  it('leaves redirects and fallbacks to Astro', () => {
    expect(outputFile('/old', { type: 'redirect' })).toBeNull()
    expect(outputFile('/en/x', { type: 'fallback' })).toBeNull()
  })
})
