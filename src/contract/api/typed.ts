/**
 * The declared calls as types, by name (CALLS): what a call takes (path parameters, query, body) and
 * what it answers on success, from its declaration beside this file. For the browser's one client
 * (src/lib/api.ts `call`), which imports these as types only: no schema reaches a page.
 */
import type { z } from 'zod'
import type * as accounts from './accounts'
import type * as content from './content'
import type * as members from './members'
import type * as place from './place'
import type * as profile from './profile'
import type * as social from './social'
import type { CALLS, CallName, PathParams } from './paths'

type Declarations = typeof accounts & typeof content & typeof members & typeof place & typeof profile & typeof social
/** The declaration of the call `N`: the one whose method and path are CALLS[N]'s. */
type Declaration<N extends CallName> = Extract<
  Declarations[keyof Declarations],
  { method: (typeof CALLS)[N]['method']; path: (typeof CALLS)[N]['path'] }
>

type Responses<N extends CallName> = Declaration<N> extends { responses: infer R } ? R : never
type Success = 200 | 201 | 202 | 204
type JsonOf<A> = A extends { content: { 'application/json': { schema: infer S extends z.ZodType } } }
  ? z.output<S>
  : null
/** What the call answers on success: its JSON body (any of its 2xx), or null for one without a body. */
export type Answer<N extends CallName> = {
  [S in Success & keyof Responses<N>]: JsonOf<Responses<N>[S]>
}[Success & keyof Responses<N>]

type Request<N extends CallName> = Declaration<N> extends { request: infer R } ? R : Record<never, never>
type BodyOf<N extends CallName> = [Request<N>] extends [
  { body: { content: { 'application/json': { schema: infer S extends z.ZodType } } } },
]
  ? z.input<S>
  : never
type QueryOf<N extends CallName> = [Request<N>] extends [{ query: infer S extends z.ZodType }] ? z.input<S> : never
type Optional<K extends string, T> = [T] extends [never] ? { [P in K]?: never } : { [P in K]: T }

/** What a call takes: the path's parameters, the query and the body it declares (nothing else). */
export type Input<N extends CallName> = Optional<'params', keyof PathParams<N> extends never ? never : PathParams<N>> &
  Partial<Optional<'query', QueryOf<N>>> &
  Optional<'body', [BodyOf<N>] extends [never] ? never : BodyOf<N> | FormData>
