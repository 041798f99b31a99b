/**
 * Demo content for the fictional winery Norte (cms/seed/data), with pictures drawn by cms/seed/art.
 * Idempotent: every document is looked up by a natural key first and left alone when it exists,
 * so a second run adds nothing and never overwrites what staff edited.
 */
import { createHash } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Payload, RequiredDataFromCollectionSlug } from 'payload'
import { COUNTRY_OPTIONS, type CountryCode } from '../lib/countries'
import { projectRoot } from '../lib/paths'
import { renderArtForUpload, type Frame } from './art'
import { demo } from './data'
import type { Art, DemoText } from './data/types'
import { DEMO_MEMBER, DEMO_STAFF } from './demoAccounts'

/* Payload's generated types are not used here: the seed writes plain data. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Data = Record<string, any>

const {
  wines,
  labels,
  settings,
  discovers,
  enjoys,
  shops,
  vendors,
  promotions,
  localPromotions,
  clubs,
  popups,
  otherPopups,
} = demo

const TEXT_LOCALES = ['en', 'es', 'pt', 'de', 'fr', 'ja', 'nl', 'da', 'ko', 'zh', 'zh-Hant'] as const
type TextLocale = (typeof TEXT_LOCALES)[number]

export type SeedOptions = {
  log?: (line: string) => void
  /** 'simple' draws one small picture per kind instead of every picture (fast, for tests). */
  art?: 'full' | 'simple'
}

/** The locales a demo text is written in (en first, so the document is created in English). */
function localesOf(...texts: DemoText[]): TextLocale[] {
  return TEXT_LOCALES.filter((l) => texts.every((t) => typeof t[l] === 'string' && t[l] !== ''))
}

class Seeder {
  private mediaIds = new Map<string, Promise<string>>()
  created = 0
  /** Pictures stored by this run (drawn, or taken from the drawing cache), for the progress lines. */
  pictures = 0
  private readonly started = Date.now()

  /** A progress line: what is done, the pictures stored so far and the time since the seed began. */
  progress(done: string): string {
    return `[seed] ${done}: ${this.pictures} pictures so far, ${((Date.now() - this.started) / 1000).toFixed(0)} s`
  }

  constructor(
    private payload: Payload,
    private o: Required<SeedOptions>,
  ) {}

  /** Renders (or reuses) a picture and returns its media id. Concurrent asks for one picture share one upload. */
  image(art: Art, frame: Frame, alt: string): Promise<string> {
    const keySource = this.o.art === 'simple' ? { kind: art.kind, frame } : { art, frame }
    const key = createHash('sha1').update(JSON.stringify(keySource)).digest('hex').slice(0, 16)
    let id = this.mediaIds.get(key)
    if (!id) {
      id = this.upload(key, art, frame, alt)
      this.mediaIds.set(key, id)
    }
    return id
  }

  /** Uploads at once: enough to keep both of sharp's cores busy, few enough that the first asked are done first. */
  private static readonly UPLOAD_SLOTS = 3
  private uploading = 0
  private waiting: (() => void)[] = []

  /** Runs `f` in an upload slot, first come first served; a finished upload hands its slot to the next in line. */
  private async inSlot<R>(f: () => Promise<R>): Promise<R> {
    if (this.uploading < Seeder.UPLOAD_SLOTS) this.uploading++
    else await new Promise<void>((resolve) => this.waiting.push(resolve))
    try {
      return await f()
    } finally {
      const next = this.waiting.shift()
      if (next) next()
      else this.uploading--
    }
  }

  private upload(key: string, art: Art, frame: Frame, alt: string): Promise<string> {
    return this.inSlot(() => this.uploadNow(key, art, frame, alt))
  }

  private async uploadNow(key: string, art: Art, frame: Frame, alt: string): Promise<string> {
    const filename = `norte-${art.kind}-${key}.webp`
    const existing = await this.payload.find({
      collection: 'media',
      where: { filename: { equals: filename } },
      limit: 1,
      depth: 0,
    })
    if (existing.docs[0]) return String(existing.docs[0].id)
    const picture = await this.renderCached(key, art, frame)
    const doc = await this.payload.create({
      collection: 'media',
      data: { alt },
      file: {
        data: picture.data,
        mimetype: picture.mimetype,
        name: filename.replace(/\.webp$/, `.${picture.extension}`),
        size: picture.data.length,
      },
      context: { skipRebuild: true },
    })
    this.created++
    this.pictures++
    return String(doc.id)
  }

  /** Drawing takes a tenth of the seed: keep the pictures between runs (tests seed fresh databases often). */
  private async renderCached(
    key: string,
    art: Art,
    frame: Frame,
  ): Promise<Awaited<ReturnType<typeof renderArtForUpload>>> {
    const dir = process.env.ART_CACHE_DIR ?? path.join(projectRoot, '.data', 'art-cache')
    const [extension, mimetype] =
      frame === 'bottle' ? (['png', 'image/png'] as const) : (['jpg', 'image/jpeg'] as const)
    const file = path.join(dir, `${key}.${extension}`)
    try {
      return { data: await readFile(file), mimetype, extension }
    } catch {
      const picture = await renderArtForUpload(art, frame)
      await mkdir(dir, { recursive: true })
      await writeFile(file, picture.data)
      return picture
    }
  }

  /**
   * Creates a published document in English, then adds each other language. `build(locale)` returns
   * the whole document with its texts in that locale; array rows keep their ids across locales.
   */
  async upsert(
    collection: string,
    where: Data,
    locales: TextLocale[],
    build: (l: TextLocale, previous?: Data) => Promise<Data> | Data,
  ) {
    const found = await this.payload.find({ collection: collection as 'wines', where, limit: 1, depth: 0, draft: true })
    if (found.docs[0]) return found.docs[0] as Data
    const ctx = { skipRebuild: true }
    let doc = (await this.payload.create({
      collection: collection as 'wines',
      locale: 'en',
      data: { ...(await build('en')), _status: 'published' } as RequiredDataFromCollectionSlug<'wines'>,
      context: ctx,
    })) as Data
    for (const l of locales.filter((x) => x !== 'en')) {
      doc = (await this.payload.update({
        collection: collection as 'wines',
        id: doc.id,
        locale: l,
        data: { ...(await build(l, doc)), _status: 'published' },
        context: ctx,
      })) as Data
    }
    this.created++
    return doc
  }
}

const rowId = (previous: Data | undefined, field: string, i: number) => previous?.[field]?.[i]?.id

/** A wine's e-label group in one locale (cms/fields/label.ts); ingredient rows keep their ids across locales. */
function labelFields(label: (typeof demo.labels)[string] | undefined, l: TextLocale, previous?: Data) {
  if (!label) return undefined
  return {
    ...label,
    ingredients: label.ingredients.map((x, i) => ({
      id: rowId(previous?.label, 'ingredients', i),
      category: x.category,
      name: x.name[l],
      allergen: x.allergen,
    })),
    packaging: label.packaging[l],
  }
}

/**
 * What a new production database needs that is not demo content: members may sign up from every
 * country until staff narrow the list (the Countries global). No accounts, no content.
 */
export async function seedEssentials(payload: Payload): Promise<void> {
  const countries = (await payload.findGlobal({ slug: 'countries', depth: 0 })) as Data
  if (!countries.list?.length)
    await payload.updateGlobal({
      slug: 'countries',
      data: { list: COUNTRY_OPTIONS.map((c) => c.value) },
      context: { skipRebuild: true },
    })
}

export async function seed(payload: Payload, options: SeedOptions = {}): Promise<{ created: number }> {
  const o: Required<SeedOptions> = { log: options.log ?? (() => {}), art: options.art ?? 'full' }
  const s = new Seeder(payload, o)
  const ctx = { skipRebuild: true }

  // Staff and settings first: the admin is usable even while pictures are drawn.
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
    const list = COUNTRY_OPTIONS.map((c) => c.value)
    await payload.updateGlobal({ slug: 'countries', data: { list }, context: ctx })
    s.created++
  }

  o.log(
    `[seed] ${wines.length} wines, then experiences, offers, shops, vendors and news, with their pictures (the slow part of a first start)`,
  )
  // Every wine and every kind side by side: the pictures queue for the upload slots in the order they are asked
  // for, and while sharp encodes them on its threads, Payload writes the documents whose pictures are done.
  let winesDone = 0
  const wineSections = wines.map((w) => async () => {
    const locales = localesOf(
      w.grape_variety,
      w.description,
      ...w.stories.flatMap((x) => [x.title, x.description]),
      ...w.foods.flatMap((x) => [x.name, x.description]),
    )
    await s.upsert('wines', { slug: { equals: w.slug } }, locales, async (l, prev) => ({
      name: w.name,
      slug: w.slug,
      harvest: w.harvest,
      style: w.style,
      url: w.url,
      order: wines.indexOf(w),
      countries: w.countries,
      grape_variety: w.grape_variety[l],
      description: w.description[l],
      image: await s.image(w.bottle, 'bottle', `${w.name} ${w.harvest}`),
      caf: Object.fromEntries(
        await Promise.all(
          (['colour', 'aroma', 'flavour'] as const).map(async (k) => [
            k,
            {
              ...w.caf[k],
              art: undefined,
              text: w.caf[k].text[l],
              image: await s.image(w.caf[k].art, 'portrait', `${w.name}: ${k}`),
            },
          ]),
        ),
      ),
      stories: await Promise.all(
        w.stories.map(async (x, i) => ({
          id: rowId(prev, 'stories', i),
          title: x.title[l],
          description: x.description[l],
          image: await s.image(x.art, 'portrait', x.title.en),
          text_position: x.text_position,
          text_color: x.text_color,
          text_background_color: x.text_background_color,
        })),
      ),
      foods: await Promise.all(
        w.foods.map(async (x, i) => ({
          id: rowId(prev, 'foods', i),
          name: x.name[l],
          description: x.description[l],
          image: await s.image(x.art, 'portrait', x.name.en),
          text_position: x.text_position,
          background_text: x.background_text,
          text_color: x.text_color,
        })),
      ),
      portfolio: await Promise.all(
        w.portfolio.map(async (x, i) => ({
          id: rowId(prev, 'portfolio', i),
          name: x.name,
          description: x.description[l],
          image: await s.image(x.art, x.art.kind === 'bottle' ? 'bottle' : 'portrait', x.name),
        })),
      ),
      taste_profile: w.taste_profile,
      label: labelFields(labels[w.slug], l, prev),
    }))
    o.log(s.progress(`wine ${++winesDone} of ${wines.length}, ${w.name}`))
  })

  await Promise.all(
    [
      ...wineSections,
      async () => {
        for (const [i, d] of discovers.entries()) {
          await s.upsert('discovers', { name: { equals: d.name.en } }, localesOf(d.name, d.description), async (l) => ({
            name: d.name[l],
            description: d.description[l],
            image: await s.image(d.art, 'card', d.name.en),
            link: d.link,
            align_content: d.align_content,
            text_color: d.text_color,
            countries: d.countries,
            order: i,
          }))
        }
      },
      async () => {
        for (const [i, d] of enjoys.entries()) {
          await s.upsert('enjoys', { name: { equals: d.name.en } }, localesOf(d.name, d.description), async (l) => ({
            name: d.name[l],
            description: d.description[l],
            image: await s.image(d.art, 'card', d.name.en),
            link: d.link,
            align_content: d.align_content,
            text_color: d.text_color,
            background_color: d.background_color,
            countries: d.countries,
            order: i,
          }))
        }
      },
      async () => {
        for (const [i, d] of shops.entries()) {
          await s.upsert('shops', { name: { equals: d.name.en } }, localesOf(d.name, d.description), async (l) => ({
            name: d.name[l],
            description: d.description[l],
            image: await s.image(d.art, 'card', d.name.en),
            text_color: d.text_color,
            background_color: d.background_color,
            link: { type: d.link_type, path: d.link },
            countries: d.countries,
            order: i,
          }))
        }
      },
      async () => {
        for (const [i, d] of vendors.entries()) {
          await s.upsert(
            'vendors',
            { shop_name: { equals: d.shop_name.en } },
            localesOf(d.shop_name, d.description),
            async (l) => ({
              shop_name: d.shop_name[l],
              description: d.description[l],
              image: await s.image(d.art, 'card', d.shop_name.en),
              link: d.link,
              countries: d.countries,
              states: d.states,
              zip_codes: d.zip_codes,
              order: i,
            }),
          )
        }
      },
      async () => {
        for (const [i, d] of promotions.entries()) {
          await s.upsert(
            'promotions',
            { title: { equals: d.title.en } },
            localesOf(d.title, d.description),
            async (l) => ({
              title: d.title[l],
              description: d.description[l],
              image: await s.image(d.art, 'card', d.title.en),
              link: d.link,
              newest: d.newest,
              countries: d.countries,
              states: d.states,
              order: i,
            }),
          )
        }
      },
      async () => {
        for (const [i, d] of localPromotions.entries()) {
          await s.upsert(
            'local-promotions',
            { title: { equals: d.title.en } },
            localesOf(d.title, d.description),
            async (l) => ({
              title: d.title[l],
              description: d.description[l],
              image: await s.image(d.art, 'card', d.title.en),
              link: d.link,
              countries: d.countries,
              states: d.states,
              zip_codes: d.zip_codes,
              order: i,
            }),
          )
        }
      },
      async () => {
        for (const [i, d] of clubs.entries()) {
          await s.upsert('clubs', { title: { equals: d.title.en } }, localesOf(d.title, d.description), async (l) => ({
            title: d.title[l],
            description: d.description[l],
            image: await s.image(d.art, 'card', d.title.en),
            link: d.link,
            countries: d.countries,
            order: i,
          }))
        }
      },
      async () => {
        for (const [i, d] of popups.entries()) {
          await s.upsert('popups', { title: { equals: d.title.en } }, localesOf(d.title, d.description), (l) => ({
            title: d.title[l],
            description: d.description[l],
            countries: d.countries,
            order: i,
          }))
        }
      },
      async () => {
        for (const [i, d] of otherPopups.entries()) {
          await s.upsert('other-popups', { title: { equals: d.title.en } }, localesOf(d.title), async (l) => ({
            title: d.title[l],
            image: await s.image(d.art, 'card', d.title.en),
            link: d.link,
            countries: d.countries,
            order: i,
          }))
        }
      },
    ].map((section) => section()),
  )

  // The demo member with a few rated wines and notes.
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
  o.log(s.progress(`done: ${s.created} new`))
  return { created: s.created }
}
