/**
 * Keeps trying a piece of work the browser owes the server (the passport writes that waited offline)
 * while there is some left and the browser says it is online. Phones fire `online` before the network
 * carries anything (the radio waking up, a captive portal, a weak signal), so one try at that event is
 * not enough: after a failed try the next comes after src/contract/retry.ts's backoff (about 1, 2,
 * 4 s … up to a minute). Offline, it waits for `now()` (the `online` event, the page shown again).
 *
 *   const loop = retryLoop({ work: async () => (await sendWaiting()) === 0 })
 *   loop.now()   // try at once (a fresh start of the backoff); a try already running is followed by one more
 */
import { retryDelay } from '../contract/retry'

export type RetryLoop = { now(): void; stop(): void; readonly attempt: number }

type Options = {
  /** One try: true when nothing is left to do (a thrown error counts as a failed try). */
  work: () => Promise<boolean>
  online?: () => boolean
  delay?: (attempt: number) => number
}

export function retryLoop(o: Options): RetryLoop {
  const online = o.online ?? (() => navigator.onLine !== false)
  const delay = o.delay ?? retryDelay
  let attempt = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  let running = false
  let again = false
  let stopped = false

  const run = async () => {
    if (stopped || !online()) return
    running = true
    const done = await o.work().catch(() => false)
    running = false
    if (stopped) return
    if (again) {
      again = false
      attempt = 0
      return void run()
    }
    if (done) attempt = 0
    else if (online()) timer = setTimeout(() => ((timer = undefined), void run()), delay(attempt++))
  }

  return {
    now() {
      clearTimeout(timer)
      timer = undefined
      if (running) again = true
      else {
        attempt = 0
        void run()
      }
    },
    stop() {
      stopped = true
      clearTimeout(timer)
    },
    get attempt() {
      return attempt
    },
  }
}
