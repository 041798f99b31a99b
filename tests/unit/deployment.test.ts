import { describe, expect, it } from 'vitest'
import { deployment, deploymentProblems, modeFromEnv } from '../../cms/lib/deployment'
import { SAFE_PRODUCTION_ENV } from '../helpers/productionSettings'

describe('deployment: modeFromEnv', () => {
  const cases: [string, Record<string, string>, 'production' | 'local'][] = [
    ['nothing set', {}, 'local'],
    ['NODE_ENV=development', { NODE_ENV: 'development' }, 'local'],
    ['NODE_ENV=production', { NODE_ENV: 'production' }, 'production'],
    ['an https PUBLIC_URL', { PUBLIC_URL: 'https://wines.example.com' }, 'production'],
    ['an http PUBLIC_URL', { PUBLIC_URL: 'http://localhost:3000' }, 'local'],
    [
      'npm start records local before it sets NODE_ENV',
      { WINE_COMPASS_MODE: 'local', NODE_ENV: 'production' },
      'local',
    ],
    ['npm start records production', { WINE_COMPASS_MODE: 'production' }, 'production'],
    ['an unknown WINE_COMPASS_MODE is ignored', { WINE_COMPASS_MODE: 'yes', NODE_ENV: 'production' }, 'production'],
  ]
  it.each(cases)('%s -> %s', (_name, env, mode) => {
    expect(modeFromEnv(env)).toBe(mode)
  })
})

describe('deployment', () => {
  it('local defaults', () => {
    expect(deployment({})).toEqual({
      production: false,
      origin: 'http://localhost:3000',
      https: false,
      seedDemo: true,
      outboxAllowed: true,
    })
    expect(deployment({ PORT: '4321' }).origin).toBe('http://localhost:4321')
    expect(deployment({ SEED_DEMO: '0' }).seedDemo).toBe(false)
    expect(deployment({ SEED_DEMO: '1' }).seedDemo).toBe(true)
    expect(deployment({ PUBLIC_URL: 'http://localhost:8080/' })).toMatchObject({
      production: false,
      origin: 'http://localhost:8080',
      https: false,
    })
  })

  it('production', () => {
    const env = { NODE_ENV: 'production', PUBLIC_URL: 'https://wines.example.com/' }
    expect(deployment(env)).toEqual({
      production: true,
      origin: 'https://wines.example.com',
      https: true,
      seedDemo: false,
      outboxAllowed: false,
    })
    expect(deployment({ ...env, SEED_DEMO: '1' }).seedDemo).toBe(true)
    expect(deployment({ ...env, SEED_DEMO: 'true' }).seedDemo).toBe(false)
    expect(deployment({ NODE_ENV: 'production', PUBLIC_URL: 'http://localhost:3000' })).toMatchObject({
      production: true,
      https: false,
    })
    expect(deployment({ PUBLIC_URL: 'https://wines.example.com' })).toMatchObject({ production: true, https: true })
  })

  // BUG: modeFromEnv reads the scheme case-insensitively (production) and deploymentProblems accepts it
  // (new URL lower-cases it), but `https` compares case-sensitively: no Secure cookies and no HSTS.
  it('https follows the scheme in any letter case, as the mode does', () => {
    expect(deployment({ PUBLIC_URL: 'HTTPS://wines.example.com' })).toMatchObject({ production: true, https: true })
  })
})

describe('deployment: deploymentProblems', () => {
  const safe = SAFE_PRODUCTION_ENV

  it('safe production settings have no problems', () => {
    expect(deploymentProblems(safe)).toEqual([])
  })

  const problems: [string, Record<string, string | undefined>, RegExp][] = [
    ['no PUBLIC_URL', { ...safe, PUBLIC_URL: undefined }, /PUBLIC_URL/],
    ['a blank PUBLIC_URL', { ...safe, PUBLIC_URL: '  ' }, /PUBLIC_URL/],
    ['no SMTP_URL', { ...safe, SMTP_URL: undefined }, /SMTP_URL/],
    ['a blank SMTP_URL', { ...safe, SMTP_URL: ' ' }, /SMTP_URL/],
    [
      'http PUBLIC_URL on another host',
      { ...safe, PUBLIC_URL: 'http://wines.example.com' },
      /PUBLIC_URL must be https/,
    ],
    [
      'http PUBLIC_URL on a look-alike of localhost',
      { ...safe, PUBLIC_URL: 'http://localhost.evil.example' },
      /PUBLIC_URL must be https/,
    ],
    ['PUBLIC_URL not a URL', { ...safe, PUBLIC_URL: 'wines.example.com' }, /PUBLIC_URL/],
    ['a short PAYLOAD_SECRET', { ...safe, PAYLOAD_SECRET: 'x'.repeat(31) }, /PAYLOAD_SECRET/],
    ['a TRUST_PROXY that is neither', { ...safe, TRUST_PROXY: 'proxy.example' }, /TRUST_PROXY/],
    ['a short EDGE_SECRET', { ...safe, EDGE_SECRET: 'x'.repeat(31) }, /EDGE_SECRET/],
    ['a short METRICS_TOKEN', { ...safe, METRICS_TOKEN: 'x'.repeat(31) }, /METRICS_TOKEN must be at least 32/],
  ]
  it.each(problems)('%s is named', (_name, env, named) => {
    const found = deploymentProblems(env)
    expect(found.length).toBeGreaterThan(0)
    expect(
      found.some((p) => named.test(p)),
      found.join(' | '),
    ).toBe(true)
  })

  it('names every problem at once', () => {
    const found = deploymentProblems({ NODE_ENV: 'production', PAYLOAD_SECRET: 'short' })
    for (const name of ['PUBLIC_URL', 'SMTP_URL', 'PAYLOAD_SECRET'])
      expect(
        found.some((p) => p.includes(name)),
        name,
      ).toBe(true)
  })

  it.each(['http://localhost', 'http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'])(
    '%s is allowed to try production locally',
    (url) => {
      expect(deploymentProblems({ ...safe, PUBLIC_URL: url })).toEqual([])
    },
  )

  it.each([
    ['nothing set', {}],
    ['an http public host', { PUBLIC_URL: 'http://wines.example.com', PAYLOAD_SECRET: 'short' }],
    ['recorded local over NODE_ENV', { WINE_COMPASS_MODE: 'local', NODE_ENV: 'production' }],
  ])('local mode never has problems: %s', (_name, env) => {
    expect(deploymentProblems(env)).toEqual([])
  })
})
