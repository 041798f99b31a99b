/**
 * The spec API's fetch handler, handed from the Next bundle that loads it (cms/api/next.ts) to the Node
 * server in the same process (server/serve/cms.ts), which then answers the declared calls without Next's
 * routing: Next's per-request work (route matching, rewrites, its Request) was half of each call's
 * time (issue 42). One Payload, one handler: only the way in differs. Until Next has loaded the route
 * (its first call), calls go through Next.
 */
type Fetch = (request: Request) => Response | Promise<Response>

const KEY = Symbol.for('wine-compass.api.fetch')
const shared = globalThis as typeof globalThis & { [KEY]?: Fetch }

export function offerApi(fetch: Fetch): void {
  shared[KEY] = fetch
}

export function offeredApi(): Fetch | undefined {
  return shared[KEY]
}
