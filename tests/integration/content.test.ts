/**
 * Payload on real PostgreSQL: the seeded demo content, the snapshot contract and access control
 * (anonymous visitors never read drafts or a member's passport).
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getMigratedPayload } from '../../cms/lib/payload'
import { seed } from '../../cms/seed'
import { DEMO_MEMBER } from '../../cms/seed/demoAccounts'
import { buildSnapshot } from '../../cms/snapshot/buildSnapshot'
import { Snapshot } from '../../src/contract/snapshot'
import { LOCALES } from '../../src/contract/locales'
import { hasLabel, labelEnergy } from '../../src/contract/elabel'
import type { Wine } from '../../cms/payload-types'
import { createDraftWine } from '../helpers/apiClient'
import { pool } from '../../cms/api/db'

let payload: Payload

beforeAll(async () => {
  payload = await getMigratedPayload()
})
afterAll(async () => {
  await payload?.db?.destroy?.()
})

describe('demo content', () => {
  it('has at least 8 published wines, each with stories, foods, portfolio and a taste profile', async () => {
    const wines = await payload.find({
      collection: 'wines',
      where: { _status: { equals: 'published' } },
      limit: 100,
      depth: 0,
    })
    expect(wines.totalDocs).toBeGreaterThanOrEqual(8)
    for (const w of wines.docs) {
      expect(w.stories?.length, w.slug).toBeGreaterThanOrEqual(3)
      expect(w.foods?.length, w.slug).toBeGreaterThanOrEqual(3)
      expect(w.portfolio?.length, w.slug).toBeGreaterThanOrEqual(1)
      expect(Object.keys(w.taste_profile ?? {})).toEqual(
        expect.arrayContaining(['fruit', 'body', 'tannin', 'acidity', 'sweetness', 'oak']),
      )
    }
  })

  it('is written in all 11 locales, each its own text (docs/decisions.md, Every language first-class)', async () => {
    const [wine] = (await payload.find({ collection: 'wines', locale: 'all', limit: 1, depth: 0 })).docs as unknown as {
      description: Record<string, string>
    }[]
    for (const l of LOCALES) expect(wine.description[l], l).toBeTruthy()
    expect(new Set(LOCALES.map((l) => wine.description[l])).size).toBe(LOCALES.length)
    const ja = (await payload.find({ collection: 'wines', locale: 'ja', limit: 1, depth: 0 })).docs[0]
    expect(ja.description).toBe(wine.description.ja)
    expect(ja.description).not.toBe(wine.description.en)
  })

  it('is idempotent: seeding again creates nothing', async () => {
    const before = await payload.count({ collection: 'media' })
    const { created } = await seed(payload, { art: 'simple' })
    expect(created).toBe(0)
    expect((await payload.count({ collection: 'media' })).totalDocs).toBe(before.totalDocs)
  })
})

describe('the schema', () => {
  it('indexes every foreign key: a read joining a table by its parent never scans the table (cms/lib/parentIndexes.ts)', async () => {
    const { rows } = await pool(payload).query<{ table: string; column: string }>(`
      select c.conrelid::regclass::text as table, a.attname as column
      from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      where c.contype = 'f' and c.connamespace = 'public'::regnamespace
        and not exists (select 1 from pg_index i where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1])`)
    expect(rows).toEqual([])
  })
})

describe('the snapshot', () => {
  it('matches its zod contract and holds only published content', async () => {
    const draft = await createDraftWine(payload, { name: 'Draft Only', slug: 'draft-only' })
    const snapshot = Snapshot.parse(await buildSnapshot(payload))
    expect(snapshot.wines.length).toBeGreaterThanOrEqual(8)
    expect(snapshot.wines.map((w) => w.slug)).not.toContain('draft-only')
    expect(snapshot.countries).toContain('NZ')
    const withContent = new Set(snapshot.wines.flatMap((w) => w.countries))
    expect(withContent.size).toBeGreaterThanOrEqual(6)
    expect(withContent.has('NZ')).toBe(false)
    await payload.delete({ collection: 'wines', id: draft.id, context: { skipRebuild: true } })
  })
})

describe('access control', () => {
  it('lets anonymous visitors read published wines but never drafts', async () => {
    const draft = await createDraftWine(payload, { name: 'Secret Cuvée', slug: 'secret-cuvee' })
    const anon = await payload.find({ collection: 'wines', overrideAccess: false, draft: true, limit: 100, depth: 0 })
    expect(anon.docs.length).toBeGreaterThan(0)
    expect(anon.docs.map((w) => w.slug)).not.toContain('secret-cuvee')
    await expect(
      payload.findByID({ collection: 'wines', id: draft.id, overrideAccess: false, draft: true }),
    ).rejects.toThrow()
    await payload.delete({ collection: 'wines', id: draft.id, context: { skipRebuild: true } })
  })

  it('never shows anonymous visitors a passport', async () => {
    expect((await payload.count({ collection: 'passports' })).totalDocs).toBeGreaterThan(0)
    await expect(payload.find({ collection: 'passports', overrideAccess: false })).rejects.toThrow()
  })

  it('shows a member only their own passport entries', async () => {
    const [demo] = (
      await payload.find({ collection: 'members', where: { email: { equals: DEMO_MEMBER.email } }, limit: 1 })
    ).docs
    const other = await payload.create({
      collection: 'members',
      data: {
        email: `other-${Date.now()}@example.com`,
        password: 'another-password',
        name: 'Other',
        surname: 'Member',
        country: 'PT',
      },
    })
    const own = await payload.find({
      collection: 'passports',
      overrideAccess: false,
      user: { ...demo, collection: 'members' },
    })
    expect(own.totalDocs).toBeGreaterThan(0)
    const theirs = await payload.find({
      collection: 'passports',
      overrideAccess: false,
      user: { ...other, collection: 'members' },
    })
    expect(theirs.totalDocs).toBe(0)
    await expect(
      payload.findByID({
        collection: 'members',
        id: demo.id,
        overrideAccess: false,
        user: { ...other, collection: 'members' },
      }),
    ).rejects.toThrow()
    await payload.delete({ collection: 'members', id: other.id })
  })

  it('keeps members out of staff actions', async () => {
    const [demo] = (
      await payload.find({ collection: 'members', where: { email: { equals: DEMO_MEMBER.email } }, limit: 1 })
    ).docs
    await expect(
      payload.create({
        collection: 'wines',
        overrideAccess: false,
        user: { ...demo, collection: 'members' },
        data: { name: 'X', slug: 'x', image: 'x', taste_profile: {} as Wine['taste_profile'] },
      }),
    ).rejects.toThrow()
  })
})

describe('the EU e-label (docs/decisions.md, Beyond the spec)', () => {
  it('is published for every demo wine: ingredients in all 11 locales, allergens marked, energy from alcohol and carbohydrate', async () => {
    const snapshot = Snapshot.parse(await buildSnapshot(payload))
    expect(snapshot.wines.length).toBeGreaterThan(0)
    for (const w of snapshot.wines) {
      expect(hasLabel(w.label), w.slug).toBe(true)
      const label = w.label!
      for (const i of label.ingredients)
        for (const l of LOCALES) expect(i.name[l], `${w.slug} ${i.name.en} ${l}`).toBeTruthy()
      for (const l of LOCALES) expect(label.packaging[l], `${w.slug} packaging ${l}`).toBeTruthy()
      expect(label.ingredients.find((i) => i.name.en === 'sulphites')).toMatchObject({
        category: 'preservative',
        allergen: true,
      })
      expect({ kj: label.energy_kj, kcal: label.energy_kcal }).toEqual(
        labelEnergy(label.alcohol, label.nutrients.carbohydrate),
      )
    }
  })

  it('refuses saturates above fat and sugars above carbohydrate, and keeps what was saved', async () => {
    const wine = (await payload.find({ collection: 'wines', limit: 1, depth: 0 })).docs[0]
    const before = wine.label
    for (const label of [
      { ...before, fat: 0.1, saturates: 0.5 },
      { ...before, carbohydrate: 0.3, sugars: 2 },
    ]) {
      const error = (await payload
        .update({ collection: 'wines', id: wine.id, data: { label }, context: { skipRebuild: true } })
        .catch((e: unknown) => e)) as {
        data?: { errors?: { message: string }[] }
      }
      expect(error.data?.errors?.map((e) => e.message)).toEqual([
        expect.stringMatching(/^No more than the (fat|carbohydrate)\.$/),
      ])
    }
    const after = await payload.findByID({ collection: 'wines', id: wine.id, depth: 0 })
    expect(after.label?.energy_kj).toBe(before?.energy_kj)
    expect(after.label?.sugars).toBe(before?.sugars)
  })
})
