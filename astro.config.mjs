// @ts-check
import { defineConfig } from 'astro/config'
import react from '@astrojs/react'
import { inlineScriptHashes } from './src/integrations/inlineScriptHashes'
import { serviceWorker } from './src/integrations/serviceWorker'
import { precompress } from './src/integrations/precompress'
import { quickPublish } from './src/integrations/quickPublish'

/**
 * The server bundle's files carry the build's id (set by the warm builder for each build): a process
 * that builds many times imports each build's bundle, and two builds of the same code would otherwise
 * share file names, and Node would answer the first build's modules, their cached pages and props
 * included, when the bundle is not in the output folder (a DATA_DIR outside the project).
 */
const buildId = (process.env.SITE_BUILD_ID ?? '').replace(/[^\w-]/g, '')
const prerender = buildId
  ? {
      build: {
        rolldownOptions: {
          output: {
            entryFileNames: `prerender-entry.${buildId}.[hash].mjs`,
            chunkFileNames: `chunks/[name]_${buildId}_[hash].mjs`,
          },
        },
      },
    }
  : {}

/**
 * The site: static HTML per (locale, country) built from the content snapshot. The router
 * (server/serve/router.ts) picks the file for each visitor. SITE_OUT_DIR lets the publisher build into a
 * fresh folder and switch atomically.
 */
export default defineConfig({
  output: 'static',
  outDir: process.env.SITE_OUT_DIR ?? './dist',
  cacheDir: process.env.ASTRO_CACHE_DIR ?? './node_modules/.astro',
  trailingSlash: 'ignore',
  // Each page's CSS (1-8 KB) inline: no stylesheet to wait for before the first paint.
  build: { format: 'directory', inlineStylesheets: 'always', concurrency: 8 },
  integrations: [react(), inlineScriptHashes(), serviceWorker(), precompress(), quickPublish()],
  devToolbar: { enabled: false },
  // Pages whose content and code did not change are copied from the last build (src/lib/buildCache.ts).
  experimental: { incrementalBuild: true },
  prefetch: false,
  vite: {
    build: { assetsInlineLimit: 2048 },
    environments: {
      prerender,
    },
  },
})
