/** An Astro integration that works on the finished build: `run` gets the build's folder as a path. */
import { fileURLToPath } from 'node:url'
import type { AstroIntegration, AstroIntegrationLogger } from 'astro'

export function afterBuild(name: string, run: (root: string, logger: AstroIntegrationLogger) => Promise<void>): AstroIntegration {
  return { name, hooks: { 'astro:build:done': ({ dir, logger }) => run(fileURLToPath(dir), logger) } }
}
