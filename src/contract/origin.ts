/**
 * The origin visitors reach the product at: PUBLIC_URL as browsers write it (lower-case scheme and
 * host, no trailing slash), else the local one. Shared by the CMS (cookies, links in mails) and the
 * site's build (the sitemap's absolute addresses). Pure.
 */
export function publicOrigin(env: Record<string, string | undefined>): string {
  const given = env.PUBLIC_URL?.trim().replace(/\/+$/, '')
  if (!given) return `http://localhost:${env.PORT ?? 3000}`
  try {
    const u = new URL(given)
    return `${u.origin}${u.pathname}`.replace(/\/+$/, '')
  } catch {
    return given
  }
}
