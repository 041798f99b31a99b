/** Generators shared by the fuzz tests (fast-check, no test runner imported here): paths, bodies and headers. */
import fc from 'fast-check'

/** encodeURIComponent, or 'x' for a string it cannot encode (a lone surrogate). */
export const safeEncode = (s: string) => {
  try {
    return encodeURIComponent(s)
  } catch {
    return 'x'
  }
}

/** A URL path segment, encoded: any text, binary junk, a UUID, or one of the `odd` values tests know to be tricky. */
export const pathSegment = (o: { maxLength: number; binaryMaxLength: number; odd: string[] }) =>
  fc
    .oneof(
      fc.string({ maxLength: o.maxLength }),
      fc.string({ unit: 'binary', maxLength: o.binaryMaxLength }),
      fc.uuid(),
      fc.constantFrom(...o.odd),
    )
    .map(safeEncode)

/** A value of each JSON kind, and the edges the API's ratings and places care about. */
const scalar = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.string({ maxLength: 30 }),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(0, 1, 3, 5, 6, -1, 4.5, '4', '', 'US', 'CA', '94105', 1e308, Number.MAX_SAFE_INTEGER),
)
const value = fc.oneof(
  scalar,
  fc.array(scalar, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), scalar, { maxKeys: 3 }),
)

/** Objects with the keys an endpoint reads, holding anything. */
export const keyed = (keys: string[]) =>
  fc.record(Object.fromEntries(keys.map((k) => [k, value])), { requiredKeys: [] })

/** Any JSON value, and what JSON makes of any JavaScript value. */
export const anyBody = fc.oneof(
  fc.jsonValue(),
  fc.anything({ maxDepth: 2 }).map((x) => {
    try {
      return JSON.parse(JSON.stringify(x) ?? 'null')
    } catch {
      return null
    }
  }),
)

/** A raw body that is often not JSON at all. */
export const rawBody = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.string({ unit: 'binary', maxLength: 100 }),
  fc.constantFrom('{', '[1,', '{"a":}', 'null', '""', '\u0000', '{"wine_rating":1e999}'),
)

/** Headers a client may send: odd content types and languages, one cookie of the site's, any forwarded address. */
export const requestHeaders = fc.record(
  {
    'content-type': fc.constantFrom(
      'application/json',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json; charset=latin1',
      '',
    ),
    'accept-language': fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.constantFrom('de', 'zh-TW,zh;q=0.9', '*;q=abc', 'en;q=-1'),
    ),
    cookie: fc
      .tuple(
        fc.constantFrom(
          'locale',
          'country',
          'state',
          'zip_code',
          'payload-token',
          'wine_compass_session',
          'XSRF-TOKEN',
        ),
        fc.string({ maxLength: 30 }),
      )
      .map(([k, v]) => `${k}=${safeEncode(v)}`),
    'x-forwarded-for': fc.oneof(fc.ipV4(), fc.ipV6(), fc.string({ maxLength: 20 })),
  },
  { requiredKeys: [] },
)
