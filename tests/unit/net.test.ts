import { describe, expect, it } from 'vitest'
import { networkOf, shortenedIp } from '../../cms/api/net'

describe('net: networkOf', () => {
  const cases: [string, string | null, string | null][] = [
    ['null', null, null],
    ['IPv4 unchanged', '203.0.113.7', '203.0.113.7'],
    ['IPv6 full', '2001:0db8:0000:0000:0000:0000:0000:0001', '2001:db8:0:0::/64'],
    ['IPv6 compressed', '2001:db8::1', '2001:db8:0:0::/64'],
    ['IPv6 upper case', '2001:DB8::1', '2001:db8:0:0::/64'],
    ['loopback', '::1', '0:0:0:0::/64'],
    ['unspecified', '::', '0:0:0:0::/64'],
    ['trailing ::', '2001:db8:1:2::', '2001:db8:1:2::/64'],
    ['no ::', '2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
  ]
  it.each(cases)('%s', (_name, ip, network) => {
    expect(networkOf(ip)).toBe(network)
  })

  it('every IPv6 form maps to a /64', () => {
    for (const ip of ['2001:0db8:0000:0000:0000:0000:0000:0001', '2001:db8::1', '::1', 'fe80::abcd:1'])
      expect(networkOf(ip)).toMatch(/^[0-9a-f]{1,4}(:[0-9a-f]{1,4}){3}::\/64$/)
  })

  it('one /64 gives one key, different /64s different keys', () => {
    expect(networkOf('2001:db8:1:2::1')).toBe(networkOf('2001:db8:1:2:ffff:ffff:ffff:ffff'))
    expect(networkOf('2001:db8:1:2::1')).toBe(networkOf('2001:0db8:0001:0002:0000:0000:0000:0abc'))
    expect(networkOf('2001:db8::1')).toBe(networkOf('2001:db8:0:0:1::'))
    expect(networkOf('2001:db8:1:2::1')).not.toBe(networkOf('2001:db8:1:3::1'))
    expect(networkOf('2001:db8::1')).not.toBe(networkOf('2001:db9::1'))
    expect(networkOf('203.0.113.7')).not.toBe(networkOf('203.0.113.8'))
  })
})

describe('net: shortenedIp (what a tracking record keeps)', () => {
  it.each([
    ['IPv4: the /24', '203.0.113.7', '203.0.113.0'],
    ['IPv4 in IPv6', '::ffff:203.0.113.7', '203.0.113.0'],
    ['IPv6: the /48', '2001:db8:abcd:12::1', '2001:db8:abcd::'],
    ['IPv6 compressed early', '2001:db8::7', '2001:db8:0::'],
    ['nothing', null, null],
    ['not an address', 'unknown', null],
  ])('%s', (_name, ip, kept) => {
    expect(shortenedIp(ip)).toBe(kept)
  })
})
