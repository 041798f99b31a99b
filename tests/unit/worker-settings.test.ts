/**
 * The Cloudflare worker's settings (server/serve/worker.ts): a CMS_ORIGIN other than a bare origin, or an
 * EDGE_SECRET too short, is refused with a 5xx and nothing is forwarded. The rest: worker.test.ts.
 */
import { describe, expect, it } from 'vitest'
import { CMS, expectSecurityHeaders, fetchWith, SECRET, sent, stubCmsFetch } from '../helpers/workerEnv'

stubCmsFetch()

describe('CMS_ORIGIN', () => {
  it.each([
    undefined,
    '',
    'cms.example.com',
    '/cms',
    'javascript:alert(1)',
    'ftp://cms.example.com',
    'https://user:pw@cms.example.com',
    'https://cms.example.com/base',
    'https://cms.example.com/?x=1',
    'http://cms.example.com',
    'http://10.0.0.5:3000',
  ])('%s is refused with a 5xx, without forwarding', async (origin) => {
    for (const path of ['/api/user', '/media/a.png']) {
      const res = await fetchWith({ CMS_ORIGIN: origin }, path, { cookie: SECRET })
      expect(res.status).toBeGreaterThanOrEqual(500)
      expectSecurityHeaders(res)
    }
    expect(sent).toHaveLength(0)
  })

  it('accepts a bare origin with or without a trailing slash', async () => {
    for (const origin of [CMS, `${CMS}/`, 'http://localhost:3000', 'http://127.0.0.1:3100']) {
      await fetchWith({ CMS_ORIGIN: origin }, '/api/user')
    }
    expect(sent.map((r) => r.url)).toEqual([
      `${CMS}/api/user`,
      `${CMS}/api/user`,
      'http://localhost:3000/api/user',
      'http://127.0.0.1:3100/api/user',
    ])
  })
})

describe('EDGE_SECRET', () => {
  it.each([undefined, '', 'short'])(
    '%j: the CMS paths answer 500 and nothing is forwarded; the site still serves',
    async (secret) => {
      for (const path of ['/api/user', '/media/a.png']) {
        const res = await fetchWith({ EDGE_SECRET: secret }, path)
        expect(res.status).toBe(500)
        expect(await res.text()).toContain('EDGE_SECRET')
      }
      expect(sent).toHaveLength(0)
      expect((await fetchWith({ EDGE_SECRET: secret }, '/')).status).toBe(200)
    },
  )
})
