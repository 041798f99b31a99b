/** The current wine's slug from the `wine` cookie, or null. */
export function currentWineSlug(cookie: string = typeof document === 'undefined' ? '' : document.cookie): string | null {
  const m = /(?:^|;\s*)wine=([^;]+)/.exec(cookie)
  if (!m) return null
  let slug = m[1]
  try {
    slug = decodeURIComponent(slug)
  } catch {
    /* keep raw */
  }
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) ? slug : null
}
