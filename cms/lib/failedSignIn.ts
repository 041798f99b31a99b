/**
 * A failed sign-in answers no sooner than FAILED_SIGN_IN_MS after it began, for members and staff,
 * whether or not the email has an account (issue 47). Checking a real account's password does more
 * work than refusing an unknown email (Payload reads the account, hashes, records the attempt), and
 * the difference (102 against 65 ms, measured from outside) told who has an account. A floor above
 * both makes the two alike; a successful sign-in is never held.
 */
const FAILED_SIGN_IN_MS = 300

/** Resolves once `ms` have passed since `startedAt` (performance.now()), at once when they have. */
export function noSoonerThan(startedAt: number, ms = FAILED_SIGN_IN_MS): Promise<void> {
  const left = ms - (performance.now() - startedAt)
  return left > 0 ? new Promise((resolve) => setTimeout(resolve, left)) : Promise.resolve()
}
