/**
 * The Cloudflare Worker entry: the same router as the Node server, at the edge. The built site is
 * the worker's static assets (wrangler.jsonc); the API, admin and media go to the CMS origin.
 */
import { parseCookieHeader } from '../src/contract/cookies'
import { route, type SiteManifest } from './router'

type Env = {
  ASSETS: { fetch(input: Request | URL | string, init?: RequestInit): Promise<Response> }
  /** Where the CMS (Payload + the spec's API) runs, e.g. https://cms.example.com */
  CMS_ORIGIN: string
}

let manifest: SiteManifest | null = null

async function asset(env: Env, base: URL, file: string, init?: { status?: number; headers?: Record<string, string> }): Promise<Response | null> {
  const res = await env.ASSETS.fetch(new URL(`/${file}`, base))
  if (!res.ok) return null
  if (!init) return res
  const headers = new Headers(res.headers)
  for (const [k, v] of Object.entries(init.headers ?? {})) headers.set(k, v)
  return new Response(res.body, { status: init.status ?? res.status, headers })
}

function toCms(request: Request, env: Env): Promise<Response> {
  const url = new URL(request.url)
  const target = new URL(url.pathname + url.search, env.CMS_ORIGIN)
  return fetch(new Request(target, request))
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const url = new URL(request.url)
    if (!manifest) {
      const res = await env.ASSETS.fetch(new URL('/site-manifest.json', url))
      manifest = res.ok ? ((await res.json()) as SiteManifest) : { countries: [] }
    }
    const d = route({ method: request.method, url: url.pathname + url.search, cookies: parseCookieHeader(request.headers.get('cookie')) }, manifest)
    switch (d.kind) {
      case 'cms':
      case 'media':
        return toCms(request, env)
      case 'redirect':
        return new Response(null, { status: d.status, headers: { location: d.location } })
      case 'asset':
        return (await asset(env, url, d.file)) ?? new Response('Not found', { status: 404 })
      case 'page': {
        const headers = { 'cache-control': 'no-cache', vary: 'Cookie', 'content-type': 'text/html; charset=utf-8' }
        return (
          (await asset(env, url, d.file, { status: d.status, headers })) ??
          (await asset(env, url, d.notFound, { status: 404, headers })) ??
          new Response('Not found', { status: 404 })
        )
      }
    }
  },
}
