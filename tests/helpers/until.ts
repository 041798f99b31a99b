/** Polls `check` (sync or async) until it gives a truthy value, which it returns; throws after `ms` (no test runner imported here). */
export async function until<T>(
  what: string,
  check: () => T | Promise<T>,
  ms = 30_000,
  every = 25,
): Promise<NonNullable<T>> {
  const deadline = Date.now() + ms
  for (;;) {
    const value = await check()
    if (value) return value as NonNullable<T>
    if (Date.now() > deadline) throw new Error(`timed out: ${what}`)
    await new Promise((r) => setTimeout(r, every))
  }
}
