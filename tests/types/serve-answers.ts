/**
 * serve() binds a handler's answers to its declaration (cms/api/declare.ts): checked by
 * `npm run typecheck`, each refused call marked @ts-expect-error (unused, the typecheck fails: the
 * check would have let the wrong answer through). Registered on a scratch group, never served.
 */
import * as content from '../../src/contract/api/content'
import * as place from '../../src/contract/api/place'
import { routeGroup, serve } from '../../cms/api/declare'
import { notFound } from '../../cms/api/errors'
import { listAnswer } from '../../cms/api/content/lists'

const app = routeGroup()
const link = { key: 'instagram', val: 'https://instagram.com/norte' }
const settings = {
  social: [link],
  podcast: [link],
  terms: [{ key: 'en', val: null }],
  website: null,
  contact_email: null,
}

// As declared: taken.
serve(app, place.settings, (c) => c.json({ data: settings }))
serve(app, content.shops, (c) => listAnswer(c, 'shops', null))

// @ts-expect-error a field the declaration lacks
serve(app, place.settings, (c) => c.json({ data: { ...settings, newsletter: true } }))

// @ts-expect-error a field the declaration lacks, deep in an array's items
serve(app, place.settings, (c) => c.json({ data: { ...settings, terms: [{ key: 'en', val: null, draft: true }] } }))

// @ts-expect-error a status the declaration lacks (it answers 200 only)
serve(app, place.settings, async (c) => (Math.random() > 0.5 ? notFound(c) : c.json({ data: settings })))

// @ts-expect-error another collection's items (vendors have a shop name, shops do not), sent as cached bytes
serve(app, content.shops, (c) => listAnswer(c, 'vendors', null))

// @ts-expect-error a declared field missing
serve(app, place.settings, (c) => c.json({ data: { social: [link], podcast: [link] } }))

// @ts-expect-error a declared field of another type
serve(app, place.settings, (c) => c.json({ data: { ...settings, website: 7 } }))
