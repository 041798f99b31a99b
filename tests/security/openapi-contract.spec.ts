/**
 * The production server against its own /api/openapi.json, as an outside fuzzer reads it: for every
 * operation, a request the declaration allows, then one per property and keyword with a value the
 * declaration forbids (the rest of the request allowed). Each answer's status must be declared for
 * the operation and its JSON body must match the schema declared for that status (the zod schemas the
 * document is made from); a forbidden value is never taken (no 2xx) and, when refused with 422, the
 * refusal names its field; an allowed request is taken, or refused for a reason listed below.
 */
import { expect, test } from '@playwright/test'
import type { z } from 'zod'
import { DEMO_STAFF } from '../../cms/seed/demoAccounts'
import { DECLARED_CALLS } from '../../src/contract/api/calls'
import { Client, newMember } from '../helpers/http'
import { allowedValue, forbiddenValues, type Schema } from '../helpers/schemaCases'

type Parameter = { name: string; in: 'path' | 'query' | 'header'; required?: boolean; schema: Schema }
type Operation = {
  'x-auth': 'none' | 'member' | 'staff'
  parameters?: Parameter[]
  requestBody?: { content: Record<string, { schema: Schema }> }
  responses: Record<string, unknown>
}
type Declared = {
  method: string
  path: string
  responses: Record<string, { content?: Record<string, { schema: z.ZodType }> }>
}

const declared = new Map((DECLARED_CALLS as unknown as Declared[]).map((r) => [`${r.method} ${r.path}`, r]))

/** Allowed requests the API refuses for what the schema cannot say (a link's signature, a sign-in that was never started). */
const REFUSED_FOR_A_REASON: Record<string, number[]> = {
  'get /api/email/verify/{id}/{hash}': [403], // a made-up link: its signature does not match
  'get /api/email/change/{id}': [403],
  'post /reset-password': [422], // a made-up reset token
  'get /api/auth/pending': [404], // no social sign-in waiting to be completed
  'get /api/profile/avatar': [404], // a new member has no picture yet
  'post /api/auth/complete': [404],
}
/** The other collections' previews are asked for a wine's id: none of theirs. */
const refusedForAReason = (key: string, status: number) =>
  REFUSED_FOR_A_REASON[key]?.includes(status) ||
  (status === 404 && /\/preview\/\{id\}$/.test(key) && !key.includes('/wines/'))

/** Calls that act on an existing member's address: they get one, signed up for the call. */
const ON_A_MEMBER = ['post /login', 'post /forgot-password', 'post /reset-password']

/**
 * Optional properties an allowed request sends, for a rule the schema cannot say (its description
 * does): deleting an account needs the password, or, for a member who signs in with a provider only,
 * a fresh sign-in there. (The confirmation's equality with the password is the other such rule: the
 * known values send equal ones.)
 */
const ALSO_SENT: Record<string, string[]> = {
  'post /api/profile/delete': ['current_password'],
}

test('every operation of /api/openapi.json answers as declared, for allowed and forbidden inputs', async () => {
  test.setTimeout(180_000)
  const anonymous = await new Client().csrf()
  const doc = (await (await anonymous.get('/api/openapi.json')).json()) as {
    paths: Record<string, Record<string, Operation>>
  }
  const wine = (
    (await (await anonymous.get('/api/wines?country=US')).json()) as { data: { id: string | number; slug: string }[] }
  ).data[0]
  const provider =
    ((await (await anonymous.get('/api/auth/providers')).json()) as { data: { id: string }[] }).data[0]?.id ?? 'none'
  const staff = new Client()
  expect((await staff.post('/cms-api/users/login', DEMO_STAFF)).status).toBe(200)

  const problems: string[] = []
  let requests = 0
  for (const [template, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const key = `${method} ${template}`
      const contract = declared.get(key)
      if (!contract) {
        problems.push(`${key}: in the document, not in src/contract`)
        continue
      }
      // A fresh caller for each request: rate limits and a deleted or signed-out member never carry over.
      const caller = async () =>
        op['x-auth'] === 'member'
          ? (await newMember()).client
          : op['x-auth'] === 'staff'
            ? staff
            : await new Client().csrf()
      const member = op['x-auth'] === 'member' || ON_A_MEMBER.includes(key) ? await newMember() : null
      const known: Record<string, unknown> = {
        wine_rating: 4,
        wine_id: String(wine.id),
        id: String(wine.id),
        slug: wine.slug,
        country: 'US',
        state: 'CA',
        provider,
        locale: 'en',
        hash: 'a'.repeat(40),
        'idempotency-key': `contract-${Date.now()}`,
        password: member?.password ?? 'cellar-door-2026',
        current_password: member?.password ?? 'cellar-door-2026',
        password_confirmation: member?.password ?? 'cellar-door-2026',
        email: member?.email,
        birth_year: 1990,
        legal: true,
        terms: true,
      }
      if (!member) delete known.email
      const params = op.parameters ?? []
      const bodySchema = op.requestBody?.content['application/json']?.schema
      // Required properties, and those of the body's first `anyOf` choice (a passport write: a rating or a note).
      const sent = [
        ...(bodySchema?.required ?? []),
        ...(bodySchema?.anyOf?.[0]?.required ?? []),
        ...(ALSO_SENT[key] ?? []),
      ]
      const allowedBody = bodySchema
        ? Object.fromEntries(
            Object.entries(bodySchema.properties ?? {}).flatMap(([n, s]) =>
              sent.includes(n) ? [[n, allowedValue(s, n, known)]] : [],
            ),
          )
        : undefined
      // Required parameters, and optional ones with a known value (the country a wine is sold in).
      const allowedParams = Object.fromEntries(
        params
          .filter((p) => p.required || p.name in known)
          .map((p) => [p.name, String(allowedValue(p.schema, p.name, known))]),
      )
      // A call that answers only with redirects (a provider's form post) refuses by redirecting to a page that says why.
      const refusesWithRedirect = !('400' in op.responses) && !('422' in op.responses)

      const send = async (
        client: Client,
        values: Record<string, string>,
        body: Record<string, unknown> | undefined,
      ) => {
        const path = template.replace(/\{(\w+)\}/g, (_, n: string) => encodeURIComponent(values[n] ?? 'x'))
        const query = new URLSearchParams(
          params.filter((p) => p.in === 'query' && values[p.name] !== undefined).map((p) => [p.name, values[p.name]]),
        ).toString()
        const headers = Object.fromEntries(
          params.filter((p) => p.in === 'header' && values[p.name] !== undefined).map((p) => [p.name, values[p.name]]),
        )
        requests++
        const res = await client.request(method.toUpperCase(), `${path}${query ? `?${query}` : ''}`, body, headers)
        const status = String(res.status)
        const text = await res.text()
        if (!(status in op.responses)) problems.push(`${key}: answered ${status}, not declared (${text.slice(0, 120)})`)
        const schema = contract.responses[status]?.content?.['application/json']?.schema
        if (schema && (res.headers.get('content-type') ?? '').includes('application/json')) {
          const parsed = schema.safeParse(JSON.parse(text))
          if (!parsed.success)
            problems.push(
              `${key}: the ${status} answer is not the declared shape: ${parsed.error.issues[0]?.message} (${text.slice(0, 120)})`,
            )
        }
        return { status: res.status, text }
      }

      // The member whose address and password the allowed request carries makes it.
      const allowed = await send(
        op['x-auth'] === 'member' && member ? member.client : await caller(),
        allowedParams,
        allowedBody,
      )
      if (allowed.status >= 400 && !refusedForAReason(key, allowed.status))
        problems.push(`${key}: an allowed request answered ${allowed.status}: ${allowed.text.slice(0, 160)}`)
      if (allowed.status >= 500) problems.push(`${key}: ${allowed.status}`)

      const forbidden: [string, Record<string, string>, Record<string, unknown> | undefined][] = []
      for (const p of params.filter((p) => p.in !== 'header' && p.schema.type)) {
        for (const [keyword, value] of forbiddenValues(p.schema, false)) {
          if (keyword === 'type' || value === undefined) continue // path and query values are text: a number is the text of it
          forbidden.push([`${p.in} ${p.name}: ${keyword}`, { ...allowedParams, [p.name]: String(value) }, allowedBody])
        }
      }
      for (const [name, s] of Object.entries(bodySchema?.properties ?? {})) {
        for (const [keyword, value] of forbiddenValues(s, bodySchema?.required?.includes(name) ?? false)) {
          const body = { ...allowedBody, [name]: value }
          if (value === undefined) delete body[name]
          forbidden.push([`${name}: ${keyword}`, allowedParams, body])
        }
      }
      // A body with none of its `anyOf` choices' properties.
      const chosen = bodySchema?.anyOf?.flatMap((choice) => choice.required ?? []) ?? []
      if (chosen.length)
        forbidden.push([
          'body: anyOf',
          allowedParams,
          Object.fromEntries(Object.entries(allowedBody ?? {}).filter(([n]) => !chosen.includes(n))),
        ])
      for (const [what, values, body] of forbidden) {
        const field = what.split(':')[0].replace(/^(path|query) /, '')
        const answer = await send(await caller(), values, body)
        if (answer.status < 400 && !refusesWithRedirect)
          problems.push(`${key}: a forbidden ${what} was taken (${answer.status})`)
        if (
          answer.status === 422 &&
          field !== 'body' &&
          !Object.keys((JSON.parse(answer.text) as { errors?: object }).errors ?? {}).includes(field)
        )
          problems.push(`${key}: a forbidden ${what} was refused naming other fields: ${answer.text.slice(0, 160)}`)
      }
    }
  }
  console.log(`openapi contract: ${Object.keys(doc.paths).length} paths, ${requests} requests`)
  expect(problems).toEqual([])
})
