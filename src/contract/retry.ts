/**
 * One way to try again, for the browser and the server alike: about 1, 2, 4, 8 … seconds after each
 * failure, capped near a minute, each wait spread by ±25% so that many phones coming back online at
 * once (or instances after a restart) do not all knock together.
 */
const RETRY_FIRST_MS = 1_000
export const RETRY_CAP_MS = 60_000
const JITTER = 0.25

/** The wait before try number `attempt + 1` after `attempt` failures in a row (attempt 0: the first retry). */
export function retryDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(RETRY_CAP_MS, RETRY_FIRST_MS * 2 ** Math.max(0, attempt))
  return Math.round(base * (1 - JITTER + 2 * JITTER * random()))
}

/**
 * Runs `work` until it succeeds or `attempts` tries have failed, waiting `retryDelay` between tries;
 * `retryable` says which errors are worth another try (the others are thrown at once). The last
 * error is thrown when every try failed. For the server and builds: the browser's loop
 * (src/lib/retryLoop.ts) follows the connection instead of a count.
 */
export async function withRetries<T>(
  work: (attempt: number) => Promise<T>,
  o: {
    attempts: number
    retryable?: (error: unknown) => boolean
    onRetry?: (error: unknown, waitMs: number, attempt: number) => void
    sleep?: (ms: number) => Promise<void>
    /** No more tries once aborted: the wait ends at once and the signal's reason is thrown. */
    signal?: AbortSignal
  },
): Promise<T> {
  const sleep = o.sleep ?? ((ms: number) => abortableSleep(ms, o.signal))
  for (let attempt = 0; ; attempt++) {
    try {
      o.signal?.throwIfAborted()
      return await work(attempt)
    } catch (error) {
      o.signal?.throwIfAborted()
      if (attempt + 1 >= o.attempts || (o.retryable && !o.retryable(error))) throw error
      const wait = retryDelay(attempt)
      o.onRetry?.(error, wait, attempt + 1)
      await sleep(wait)
    }
  }
}

/** A wait that an abort ends early (resolving: the caller checks the signal). */
function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer)
      signal?.removeEventListener('abort', done)
      resolve()
    }
    const timer = setTimeout(done, ms)
    signal?.addEventListener('abort', done, { once: true })
  })
}

/** An answer with a status that says what went wrong. */
class HttpStatusError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
  }
}

/** Worth another try: no answer at all (the network, a restart), or a server busy or failing (429, 5xx). */
const transient = (error: unknown) => !(error instanceof HttpStatusError) || error.status === 429 || error.status >= 500

/**
 * fetch, for the server and builds, trying again (retryDelay) while the failure is transient; a 2xx
 * answer or throws HttpStatusError / the network's error after `attempts` tries. `what` names the
 * call in the messages and `log` hears each retry.
 */
export function fetchRetrying(
  url: string,
  init: RequestInit & {
    what: string
    attempts?: number
    log?: (line: string) => void
    sleep?: (ms: number) => Promise<void>
  },
): Promise<Response> {
  const { what, attempts = 5, log, sleep, ...request } = init
  return withRetries(
    async () => {
      const res = await fetch(url, request)
      if (!res.ok) {
        await res.body?.cancel()
        throw new HttpStatusError(`${what} answered ${res.status}`, res.status)
      }
      return res
    },
    {
      attempts,
      sleep,
      signal: request.signal ?? undefined,
      retryable: transient,
      onRetry: (error, ms, n) => {
        const said = error instanceof HttpStatusError ? error.message : `${what}: ${(error as Error).message}`
        log?.(`${said}; try ${n + 1} of ${attempts} in ${(ms / 1000).toFixed(1)} s`)
      },
    },
  )
}
