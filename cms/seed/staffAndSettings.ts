/**
 * The seed's first step, and what production needs without the demo: the staff account, the winery's
 * settings, and sign-up open to every country.
 */
import type { Payload } from 'payload'
import { COUNTRY_OPTIONS } from '../lib/countries'
import { demo } from './data'
import { DEMO_STAFF } from './demoAccounts'
import { type Data, localesOf, type Seeder } from './seeder'

const { settings } = demo

/** Opens sign-up to every country (the Countries global); staff narrow the list later. */
async function openEveryCountry(payload: Payload, context: { skipRebuild: boolean }): Promise<void> {
  await payload.updateGlobal({ slug: 'countries', data: { list: COUNTRY_OPTIONS.map((c) => c.value) }, context })
}

/**
 * What a new production database needs that is not demo content: members may sign up from every
 * country until staff narrow the list (the Countries global). No accounts, no content.
 */
export async function seedEssentials(payload: Payload): Promise<void> {
  const countries = (await payload.findGlobal({ slug: 'countries', depth: 0 })) as Data
  if (!countries.list?.length) await openEveryCountry(payload, { skipRebuild: true })
}

/** The demo staff account and the winery's settings, each only when missing. */
export async function seedStaffAndSettings(payload: Payload, s: Seeder): Promise<void> {
  const ctx = { skipRebuild: true }
  const staff = await payload.find({ collection: 'users', where: { email: { equals: DEMO_STAFF.email } }, limit: 1 })
  if (!staff.docs[0]) {
    await payload.create({
      collection: 'users',
      data: { email: DEMO_STAFF.email, password: DEMO_STAFF.password, name: DEMO_STAFF.name },
    })
    s.created++
  }

  const current = (await payload.findGlobal({ slug: 'settings', depth: 0 })) as Data
  if (!current.website) {
    for (const l of localesOf(settings.terms)) {
      await payload.updateGlobal({
        slug: 'settings',
        locale: l,
        data: {
          winery_name: settings.winery_name,
          website: settings.website,
          contact_email: settings.contact_email,
          social: settings.social,
          podcast: settings.podcast,
          terms: settings.terms[l],
        },
        context: ctx,
      })
    }
    await openEveryCountry(payload, ctx)
    s.created++
  }
}
