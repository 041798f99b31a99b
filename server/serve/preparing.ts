/**
 * What the CMS's paths answer while a first start still builds the admin and API bundle (the site is
 * served already): the admin a small page in the staff member's language that reloads itself, every
 * other CMS path a 503 in the visitor's language, with Retry-After. Never cached.
 */
import { createHash } from 'node:crypto'
import { adminPreparing, staffLanguage } from '../../cms/i18n/staffMessages'
import { message, requestLocale } from '../../cms/api/i18n'
import { parseCookieHeader } from '../../src/contract/cookies'
import { cmsKind, securityHeaders } from './headers'

/** Seconds a client is asked to wait; the admin page reloads after the same. */
const PREPARING_RETRY_S = 5

const STYLE =
  'body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f7f1e8;color:#2b1d1a;font:16px/1.5 system-ui,sans-serif}' +
  'main{max-width:30rem;padding:2rem}h1{font-size:1.4rem;margin:0 0 .5rem}p{margin:0;color:#5a4a45}'
const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`

const escape = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!)

export type PreparingAnswer = { status: 503; headers: Record<string, string>; body: string }

export function preparingAnswer(
  req: { method?: string; url?: string; headers: Record<string, string | string[] | undefined> },
  o: { https: boolean },
): PreparingAnswer {
  const pathname = (req.url ?? '/').split('?')[0]
  const header = (name: string) => String(req.headers[name] ?? '')
  const cookie = header('cookie')
  const common = { 'cache-control': 'no-store', 'retry-after': String(PREPARING_RETRY_S) }
  if (cmsKind(pathname) === 'admin' && (req.method === 'GET' || req.method === 'HEAD')) {
    const language = staffLanguage(parseCookieHeader(cookie)['payload-lng'], header('accept-language'))
    const { title, text } = adminPreparing(language)
    const headers = securityHeaders('asset', o)
    return {
      status: 503,
      headers: {
        ...headers,
        ...common,
        'content-type': 'text/html; charset=utf-8',
        // Nothing runs: the page is text, its one style by hash, the reload a meta refresh.
        'content-security-policy': `default-src 'none'; style-src ${STYLE_HASH}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
      },
      body:
        `<!doctype html><html lang="${escape(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
        `<meta http-equiv="refresh" content="${PREPARING_RETRY_S}"><title>${escape(title)}</title><style>${STYLE}</style></head>` +
        `<body><main><h1>${escape(title)}</h1><p>${escape(text)}</p></main></body></html>`,
    }
  }
  const text = message(
    requestLocale(new Headers({ cookie, 'accept-language': header('accept-language') })),
    'api.starting',
  )
  return {
    status: 503,
    headers: { ...securityHeaders('api', o), ...common, 'content-type': 'application/json; charset=utf-8' },
    body: JSON.stringify({ message: text }),
  }
}
