/**
 * Passport writes that meet (spec §7, POST /api/wines/{id}/passport): first ratings at the same time, a
 * retried write (Idempotency-Key) and an older one sent late, bursts on one instance and on two. Each
 * member is new, signed in through the real POST /login. One at a time: api-members.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { z } from 'zod'
import type { ApiWine } from '../../src/contract/api/wine'
import { writePassportEntry } from '../../cms/api/passports'
import type { SignedInMember } from '../../cms/api/env'
import { deleteNewMembers, newMember, passportOf, post, testPayload, usWines, xsrf } from '../helpers/apiClient'

let wines: z.infer<typeof ApiWine>[]

beforeAll(async () => {
  wines = await usWines()
})
afterAll(deleteNewMembers)

describe('POST /api/wines/{id}/passport', () => {
  it('keeps one entry when first ratings arrive at the same time', async () => {
    const { client, id } = await newMember()
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => post(client, `/api/wines/${wines[2].id}/passport`, { wine_rating: n })),
    )
    for (const r of results) expect([200, 201]).toContain(r.status)
    expect(await passportOf(id)).toHaveLength(1)
  })

  it('takes a retried write once (Idempotency-Key), and keeps an edit made later over an older one sent late', async () => {
    const { client, id } = await newMember()
    const path = `/api/wines/${wines[3].id}/passport`
    const keyed = (key: string, body: unknown) => client.post(path, body, { ...xsrf(client), 'idempotency-key': key })
    const first = await keyed('offline-write-0001', { comment: 'First, in the cellar', edited_ms_ago: 60_000 })
    expect(first.status).toBe(201)
    expect(await first.json()).toMatchObject({ data: { comment: 'First, in the cellar' }, superseded: [] })
    // A newer edit from another device, then the first write retried and an older one arriving late.
    expect((await post(client, path, { comment: 'Later, at home' })).status).toBe(200)
    const retry = await keyed('offline-write-0001', { comment: 'First, in the cellar', edited_ms_ago: 60_000 })
    expect(retry.status).toBe(200)
    expect(retry.headers.get('idempotent-replayed')).toBe('true')
    expect(await retry.json()).toMatchObject({ data: { comment: 'Later, at home' }, superseded: [] })
    const late = await keyed('offline-write-0002', { comment: 'Older', wine_rating: 4, edited_ms_ago: 30_000 })
    expect(late.status).toBe(200)
    expect(await late.json()).toMatchObject({
      data: { comment: 'Later, at home', wine_rating: 4 },
      superseded: ['comment'],
    })
    const rows = await passportOf(id)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      comment: 'Later, at home',
      wine_rating: 4,
      write_keys: ['offline-write-0001', 'offline-write-0002'],
    })
    // A malformed key or age is refused, saving nothing.
    const bad = await keyed('short', { comment: 'x' })
    expect(bad.status).toBe(422)
    expect(Object.keys((await bad.json()).errors)).toEqual(['idempotency-key'])
    const badAge = await post(client, path, { comment: 'x', edited_ms_ago: -1 })
    expect(badAge.status).toBe(422)
    expect((await passportOf(id))[0].comment).toBe('Later, at home')
  })

  it('takes ten writes of one entry at once without a failure or a lost key', async () => {
    const { client, id } = await newMember()
    const path = `/api/wines/${wines[4].id}/passport`
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        client.post(
          path,
          { wine_rating: (i % 5) + 1, comment: `tap ${i}` },
          { ...xsrf(client), 'idempotency-key': `burst-key-${i}-000` },
        ),
      ),
    )
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201])
    const rows = await passportOf(id)
    expect(rows).toHaveLength(1)
    expect([...(rows[0].write_keys as string[])].sort()).toEqual(
      Array.from({ length: 10 }, (_, i) => `burst-key-${i}-000`).sort(),
    )
  })

  it("keeps every write of one entry made on two instances at once (the row lock, not this instance's queue)", async () => {
    // writePassportEntry without the instance's queue, as two instances' writes would meet in PostgreSQL.
    const { id } = await newMember()
    const member = { id } as SignedInMember
    const payload = await testPayload()
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        writePassportEntry(
          payload,
          member,
          wines[5].id,
          { wine_rating: (i % 5) + 1 },
          new Date(),
          `other-instance-${i}`,
        ),
      ),
    )
    expect(results.map((r) => r?.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201])
    const rows = await passportOf(id)
    expect(rows).toHaveLength(1)
    expect([...(rows[0].write_keys as string[])].sort()).toEqual(
      Array.from({ length: 8 }, (_, i) => `other-instance-${i}`).sort(),
    )
  })
})
