/**
 * Which passport entry /passport-details shows: chosen on /passport, kept for the browser tab in
 * sessionStorage (spec §2: none chosen, back to /passport).
 */
const KEY = 'wc.passport.entry'

export type Choice = { id: string; wineId: string }

export function choose(c: Choice, storage: Pick<Storage, 'setItem'> = sessionStorage) {
  try {
    storage.setItem(KEY, JSON.stringify(c))
  } catch {
    /* private mode */
  }
}

export function chosen(storage: Pick<Storage, 'getItem'> = sessionStorage): Choice | null {
  try {
    const v = JSON.parse(storage.getItem(KEY) ?? 'null') as Partial<Choice> | null
    return v && typeof v.wineId === 'string' && v.wineId ? { id: String(v.id ?? ''), wineId: v.wineId } : null
  } catch {
    return null
  }
}
