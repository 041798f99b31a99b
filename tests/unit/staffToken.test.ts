import { createHash, createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { isStaffToken, payloadJwtKey } from '../../server/serve/staffToken'

describe('staffToken: isStaffToken', () => {
  const SECRET = 'a-payload-secret-of-at-least-32-characters'
  const NOW = Date.UTC(2026, 0, 1)
  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const sign = (claims: object, secret = SECRET, header: object = { alg: 'HS256', typ: 'JWT' }) => {
    const unsigned = `${b64(header)}.${b64(claims)}`
    return `${unsigned}.${createHmac('sha256', payloadJwtKey(secret)).update(unsigned).digest('base64url')}`
  }
  const staff = { id: 1, collection: 'users', email: 'staff@example.com', exp: NOW / 1000 + 3600 }
  const valid = sign(staff)

  it('derives the key as Payload does: the first 32 hex characters of SHA-256(secret)', () => {
    expect(payloadJwtKey(SECRET)).toBe(createHash('sha256').update(SECRET).digest('hex').slice(0, 32))
    expect(payloadJwtKey(SECRET)).toMatch(/^[0-9a-f]{32}$/)
  })

  it('a valid staff token is accepted', () => {
    expect(isStaffToken(valid, SECRET, NOW)).toBe(true)
  })

  const [h, body, sig] = valid.split('.')
  const refused: [string, string | undefined][] = [
    ['expired', sign({ ...staff, exp: NOW / 1000 - 1 })],
    ['expiring right now', sign({ ...staff, exp: NOW / 1000 })],
    ['without exp', sign({ id: 1, collection: 'users' })],
    ['exp as a string', sign({ ...staff, exp: String(NOW / 1000 + 3600) })],
    ['a member', sign({ ...staff, collection: 'members' })],
    ['no collection', sign({ id: 1, exp: staff.exp })],
    ['signed with another secret', sign(staff, 'another-secret-of-at-least-32-characters')],
    [
      'signed with the raw secret',
      `${h}.${body}.${createHmac('sha256', SECRET).update(`${h}.${body}`).digest('base64url')}`,
    ],
    ['tampered body', `${h}.${b64({ ...staff, exp: staff.exp + 10 ** 6 })}.${sig}`],
    ['body of a member under a staff signature', `${h}.${b64({ ...staff, collection: 'members' })}.${sig}`],
    ['alg none, no signature', `${b64({ alg: 'none' })}.${body}.`],
    ['no signature', `${h}.${body}`],
    ['truncated signature', `${h}.${body}.${sig.slice(0, -4)}`],
    ['an extra part', `${valid}.x`],
    [
      'signed body that is not JSON',
      (() => {
        const unsigned = `${h}.${Buffer.from('not json').toString('base64url')}`
        return `${unsigned}.${createHmac('sha256', payloadJwtKey(SECRET)).update(unsigned).digest('base64url')}`
      })(),
    ],
    ['garbage', 'not-a-token'],
    ['dots only', '..'],
    ['empty', ''],
    ['undefined', undefined],
    ['oversized', sign({ ...staff, pad: 'x'.repeat(5000) })],
  ]
  it.each(refused)('%s is refused', (_name, token) => {
    expect(isStaffToken(token, SECRET, NOW)).toBe(false)
  })

  it('expiry is checked against now', () => {
    expect(isStaffToken(valid, SECRET, NOW + 3_599_000)).toBe(true)
    expect(isStaffToken(valid, SECRET, NOW + 3_600_000)).toBe(false)
  })
})
