/**
 * The methods each path of the API answers, from the declarations themselves: another method gets
 * 405 with this list as `Allow`, and OPTIONS gets 204 with it (RFC 9110, sections 9.3.7 and 15.5.6), so what a
 * client (or a fuzzer reading /api/openapi.json) is told matches what is declared.
 */
import { DECLARED_CALLS } from './calls'
import { CMS_PATHS_NON_GET, pathTemplate } from '../routes'

/** Every declared call, and the document that lists them (served beside them, not declared in it). */
const CALLS: { method: string; path: string }[] = [
  ...DECLARED_CALLS,
  { method: 'get', path: '/api/openapi.json' },
  // The reset and forgot-password pages answer GET (the site); their other methods are calls.
  ...CMS_PATHS_NON_GET.map((path) => ({ method: 'get', path })),
]

/** The methods in the order an Allow header lists them. */
const ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']

const TABLE: { regex: RegExp; methods: Set<string> }[] = (() => {
  const byPath = new Map<string, Set<string>>()
  for (const call of CALLS) {
    const methods = byPath.get(call.path) ?? new Set(['OPTIONS'])
    methods.add(call.method.toUpperCase())
    if (call.method === 'get') methods.add('HEAD')
    byPath.set(call.path, methods)
  }
  return [...byPath].map(([path, methods]) => ({ regex: pathTemplate(path).regex, methods }))
})()

/** The `Allow` of a path the API declares (every template it matches, together), or null for a path it does not. */
export function allowedMethods(pathname: string): string | null {
  const methods = new Set<string>()
  for (const row of TABLE) if (row.regex.test(pathname)) for (const m of row.methods) methods.add(m)
  return methods.size ? ORDER.filter((m) => methods.has(m)).join(', ') : null
}
