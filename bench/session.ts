/** A signed-in demo member for the benchmarks: a tiny cookie jar over fetch, and the sign-in. */
import { DEMO_MEMBER } from '../cms/seed/demoAccounts'

export class Session {
  cookies = new Map<string, string>()
  constructor(private base: string) {}
  get header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
  }
  async fetch(path: string, init: RequestInit = {}) {
    const res = await fetch(this.base + path, {
      ...init,
      headers: { cookie: this.header, ...(init.headers as Record<string, string>) },
    })
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const eq = pair.indexOf('=')
      this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim())
    }
    return res
  }
  get xsrf() {
    return decodeURIComponent(this.cookies.get('XSRF-TOKEN') ?? '')
  }
}

/** Signs the demo member in (cms/seed/demoAccounts.ts). */
export async function signedIn(base: string): Promise<Session> {
  const s = new Session(base)
  await s.fetch('/sanctum/csrf-cookie')
  const login = await s.fetch('/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-xsrf-token': s.xsrf },
    body: JSON.stringify({ email: DEMO_MEMBER.email, password: DEMO_MEMBER.password }),
  })
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`)
  return s
}
