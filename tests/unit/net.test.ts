import { describe, expect, it } from 'vitest'
import { networkOf, shortenedIp } from '../../cms/api/net'

describe('net: networkOf', () => {
  it.each([
    { name: 'null', ip: null, network: null },
    { name: 'IPv4 unchanged', ip: '203.0.113.7', network: '203.0.113.7' },
    { name: 'IPv6 full', ip: '2001:0db8:0000:0000:0000:0000:0000:0001', network: '2001:db8:0:0::/64' },
    { name: 'IPv6 compressed', ip: '2001:db8::1', network: '2001:db8:0:0::/64' },
    { name: 'IPv6 upper case', ip: '2001:DB8::1', network: '2001:db8:0:0::/64' },
    { name: 'loopback', ip: '::1', network: '0:0:0:0::/64' },
    { name: 'unspecified', ip: '::', network: '0:0:0:0::/64' },
    { name: 'trailing ::', ip: '2001:db8:1:2::', network: '2001:db8:1:2::/64' },
    { name: 'no ::', ip: '2001:db8:1:2:3:4:5:6', network: '2001:db8:1:2::/64' },
  ] as { name: string; ip: string | null; network: string | null }[])('$name', ({ ip, network }) => {
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
    { name: 'IPv4: the /24', ip: '203.0.113.7', kept: '203.0.113.0' },
    { name: 'IPv4 in IPv6', ip: '::ffff:203.0.113.7', kept: '203.0.113.0' },
    { name: 'IPv6: the /48', ip: '2001:db8:abcd:12::1', kept: '2001:db8:abcd::' },
    { name: 'IPv6 compressed early', ip: '2001:db8::7', kept: '2001:db8:0::' },
    { name: 'nothing', ip: null, kept: null },
    { name: 'not an address', ip: 'unknown', kept: null },
  ] as { name: string; ip: string | null; kept: string | null }[])('$name', ({ ip, kept }) => {
    expect(shortenedIp(ip)).toBe(kept)
  })
})
