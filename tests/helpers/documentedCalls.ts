/**
 * Calls of the in-process API checked against GET /api/openapi.json and the declarations it is generated
 * from (src/contract/api): each answer's status must be documented and declared, and its body be the one
 * declared for that status. Which calls were made is kept, so that a test can ask which were not.
 */
import { expect } from 'vitest'
import type { z } from 'zod'
import { DECLARED_CALLS } from '../../src/contract/api/calls'
import { api, Client, xsrf } from './apiClient'

type Answer = { content?: Record<string, { schema: z.ZodType }> }
type Declared = { method: string; path: string; responses: Record<string, Answer> }
const declared = new Map((DECLARED_CALLS as unknown as Declared[]).map((r) => [`${r.method} ${r.path}`, r]))
type Doc = { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> }

let doc: Doc | undefined
const called = new Set<string>()

const documentation = async () => (doc ??= (await (await new Client().get('/api/openapi.json')).json()) as Doc)

/** A body sent as it is (not as JSON). */
export class Raw {
  constructor(readonly text: string) {}
}

function request(client: Client, method: string, url: string, body: unknown, headers: Record<string, string>) {
  if (!(body instanceof Raw)) return client.request(method, url, body, headers)
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
  return api.request(url, {
    method,
    body: body.text,
    headers: { cookie, 'content-type': 'application/json', ...headers },
  })
}

/** Makes the call and checks its answer against the declaration of `key` ("get /api/wines/{country}"). */
export async function call(
  key: string,
  client: Client,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  const [method, path] = key.split(' ')
  const paths = (await documentation()).paths
  const res = await request(
    client,
    method.toUpperCase(),
    url,
    body,
    method === 'get' ? headers : { ...xsrf(client), ...headers },
  )
  called.add(key)
  const label = `${key} (${url}) answered ${res.status}`
  expect(paths[path]?.[method]?.responses[String(res.status)], `${label}: documented`).toBeTruthy()
  const answer = declared.get(key)?.responses[String(res.status)]
  expect(answer, `${label}: declared`).toBeTruthy()
  const json = answer?.content?.['application/json']
  // The media type answered, without its parameters (a download may say "text/csv; charset=utf-8").
  const type = (res.headers.get('content-type') ?? '').split(';')[0].trim()
  if (json && (type === 'application/json' || !answer?.content?.[type])) {
    const parsed = json.schema.safeParse(await res.clone().json())
    expect(parsed.error?.issues ?? [], `${label}: body matches its schema`).toEqual([])
  } else if (answer?.content) {
    expect(Object.keys(answer.content), `${label}: content type`).toContain(type)
  } else {
    expect(await res.clone().text(), `${label}: no body`).toBe('')
  }
  return res
}

/** The status of `call`'s answer, for a test that checks no more than that. */
export const callStatus = async (...args: Parameters<typeof call>) => (await call(...args)).status

/** Every documented call ("get /api/user") not made by `call` so far. */
export async function uncalled(): Promise<string[]> {
  const documented = Object.entries((await documentation()).paths).flatMap(([path, ops]) =>
    Object.keys(ops).map((method) => `${method} ${path}`),
  )
  return documented.filter((k) => !called.has(k))
}
