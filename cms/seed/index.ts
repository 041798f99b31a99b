/**
 * Demo content for the fictional winery Norte (cms/seed/data), with pictures drawn by cms/seed/art.
 * Idempotent: every document is looked up by a natural key first and left alone when it exists,
 * so a second run adds nothing and never overwrites what staff edited.
 */
import type { Payload } from 'payload'
import { contentListSections } from './contentLists'
import { demo } from './data'
import { pool } from '../api/db'
import { seedDemoInsights } from './demoInsights'
import { seedDemoMember } from './demoMember'
import { Seeder, type SeedOptions } from './seeder'
import { seedStaffAndSettings } from './staffAndSettings'
import { wineSections } from './wines'

export { seedEssentials } from './staffAndSettings'
export type { SeedOptions } from './seeder'

export async function seed(payload: Payload, options: SeedOptions = {}): Promise<{ created: number }> {
  const o: Required<SeedOptions> = { log: options.log ?? (() => {}), art: options.art ?? 'full' }
  const s = new Seeder(payload, o)

  // Staff and settings first: the admin is usable even while pictures are drawn.
  await seedStaffAndSettings(payload, s)

  o.log(
    `[seed] ${demo.wines.length} wines, then experiences, offers, shops, vendors and news, with their pictures (the slow part of a first start)`,
  )
  // Every wine and every kind side by side: the pictures queue for the upload slots in the order they are asked
  // for, and while sharp encodes them on its threads, Payload writes the documents whose pictures are done.
  await Promise.all([...wineSections(s, o.log), ...contentListSections(s)].map((section) => section()))

  await seedDemoMember(payload, s)
  if (await seedDemoInsights(pool(payload))) s.created++
  o.log(
    s.progress(`done: ${s.created} new${s.shipped ? ` (${s.shipped} pictures copied from cms/seed/pictures)` : ''}`),
  )
  return { created: s.created }
}
