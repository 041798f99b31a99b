/**
 * Brotli and gzip copies of the build's text files (`page.html.br`, `page.html.gz`), made once at
 * build time so the server sends them from memory without compressing per request (docs/decisions.md, Close to the limit). Files
 * under 1 KB stay as they are: their compressed copy would save less than its headers cost. The
 * edge does its own compression, so `.assetsignore` keeps the copies out of a Cloudflare upload.
 */
import { linkSync, readFileSync, rmSync, statSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { afterBuild, filesUnder, writeFresh } from './afterBuild'
import { COMPRESSIBLE, MIN_COMPRESS_BYTES } from '../../server/serve/fileTypes'

const br = promisify(brotliCompress)
const gz = promisify(gzip)

/** The size of `file` when it is the very same file as `previous` (a quick publish links the pages it did not render), else null. */
function sizeIfSameFile(file: string, previous: string): number | null {
  try {
    const [a, b] = [statSync(file), statSync(previous)]
    return a.ino === b.ino && a.dev === b.dev ? a.size : null
  } catch {
    return null
  }
}

/** Links the previous build's copies when it had the very same bytes (an incremental publish leaves most pages as they were). */
function reuse(raw: Buffer | null, file: string, previous: string): boolean {
  if (raw) {
    let before: Buffer
    try {
      before = readFileSync(previous)
    } catch {
      return false
    }
    if (!before.equals(raw)) return false
  }
  try {
    linkSync(`${previous}.br`, `${file}.br`)
    linkSync(`${previous}.gz`, `${file}.gz`)
    return true
  } catch {
    // No copies there (a small file), or no hard links on this disk: compress.
    rmSync(`${file}.br`, { force: true })
    rmSync(`${file}.gz`, { force: true })
    return false
  }
}

/**
 * Writes the copies of every text file of `root`. With `previousRoot` (the live build,
 * SITE_PREVIOUS_DIR), files unchanged since it reuse its copies: an incremental publish compresses
 * only the pages it rendered. The files are read and compared synchronously, as the build has just
 * written them (in the page cache); the changed ones are compressed several at a time, on libuv's
 * thread pool.
 */
async function precompressDir(
  root: string,
  previousRoot?: string,
): Promise<{ files: number; bytes: number; br: number; gz: number; reused: number }> {
  const totals = { files: 0, bytes: 0, br: 0, gz: 0, reused: 0 }
  const changed: { file: string; raw: Buffer }[] = []
  for (const file of filesUnder(root, (name) => COMPRESSIBLE.has(path.extname(name).toLowerCase()))) {
    const previous = previousRoot && path.join(previousRoot, path.relative(root, file))
    // A file linked from the previous build is not read: its copies, if it has them, are linked too.
    const size = previous ? sizeIfSameFile(file, previous) : null
    if (previous && size !== null) {
      if (size < MIN_COMPRESS_BYTES) continue
      if (reuse(null, file, previous)) {
        totals.files++
        totals.bytes += size
        totals.reused++
        continue
      }
    }
    const raw = readFileSync(file)
    if (raw.length < MIN_COMPRESS_BYTES) continue
    totals.files++
    totals.bytes += raw.length
    if (previous && reuse(raw, file, previous)) totals.reused++
    else changed.push({ file, raw })
  }
  let next = 0
  const worker = async () => {
    while (next < changed.length) {
      const { file, raw } = changed[next++]
      // The build's shared scripts and styles are fetched by everyone and cached for a year: the best
      // compression. Pages change with every publish: a quicker one (on the demo's 1,616 files, brotli 6
      // takes 2.5 s and 10.1 MB, brotli 10 takes 9.6 s and 9.0 MB).
      const shared = path.relative(root, file).startsWith('_astro')
      const [b, g] = await Promise.all([
        br(raw, {
          params: { [constants.BROTLI_PARAM_QUALITY]: shared ? 11 : 6, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
        }),
        gz(raw, { level: shared ? 9 : 6 }),
      ])
      await Promise.all([writeFile(`${file}.br`, b), writeFile(`${file}.gz`, g)])
      totals.br += b.length
      totals.gz += g.length
    }
  }
  // Four at a time: libuv's four threads.
  await Promise.all(Array.from({ length: 4 }, worker))
  writeFresh(path.join(root, '.assetsignore'), '*.br\n*.gz\n.build-hash\n.page-keys.json\n')
  return totals
}

/** Precompresses the build in `root` (reusing `previousRoot`'s copies); answers the line for the build's log. */
export async function precompressBuild(root: string, previousRoot?: string): Promise<string> {
  const t0 = Date.now()
  const t = await precompressDir(root, previousRoot)
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`
  return `precompressed ${t.files - t.reused} files (${t.reused} unchanged since the live build, their copies linked; ${kb(t.bytes)} in all): brotli ${kb(t.br)}, gzip ${kb(t.gz)} for those compressed, in ${Date.now() - t0} ms`
}

export function precompress() {
  return afterBuild('wine-compass:precompress', async (root, logger) =>
    logger.info(await precompressBuild(root, process.env.SITE_PREVIOUS_DIR || undefined)),
  )
}
