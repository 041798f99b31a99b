/** Social sign-in's pure parts: the provider settings, the sealed cookies, the names from the claims, Apple's client secret, the short step's rules. */
import { createPublicKey, generateKeyPairSync, verify } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { appleClientSecret, person, seal, unseal } from '../../cms/api/social'
import { deploymentProblems } from '../../cms/lib/deployment'
import { socialProblems, socialProviders } from '../../cms/lib/socialProviders'
import { validateSocialSignUp } from '../../src/lib/members/validation'
import { SAFE_PRODUCTION_ENV } from '../helpers/productionSettings'

const custom = (list: unknown) => ({ OIDC_PROVIDERS: JSON.stringify(list) })
const acme = {
  id: 'acme',
  name: 'Acme ID',
  issuer: 'https://id.acme.example/',
  client_id: 'wc',
  client_secret: 's3cret',
}
const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()
const apple = {
  APPLE_CLIENT_ID: 'com.example.wc',
  APPLE_TEAM_ID: 'TEAM123456',
  APPLE_KEY_ID: 'KEY1234567',
  APPLE_PRIVATE_KEY: pem.replace(/\n/g, '\\n'),
}

describe('socialProviders', () => {
  it('none without settings: no buttons', () => {
    expect(socialProviders({})).toEqual([])
    expect(socialProblems({})).toEqual([])
  })

  it('Google and Apple by their own settings, any other provider by OIDC_PROVIDERS', () => {
    const list = socialProviders({
      GOOGLE_CLIENT_ID: 'g-id',
      GOOGLE_CLIENT_SECRET: 'g-secret',
      ...apple,
      ...custom([acme]),
    })
    expect(list.map((p) => [p.id, p.name, p.issuer])).toEqual([
      ['google', 'Google', 'https://accounts.google.com'],
      ['apple', 'Apple', 'https://appleid.apple.com'],
      ['acme', 'Acme ID', 'https://id.acme.example'],
    ])
    expect(list[1]).toMatchObject({
      responseMode: 'form_post',
      scope: 'openid email name',
      apple: { teamId: 'TEAM123456', keyId: 'KEY1234567' },
    })
    expect(list[1].apple!.privateKey).toContain('\n')
  })

  it('says what is wrong and leaves the broken entry out', () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ OIDC_PROVIDERS: '{not json' }, /not JSON/],
      [{ OIDC_PROVIDERS: '{}' }, /must be a JSON list/],
      [custom([{ ...acme, client_secret: '' }]), /lacks client_secret/],
      [custom([{ ...acme, id: 'Acme ID' }]), /lower-case letters/],
      [custom([{ ...acme, issuer: 'http://id.acme.example' }]), /https/],
      [custom([acme, acme]), /Two sign-in providers have the id "acme"/],
      [{ GOOGLE_CLIENT_ID: 'only-the-id' }, /go together/],
      [{ APPLE_CLIENT_ID: 'com.example.wc' }, /APPLE_TEAM_ID/],
    ]
    for (const [env, problem] of cases) expect(socialProblems(env).join(' '), JSON.stringify(env)).toMatch(problem)
    expect(socialProviders(custom([acme, acme]))).toHaveLength(1)
    expect(socialProviders(custom([{ ...acme, issuer: 'http://id.acme.example' }]))).toEqual([])
    // A provider on this machine over http: the tests' own.
    expect(socialProviders(custom([{ ...acme, issuer: 'http://127.0.0.1:3190' }]))).toHaveLength(1)
  })

  it('production refuses to start with a broken provider setting', () => {
    const safe = SAFE_PRODUCTION_ENV
    expect(deploymentProblems(safe)).toEqual([])
    expect(deploymentProblems({ ...safe, OIDC_PROVIDERS: '[{"id":"acme"}]' }).join(' ')).toMatch(
      /OIDC_PROVIDERS\[0\] lacks name, issuer, client_id, client_secret/,
    )
  })
})

describe('sealed cookies', () => {
  const now = Date.UTC(2026, 10, 24, 12)
  it('give back what was sealed, for its purpose and until it expires', () => {
    const value = seal('oidc-start', { state: 'abc' }, 600, now)
    expect(unseal<{ state: string }>('oidc-start', value, now + 599_000)).toMatchObject({ state: 'abc' })
    expect(unseal('oidc-start', value, now + 601_000)).toBeNull()
    expect(unseal('oidc-pending', value, now)).toBeNull()
  })

  it('refuse anything changed or malformed', () => {
    const value = seal('oidc-start', { state: 'abc' }, 600, now)
    const [body, mac] = value.split('.')
    const forged = Buffer.from(JSON.stringify({ state: 'evil', exp: now / 1000 + 600 })).toString('base64url')
    for (const bad of [
      `${forged}.${mac}`,
      `${body}.${mac.slice(0, -1)}0`,
      `${body}.${mac}.x`,
      body,
      '',
      'a'.repeat(5000),
    ])
      expect(unseal('oidc-start', bad, now)).toBeNull()
  })
})

describe('person', () => {
  it('takes the names and the email from the ID token', () => {
    expect(
      person({ sub: '1', given_name: ' Ana ', family_name: 'Sousa', email: 'Ana@Example.com', email_verified: true }),
    ).toEqual({
      sub: '1',
      email: 'ana@example.com',
      emailVerified: true,
      name: 'Ana',
      surname: 'Sousa',
    })
  })

  it('splits a single name at its first space, and reads Apple\'s one-time "user" field', () => {
    expect(person({ sub: '1', name: 'Maria da Graça Lobo' })).toMatchObject({
      name: 'Maria',
      surname: 'da Graça Lobo',
      email: null,
      emailVerified: false,
    })
    expect(person({ sub: '1', name: '王' })).toMatchObject({ name: '王', surname: '' })
    expect(
      person(
        { sub: '1', email: 'a@b.c', email_verified: 'true' },
        JSON.stringify({ name: { firstName: 'Rita', lastName: 'Lobo' } }),
      ),
    ).toMatchObject({
      name: 'Rita',
      surname: 'Lobo',
      emailVerified: true,
    })
    expect(person({ sub: '1' }, '{broken')).toMatchObject({ name: '', surname: '' })
    const long = `${'a'.repeat(120)}@example.com`
    expect(person({ sub: '1', email: long }).email).toBe(long)
    expect(person({ sub: '1', email: `${'a'.repeat(250)}@example.com` }).email).toBeNull()
  })
})

describe("Apple's client secret", () => {
  it('is an ES256 JWT for Apple, signed with the team key', () => {
    const [p] = socialProviders(apple)
    const now = Date.UTC(2026, 10, 24, 12)
    const jwt = appleClientSecret(p, now)
    const [h, b, sig] = jwt.split('.')
    expect(JSON.parse(Buffer.from(h, 'base64url').toString())).toEqual({ alg: 'ES256', kid: 'KEY1234567' })
    const claims = JSON.parse(Buffer.from(b, 'base64url').toString())
    expect(claims).toMatchObject({
      iss: 'TEAM123456',
      sub: 'com.example.wc',
      aud: 'https://appleid.apple.com',
      iat: now / 1000,
    })
    expect(claims.exp).toBeGreaterThan(claims.iat)
    expect(
      verify(
        'sha256',
        Buffer.from(`${h}.${b}`),
        { key: createPublicKey(privateKey), dsaEncoding: 'ieee-p1363' },
        Buffer.from(sig, 'base64url'),
      ),
    ).toBe(true)
  })
})

describe('validateSocialSignUp', () => {
  const now = new Date('2026-11-24')
  it('asks for the names, a birth year, a country and legal age', () => {
    expect(
      validateSocialSignUp(
        { name: 'Ana', surname: 'Sousa', birth_year: '1990', country: 'PT', legal: true },
        ['PT'],
        now,
      ),
    ).toEqual({})
    expect(
      validateSocialSignUp({ name: '', surname: 'S', birth_year: '2015', country: 'XX', legal: false }, ['PT'], now),
    ).toEqual({
      name: 'name-required',
      surname: 'surname-min',
      birth_year: 'birth-year-required',
      country: 'country-required',
      legal: 'legal-required',
    })
  })
})
