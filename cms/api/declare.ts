/**
 * Serving the calls declared in src/contract/api: one OpenAPIHono sub-app per route group, mounted
 * with app.route() in app.ts; GET /api/openapi.json is generated from what they register.
 *
 * Path and query parameters are checked by @hono/zod-openapi, failures answered by the one 422
 * mapper below, and handed to the handler typed; a call declared for members answers 401 before its
 * handler runs, which gets the member. Bodies are read by validate() (validation.ts), which takes
 * them as clients send them (JSON or forms), after the handler's own checks (a rate limit first).
 *
 * A handler's answers are bound to the declaration's: each status it answers must be declared, and
 * each JSON body must be what the status's schema takes, with no field it lacks at any depth, or the
 * serve() call does not type-check ("Expected 4-5 arguments": the reason is the missing argument's
 * type, `problem: { answers: 'answers 200 with .data.extra, which its declaration lacks' }`).
 * tests/types/serve-answers.ts shows wrong answers refused. Answers made by c.json, c.body, c.redirect
 * and rawJson() (cms/api/content/lists.ts) carry their types; a bare `new Response` would not.
 */
import { OpenAPIHono, type RouteConfig } from '@hono/zod-openapi'
import type { Context, MiddlewareHandler, TypedResponse } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { z } from 'zod'
import type { ApiEnv, SignedInMember } from './env'
import { unauthenticated } from './errors'
import { fieldErrors } from './validation'

/** A route group. Its validation failures become 422 { message, errors }. */
export const routeGroup = () =>
  new OpenAPIHono<ApiEnv>({
    defaultHook: (result, c) => (result.success ? undefined : fieldErrors(c, result.error.issues).respond()),
  })

/** What serve() reads of a declaration (bound loosely: TypeScript overflows on the full RouteConfig). */
type Declared = {
  'x-auth'?: 'none' | 'member' | 'staff'
  request?: { params?: z.ZodType; query?: z.ZodType; body?: unknown; headers?: unknown }
  responses?: object
}
type Valid<S> = S extends z.ZodType ? z.output<S> : Record<string, never>

/** A handler's input: the declared parameters as validated, and the member (always there when the call is for members). */
type Served<R extends Declared> = {
  params: Valid<NonNullable<R['request']>['params']>
  query: Valid<NonNullable<R['request']>['query']>
  member: R['x-auth'] extends 'member' ? SignedInMember : SignedInMember | null
}

type Responses<R> = R extends { responses: infer Rs } ? Rs : never
/** The JSON body a declared answer has (null: none). */
type JsonOf<Answer> = Answer extends { content: { 'application/json': { schema: infer S extends z.ZodType } } }
  ? z.input<S>
  : null
/** The status of an answer: `c.json(body)` without one answers 200. */
type StatusOf<U> = ContentfulStatusCode extends U ? 200 : U

type KeysOf<D> = D extends unknown ? keyof D : never
type At<D, K> = D extends unknown ? (K extends keyof D ? D[K] : never) : never
type ElementOf<D> = D extends readonly (infer E)[] ? E : never
/**
 * Where `A` (an answer's body) says more than `D` (its declared schema's): the paths of the fields `D`
 * lacks, at any depth (`.data[].extra`); never when it says nothing more. A union in `D` takes the
 * fields of any of its members.
 */
type Undeclared<A, D, Path extends string = ''> = unknown extends D
  ? never
  : A extends readonly (infer E)[]
    ? Undeclared<E, ElementOf<NonNullable<D>>, `${Path}[]`>
    : A extends object
      ? {
          [K in keyof A & string]: K extends KeysOf<NonNullable<D>>
            ? Undeclared<A[K], At<NonNullable<D>, K>, `${Path}.${K}`>
            : `${Path}.${K}`
        }[keyof A & string]
      : never

/** What is wrong with an answer a handler gives, against its declaration (never: nothing). */
type AnswerProblem<A, R> =
  A extends TypedResponse<infer T, infer U, infer F>
    ? StatusOf<U> extends keyof Responses<R>
      ? F extends 'json'
        ? [T] extends [JsonOf<Responses<R>[StatusOf<U>]>]
          ? Undeclared<T, JsonOf<Responses<R>[StatusOf<U>]>> extends infer P extends string
            ? [P] extends [never]
              ? never
              : `answers ${StatusOf<U> & number} with ${P}, which its declaration lacks`
            : never
          : `answers ${StatusOf<U> & number} with a body its declaration refuses (a field missing or of another type)`
        : never
      : `answers ${StatusOf<U> & number}, a status its declaration lacks`
    : never

export type Handler<R extends Declared = Declared, A extends Response = Response> = (
  c: Context<ApiEnv>,
  input: Served<R>,
) => A | Promise<A>

/**
 * serve()'s last arguments: the middleware, when the handler's answers are all declared; else the
 * reason they are not, which no call gives (a type error at serve(), naming the field or status).
 */
type AfterHandler<R extends Declared, A extends Response> = [AnswerProblem<A, R>] extends [never]
  ? [middleware?: MiddlewareHandler<ApiEnv>[]]
  : [problem: { answers: AnswerProblem<A, R> }, middleware?: MiddlewareHandler<ApiEnv>[]]

/**
 * Serves a declared call. The declaration goes to the document as it is; the validators are
 * registered without its body (validate() reads that). The answers' schemas are checked against
 * real responses by tests/integration/openapi-responses.test.ts.
 */
export function serve<R extends Declared, A extends Response>(
  app: OpenAPIHono<ApiEnv>,
  route: R,
  handler: Handler<R, A>,
  ...after: AfterHandler<R, A>
) {
  // With the answers all declared (else no call type-checks), the one argument after is the middleware.
  const middleware = (after[0] ?? []) as MiddlewareHandler<ApiEnv>[]
  const declared = route as unknown as RouteConfig
  app.openAPIRegistry.registerPath(declared)
  const { body: _documented, ...request } = declared.request ?? {}
  const served: RouteConfig = { ...declared, request, hide: true, middleware }
  app.openapi(served, (c) => {
    const member = c.get('member')
    if (route['x-auth'] === 'member' && !member) return unauthenticated(c)
    const valid = c.req.valid.bind(c.req) as (target: 'param' | 'query') => unknown
    const input = {
      params: route.request?.params ? valid('param') : {},
      query: route.request?.query ? valid('query') : {},
      member,
    }
    return handler(c as unknown as Context<ApiEnv>, input as Served<R>)
  })
}
