/**
 * What every step of the seed shares: the options, the locales a demo text is written in, and the
 * Seeder, which draws and uploads the pictures (once each, a few at a time) and creates each document
 * once, published, in every locale its texts have.
 */
import { createHash } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Payload, RequiredDataFromCollectionSlug } from 'payload'
import { mediaDir, projectRoot } from '../lib/paths'
import { s3Settings } from '../lib/s3Settings'
import { renderArtForUpload, type Frame } from './art'
import { copyShippedFiles, demoPictureName, readShippedPictures, type ShippedIndex } from './shippedPictures'
import type { Art, DemoText } from './data/types'

/* Payload's generated types are not used here: the seed writes plain data. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Data = Record<string, any>

const TEXT_LOCALES = ['en', 'es', 'pt', 'de', 'fr', 'ja', 'nl', 'da', 'ko', 'zh', 'zh-Hant'] as const
export type TextLocale = (typeof TEXT_LOCALES)[number]

export type SeedOptions = {
  log?: (line: string) => void
  /** 'simple' draws one small picture per kind instead of every picture (fast, for tests). */
  art?: 'full' | 'simple'
}

/** A name, the same in every locale (a wine's, a year). */
export const sameInEveryLocale = (text: string): DemoText =>
  Object.fromEntries(TEXT_LOCALES.map((l) => [l, text])) as DemoText

/** The locales a demo text is written in (en first, so the document is created in English). */
export function localesOf(...texts: DemoText[]): TextLocale[] {
  return TEXT_LOCALES.filter((l) => texts.every((t) => typeof t[l] === 'string' && t[l] !== ''))
}

/** The listed fields of an item, in the order given (the order a document's fields are written in). */
export function pick<T, K extends keyof T>(...keys: K[]): (d: T) => Pick<T, K> {
  return (d) => Object.fromEntries(keys.map((k) => [k, d[k]])) as Pick<T, K>
}

export class Seeder {
  private mediaIds = new Map<string, Promise<string>>()
  created = 0
  /** Pictures stored by this run (drawn, or taken from the drawing cache), for the progress lines. */
  pictures = 0
  /** Of those, the ones copied from cms/seed/pictures rather than drawn and encoded. */
  shipped = 0
  /**
   * The demo's stored pictures shipped with the code (cms/seed/shippedPictures.ts), when they fit the
   * media sizes and the files are kept on this disk (a bucket's storage adapter needs each upload).
   */
  private shippedIndex: Promise<ShippedIndex | null> | null = null
  private shippedPictures(): Promise<ShippedIndex | null> {
    this.shippedIndex ??= s3Settings() === null ? readShippedPictures() : Promise.resolve(null)
    return this.shippedIndex
  }
  private readonly started = Date.now()

  /** A progress line: what is done, the pictures stored so far and the time since the seed began. */
  progress(done: string): string {
    return `[seed] ${done}: ${this.pictures} pictures so far, ${((Date.now() - this.started) / 1000).toFixed(0)} s`
  }

  constructor(
    private payload: Payload,
    private o: Required<SeedOptions>,
  ) {}

  /**
   * Renders (or reuses) a picture and returns its media id. Concurrent asks for one picture share one
   * upload. Its alt text is written in every locale `alt` has (a name is the same in all of them:
   * `sameInEveryLocale`), so the demo starts translated (cms/translations).
   */
  image(art: Art, frame: Frame, alt: DemoText): Promise<string> {
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

  private upload(key: string, art: Art, frame: Frame, alt: DemoText): Promise<string> {
    return this.inSlot(() => this.uploadNow(key, art, frame, alt))
  }

  private async uploadNow(key: string, art: Art, frame: Frame, text: DemoText): Promise<string> {
    const alt = Object.fromEntries(TEXT_LOCALES.flatMap((l) => (text[l] ? [[l, text[l]]] : [])))
    const filename = demoPictureName(art.kind, key)
    const existing = await this.payload.find({
      collection: 'media',
      where: { filename: { equals: filename } },
      limit: 1,
      depth: 0,
    })
    if (existing.docs[0]) return String(existing.docs[0].id)
    const shipped = (await this.shippedPictures())?.pictures[key]
    if (shipped?.filename === filename) {
      await copyShippedFiles(shipped, mediaDir)
      // No file: Payload stores the fields as they are (the media collection lets only this seed do so).
      const doc = await this.payload.create({
        collection: 'media',
        locale: 'all' as never,
        data: { alt: alt as never, ...shipped },
        context: { skipRebuild: true, shippedPicture: true },
      })
      this.created++
      this.pictures++
      this.shipped++
      return String(doc.id)
    }
    const picture = await this.renderCached(key, art, frame)
    const doc = await this.payload.create({
      collection: 'media',
      locale: 'all' as never,
      data: { alt: alt as never },
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
