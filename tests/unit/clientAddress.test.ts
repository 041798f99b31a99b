import { describe, expect, it } from 'vitest'
import { clientAddress, edgeClientAddress, parseTrustProxy } from '../../server/serve/clientAddress'

describe('clientAddress: parseTrustProxy', () => {
  it.each([undefined, '', '   ', '0'])('%j -> null (this server is the edge)', (value) => {
    expect(parseTrustProxy(value)).toBeNull()
  })
  it.each([
    ['1', 1],
    ['2', 2],
    [' 3 ', 3],
  ])('%j -> %i hops', (value, hops) => {
    expect(parseTrustProxy(value)).toEqual({ hops })
  })
  it('reads a list of addresses and CIDR ranges, IPv4 and IPv6', () => {
    const trust = parseTrustProxy('10.0.0.0/8, 192.168.1.1 2001:db8::/32,::1')
    expect(trust && 'list' in trust).toBe(true)
    if (!trust || !('list' in trust)) return
    expect(trust.list.check('10.1.2.3', 'ipv4')).toBe(true)
    expect(trust.list.check('192.168.1.1', 'ipv4')).toBe(true)
    expect(trust.list.check('192.168.1.2', 'ipv4')).toBe(false)
    expect(trust.list.check('2001:db8:ffff::1', 'ipv6')).toBe(true)
    expect(trust.list.check('::1', 'ipv6')).toBe(true)
    expect(trust.list.check('11.0.0.1', 'ipv4')).toBe(false)
  })
  it.each(['nope', '10.0.0.0/8, proxy.example', '10.0.0.0/abc', '10.0.0.0/33', '1.2.3.4.5'])('%j throws', (value) => {
    expect(() => parseTrustProxy(value)).toThrow()
  })
})

describe('clientAddress', () => {
  const list = parseTrustProxy('10.0.0.0/8, 192.168.1.1, 2001:db8::/32')
  const cases: [
    string,
    string | undefined,
    string | string[] | undefined,
    ReturnType<typeof parseTrustProxy>,
    string,
  ][] = [
    ['no trust: the socket, whatever X-Forwarded-For says', '203.0.113.7', '1.2.3.4', null, '203.0.113.7'],
    ['no trust: no header', '203.0.113.7', undefined, null, '203.0.113.7'],
    ['no trust: IPv4-mapped socket', '::ffff:203.0.113.7', '1.2.3.4', null, '203.0.113.7'],
    ['no trust: no socket', undefined, '1.2.3.4', null, ''],
    ['1 hop: the last entry', '10.0.0.1', '6.6.6.6, 1.2.3.4', { hops: 1 }, '1.2.3.4'],
    ['1 hop: several headers', '10.0.0.1', ['6.6.6.6', '1.2.3.4'], { hops: 1 }, '1.2.3.4'],
    ['1 hop: no header, the socket', '10.0.0.1', undefined, { hops: 1 }, '10.0.0.1'],
    ['2 hops: second from the right', '10.0.0.2', '6.6.6.6, 1.2.3.4, 10.0.0.1', { hops: 2 }, '1.2.3.4'],
    ['2 hops: IPv4-mapped entry', '10.0.0.2', '::ffff:1.2.3.4, 10.0.0.1', { hops: 2 }, '1.2.3.4'],
    ['list: walks over trusted hops', '10.0.0.1', '1.2.3.4, 192.168.1.1', list, '1.2.3.4'],
    ['list: stops at the first untrusted hop', '10.0.0.1', '5.5.5.5, 1.2.3.4, 10.9.9.9', list, '1.2.3.4'],
    ['list: untrusted socket, the header is ignored', '203.0.113.7', '1.2.3.4', list, '203.0.113.7'],
    ['list: IPv4-mapped socket is trusted', '::ffff:10.0.0.1', '1.2.3.4', list, '1.2.3.4'],
    ['list: IPv4-mapped entry is normalised', '10.0.0.1', '::ffff:1.2.3.4', list, '1.2.3.4'],
    ['list: IPv6', '2001:db8::1', '2001:db9::5, 2001:db8::2', list, '2001:db9::5'],
    ['list: bracketed IPv6 entry', '2001:db8::1', '[2001:db9::5]', list, '2001:db9::5'],
    ['list: a garbage hop is not trusted', '10.0.0.1', '1.2.3.4, not-an-ip', list, 'not-an-ip'],
  ]
  it.each(cases)('%s', (_name, peer, xff, trust, expected) => {
    expect(clientAddress(peer, xff, trust)).toBe(expected)
  })

  // The client talks to our proxy at 10.0.0.1 (or straight to us) and prepends what it likes; the proxy appends 1.2.3.4.
  const spoofs = ['10.0.0.9', '192.168.1.1', '127.0.0.1', '2001:db8::9', '::ffff:10.0.0.9', 'evil']
  it.each(spoofs)('a spoofed %j prepended by the client is never chosen', (spoof) => {
    expect(clientAddress('10.0.0.1', `${spoof}, 1.2.3.4`, list)).toBe('1.2.3.4')
    expect(clientAddress('10.0.0.1', [spoof, '1.2.3.4'], list)).toBe('1.2.3.4')
    expect(clientAddress('10.0.0.1', `${spoof}, 1.2.3.4`, { hops: 1 })).toBe('1.2.3.4')
    expect(clientAddress('10.0.0.2', `${spoof}, 1.2.3.4, 10.0.0.1`, { hops: 2 })).toBe('1.2.3.4')
    expect(clientAddress('1.2.3.4', spoof, null)).toBe('1.2.3.4')
    expect(clientAddress('1.2.3.4', spoof, list)).toBe('1.2.3.4')
  })
})

describe('clientAddress: edgeClientAddress (the Cloudflare worker, proven by EDGE_SECRET)', () => {
  const secret = 's'.repeat(40)
  it("takes the worker's entry, the leftmost, whatever our own proxies appended", () => {
    expect(edgeClientAddress('203.0.113.7', secret, secret)).toBe('203.0.113.7')
    expect(edgeClientAddress('203.0.113.7, 10.0.0.2', secret, secret)).toBe('203.0.113.7')
    expect(edgeClientAddress(['2001:db8::7', '10.0.0.2'], secret, secret)).toBe('2001:db8::7')
  })
  it.each([
    ['no secret configured', '203.0.113.7', secret, undefined],
    ['no secret sent', '203.0.113.7', undefined, secret],
    ['a wrong secret', '203.0.113.7', 'x'.repeat(40), secret],
    ['a prefix of the secret', '203.0.113.7', secret.slice(0, 10), secret],
    ['a repeated header', '203.0.113.7', [secret, secret], secret],
    ['no address', undefined, secret, secret],
    ['not an address', 'evil.example', secret, secret],
  ] as const)('null with %s', (_, forwardedFor, sent, configured) => {
    expect(edgeClientAddress(forwardedFor, sent as string | string[] | undefined, configured)).toBeNull()
  })
})
