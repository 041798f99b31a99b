/** The demo member, with a few rated wines and notes in the passport. */
import type { Payload } from 'payload'
import type { CountryCode } from '../lib/countries'
import { demo } from './data'
import { DEMO_MEMBER } from './demoAccounts'
import type { Seeder } from './seeder'

const { wines } = demo

/** Creates the demo member and its passport entries, unless the member exists. */
export async function seedDemoMember(payload: Payload, s: Seeder): Promise<void> {
  const memberFound = await payload.find({
    collection: 'members',
    where: { email: { equals: DEMO_MEMBER.email } },
    limit: 1,
  })
  if (!memberFound.docs[0]) {
    const member = await payload.create({
      collection: 'members',
      data: {
        ...DEMO_MEMBER,
        country: DEMO_MEMBER.country as CountryCode,
        birth_year: 1988,
        adult: true,
        legal: true,
        terms: true,
        keep_me_update: true,
        locale: 'en',
        email_verified_at: new Date().toISOString(),
      },
    })
    const rated = await payload.find({
      collection: 'wines',
      where: { slug: { in: wines.slice(0, 3).map((w) => w.slug) } },
      depth: 0,
      limit: 3,
    })
    const notes = [
      "Opened it for my sister's birthday. Dark cherries and something smoky; even better the next day.",
      'Bright and salty, like the coast. Perfect with grilled fish.',
      '',
    ]
    // In the range's order (the wines were created side by side, so their ids are in no particular order).
    const inOrder = wines.slice(0, 3).flatMap((w) => rated.docs.filter((d) => d.slug === w.slug))
    for (const [i, wine] of inOrder.entries()) {
      await payload.create({
        collection: 'passports',
        data: {
          member: member.id,
          wine: wine.id,
          wine_rating: 5 - i,
          colour_rating: 4,
          aroma_rating: 5 - i,
          flavour_rating: 4 - i,
          comment: notes[i] || undefined,
        },
      })
    }
    s.created++
  }
}
