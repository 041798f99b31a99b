/** An Astro integration that works on the finished build: `run` gets the build's folder as a path. */
import { readdirSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { AstroIntegration, AstroIntegrationLogger } from 'astro'

export function afterBuild(
  name: string,
  run: (root: string, logger: AstroIntegrationLogger) => Promise<void>,
): AstroIntegration {
  return { name, hooks: { 'astro:build:done': ({ dir, logger }) => run(fileURLToPath(dir), logger) } }
}

/**
 * The files under `dir` (full paths) that `keep` accepts by name. Listed synchronously: nothing else
 * runs while a build's last steps do, and the asynchronous walk of the 1,700 pages' folders took five
 * times as long (0.1-0.18 s against 0.02-0.08 s, in every publish).
 */
export function filesUnder(dir: string, keep: (name: string) => boolean, recursive = true): string[] {
  return readdirSync(dir, { recursive, withFileTypes: true })
    .filter((e) => e.isFile() && keep(e.name))
    .map((e) => path.join(e.parentPath, e.name))
}

/**
 * Writes `file` as a new file (a temporary one renamed over it), never into the old one: a quick
 * publish links unchanged files from the live build (src/integrations/quickPublish.ts), and writing
 * into a linked file would change the live site too.
 */
export function writeFresh(file: string, data: string | Uint8Array): void {
  const temp = `${file}.${process.pid}.tmp`
  writeFileSync(temp, data)
  renameSync(temp, file)
}
