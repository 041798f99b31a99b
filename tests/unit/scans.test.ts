import { describe, expect, it } from 'vitest'
import { scanOf } from '../../server/serve/scans'

describe('scanOf: which requests are QR scans', () => {
  it.each([
    ['an e-label', 'GET', '/e/duas-margens', { kind: 'label', slug: 'duas-margens' }],
    ['an e-label in a language', 'GET', '/e/duas-margens/pt', { kind: 'label', slug: 'duas-margens' }],
    ['a hub from its code', 'GET', '/explore/duas-margens?from=qr', { kind: 'hub', slug: 'duas-margens' }],
    ['a hub from the app', 'GET', '/explore/duas-margens', null],
    ['a hub viewer from a code', 'GET', '/explore/duas-margens/caf?from=qr', null],
    ['a HEAD', 'HEAD', '/e/duas-margens', null],
    ['another page', 'GET', '/explore?from=qr', null],
    ['a path that is not a slug', 'GET', '/e/..%2Fsecrets', null],
  ])('%s', (_what, method, url, scan) => {
    expect(scanOf(method, url)).toEqual(scan)
  })
})
