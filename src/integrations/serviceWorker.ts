/**
 * After the build: the service worker (src/sw/sw.ts) bundled with esbuild into /sw.js, with the list
 * of files to precache written into it (what workbox-build's injectManifest does, without its Rollup
 * and Babel). The list: the build's scripts and styles, the Latin fonts, the brand files and the main
 * icons. Hashed files need no revision; the others carry their content's hash. Every build is a new
 * worker (the build's time is in it), so that a publish reaches open pages as an update.
 */
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { AstroIntegration } from 'astro'
import { build } from 'esbuild'
import { afterBuild, filesUnder, writeFresh } from './afterBuild'

/** Which built files the shell needs offline (paths relative to the build's root). */
function isShellFile(file: string): boolean {
  if (file.startsWith('_astro/'))
    return /\.(js|css)$/.test(file) || /-latin(-ext)?-wght-normal\.[\w-]+\.woff2$/.test(file)
  return [
    'favicon.svg',
    'brand/logo.svg',
    'brand/logo-light.svg',
    'brand/compass-mark.svg',
    'brand/touch-icon.png',
    'icons/any-192.png',
    'icons/any-512.png',
  ].includes(file)
}

/** The folders shell files are in (isShellFile): only these are listed, not the pages' 1,700 folders. */
const SHELL_FOLDERS = ['', '_astro', 'brand', 'icons']

async function precacheEntries(
  root: string,
): Promise<{ entries: { url: string; revision: string | null }[]; bytes: number }> {
  const files = SHELL_FOLDERS.filter((folder) => existsSync(path.join(root, folder)))
    .flatMap((folder) => filesUnder(path.join(root, folder), () => true, false))
    .map((full) => path.relative(root, full).split(path.sep).join('/'))
    .filter(isShellFile)
    .sort()
  let bytes = 0
  const entries = []
  for (const file of files) {
    bytes += (await stat(path.join(root, file))).size
    const hashed = file.startsWith('_astro/')
    entries.push({
      url: `/${file}`,
      revision: hashed
        ? null
        : createHash('md5')
            .update(await readFile(path.join(root, file)))
            .digest('hex'),
    })
  }
  return { entries, bytes }
}

/** Writes the build's /sw.js; answers the line for the build's log. */
export async function writeServiceWorker(root: string): Promise<string> {
  const { entries, bytes } = await precacheEntries(root)
  const out = await build({
    entryPoints: [fileURLToPath(new URL('../sw/sw.ts', import.meta.url))],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2022',
    write: false,
    define: { 'self.__WB_MANIFEST': JSON.stringify(entries), 'process.env.NODE_ENV': '"production"' },
    banner: { js: `/* Wine Compass service worker, build ${new Date().toISOString()} */` },
  })
  writeFresh(path.join(root, 'sw.js'), out.outputFiles[0].text)
  return `service worker: ${entries.length} files precached, ${(bytes / 1024).toFixed(0)} KB`
}

export function serviceWorker(): AstroIntegration {
  return afterBuild('wine-compass:service-worker', async (root, logger) => logger.info(await writeServiceWorker(root)))
}
