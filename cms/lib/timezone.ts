/**
 * The winery's time zone: the one the schedule drawer sets by default and the admin names next to a
 * scheduled time. `WINERY_TIMEZONE` (an IANA name, "Europe/Lisbon"), else the server's own zone. A
 * name the runtime does not know refuses the start rather than scheduling in a zone nobody meant.
 */
export function wineryTimezone(env: Partial<Record<string, string>> = process.env): string {
  const wanted = env.WINERY_TIMEZONE?.trim()
  if (!wanted) return Intl.DateTimeFormat().resolvedOptions().timeZone
  try {
    return new Intl.DateTimeFormat('en', { timeZone: wanted }).resolvedOptions().timeZone
  } catch {
    throw new Error(`WINERY_TIMEZONE=${wanted} is not a time zone name (an IANA name, such as Europe/Lisbon).`)
  }
}

type Zone = { label: string; value: string }

/**
 * The zones staff may pick: Payload's list (its labels) and every other zone the runtime knows, with
 * UTC. The same everywhere (not the server's zone added), so the generated types do not depend on the
 * machine; a winery zone outside it is added first.
 */
export function zonesWith(payloadZones: Zone[], zone: string): Zone[] {
  const known = new Set(payloadZones.map((z) => z.value))
  const all = [
    ...payloadZones,
    ...['UTC', ...Intl.supportedValuesOf('timeZone')].filter((z) => !known.has(z)).map((z) => ({ label: z, value: z })),
  ]
  return all.some((z) => z.value === zone) ? all : [{ label: zone, value: zone }, ...all]
}
