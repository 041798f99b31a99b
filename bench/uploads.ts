/**
 * What one picture upload costs through Payload's Local API, as staff's uploads and the seed's go:
 * the original and every size, encoded as the Media collection says. Draws 8 demo story slides
 * (1072x1906, as JPEG q95, as the seed uploads them), uploads each 3 times and prints the mean.
 *   DATA_DIR=.data/bench-uploads PG_PORT=54393 npx tsx scripts/with-db.ts npx tsx bench/uploads.ts
 * Needs the machine to itself: the encodes use both cores. Delete the folder after.
 */
import { getMigratedPayload } from '../cms/lib/payload'
import { renderArtForUpload } from '../cms/seed/art'
import { demo } from '../cms/seed/data'

const ROUNDS = 3
const payload = await getMigratedPayload()
const slides = demo.wines.slice(0, 8).map((w) => w.caf.aroma.art)
const pictures = await Promise.all(slides.map((art) => renderArtForUpload(art, 'portrait')))

const ids: (string | number)[] = []
const times: number[] = []
for (let round = 0; round < ROUNDS; round++) {
  for (const [i, picture] of pictures.entries()) {
    const t = performance.now()
    const doc = await payload.create({
      collection: 'media',
      data: { alt: 'bench' },
      file: {
        data: picture.data,
        mimetype: picture.mimetype,
        name: `bench-${round}-${i}.jpg`,
        size: picture.data.length,
      },
      context: { skipRebuild: true },
    })
    times.push(performance.now() - t)
    ids.push(doc.id)
  }
}
const mean = times.reduce((a, b) => a + b, 0) / times.length
console.log(`${times.length} uploads of a 1072x1906 story slide: ${mean.toFixed(0)} ms each (mean)`)
await payload.delete({ collection: 'media', where: { id: { in: ids } }, context: { skipRebuild: true } })
process.exit(0)
