// @ts-check
import { defineConfig } from 'astro/config'
import react from '@astrojs/react'
import { inlineScriptHashes } from './src/integrations/inlineScriptHashes'
import { serviceWorker } from './src/integrations/serviceWorker'
import { precompress } from './src/integrations/precompress'

/**
 * The site: static HTML per (locale, country) built from the content snapshot. The router
 * (server/router.ts) picks the file for each visitor. SITE_OUT_DIR lets the publisher build into a
 * fresh folder and switch atomically.
 */
export default defineConfig({
  output: 'static',
  outDir: process.env.SITE_OUT_DIR ?? './dist',
  cacheDir: process.env.ASTRO_CACHE_DIR ?? './node_modules/.astro',
  trailingSlash: 'ignore',
  build: { format: 'directory', inlineStylesheets: 'auto', concurrency: 8 },
  integrations: [react(), inlineScriptHashes(), serviceWorker(), precompress()],
  devToolbar: { enabled: false },
  // Pages whose content and code did not change are copied from the last build (src/lib/buildCache.ts).
  experimental: { incrementalBuild: true },
  prefetch: false,
  vite: { build: { assetsInlineLimit: 2048 } },
})
