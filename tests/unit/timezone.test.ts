import { expect, it } from 'vitest'
import { wineryTimezone, zonesWith } from '../../cms/lib/timezone'

it("the winery's time zone: WINERY_TIMEZONE, else the server's; a name nobody knows refuses the start", () => {
  expect(wineryTimezone({ WINERY_TIMEZONE: 'Europe/Lisbon' })).toBe('Europe/Lisbon')
  expect(wineryTimezone({})).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone)
  expect(() => wineryTimezone({ WINERY_TIMEZONE: 'Mars/Olympus' })).toThrow(/WINERY_TIMEZONE=Mars\/Olympus/)
})

it("the zones staff may pick: Payload's, then every zone the runtime knows and UTC; the winery's always among them", () => {
  const payloads = [{ label: '(UTC+00:00) London', value: 'Europe/London' }]
  const zones = zonesWith(payloads, 'Europe/Lisbon')
  expect(zones[0]).toEqual(payloads[0])
  expect(zones.filter((z) => z.value === 'Europe/London')).toHaveLength(1)
  expect(zones.map((z) => z.value)).toEqual(expect.arrayContaining(['UTC', 'Europe/Lisbon', 'Asia/Tokyo']))
  // The same list whatever the server's zone, so the generated types are the same on every machine.
  expect(zonesWith(payloads, 'UTC')).toEqual(zones)
  expect(zonesWith(payloads, 'Etc/GMT+3')[0]).toEqual({ label: 'Etc/GMT+3', value: 'Etc/GMT+3' })
})
