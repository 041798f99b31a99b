/**
 * Where a visitor is, offline: IP to country with the CC0 geo-whois-asn-country database (maxmind
 * reader, opened once), coordinates to country with country-coder, and to a US state with the Census
 * Bureau's state boundaries (us-atlas, public domain). Private, loopback, link-local and other
 * non-public addresses have no country.
 */
import { readFileSync } from 'node:fs'
import { BlockList, isIP } from 'node:net'
import path from 'node:path'
import maxmind, { type CountryResponse, type Reader } from 'maxmind'
import { iso1A2Code } from '@rapideditor/country-coder'
import { feature } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'
import whichPolygon from 'which-polygon'
import { countryLanguages } from '../../src/contract/countryLocale'
import { countryName } from '../../src/contract/countryNames'
import { COUNTRY_CODE_PATTERN } from '../../src/contract/patterns'
import { stateCodes } from '../../src/contract/states'
import { log } from '../lib/log'

export type CountryRef = { code: string; name: string; languages: string[] }

const NON_PUBLIC = new BlockList()
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const) {
  NON_PUBLIC.addSubnet(net, bits, 'ipv4')
}
for (const [net, bits] of [
  ['::', 127],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
  ['64:ff9b::', 96],
] as const) {
  NON_PUBLIC.addSubnet(net, bits, 'ipv6')
}

function isPublicIp(ip: string): boolean {
  const family = isIP(ip)
  if (family === 0) return false
  return !NON_PUBLIC.check(ip, family === 4 ? 'ipv4' : 'ipv6')
}

function countryRef(code: string | null | undefined): CountryRef | null {
  if (!code || !COUNTRY_CODE_PATTERN.test(code)) return null
  return { code, name: countryName(code, 'en'), languages: countryLanguages(code) }
}

let reader: Promise<Reader<CountryResponse>> | null = null
const dependency = (file: string) => path.join(process.env.WINE_COMPASS_ROOT ?? process.cwd(), 'node_modules', file)
const databaseFile = () => dependency('@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb')

/** The country of a public IP address, or null. */
export async function countryOfIp(ip: string | null): Promise<CountryRef | null> {
  if (!ip || !isPublicIp(ip)) return null
  reader ??= maxmind.open<CountryResponse>(databaseFile()).catch((err) => {
    reader = null
    throw err
  })
  try {
    const record = (await reader).get(ip) as { country_code?: string } | null
    return countryRef(record?.country_code ?? null)
  } catch (err) {
    log('geo').error(`IP database: ${err instanceof Error ? err.message : String(err)}`)
    return null
  }
}

/** The country at a point, or null (sea, Antarctica's unclaimed parts). */
export function countryAt(latitude: number, longitude: number): CountryRef | null {
  return countryRef(iso1A2Code([longitude, latitude]) ?? null)
}

type StateProps = { name: string }
let usStates: ((point: [number, number]) => StateProps | null) | null = null

/**
 * The US state at a point, as the site's places write it (ISO 3166-2 without the country: `CA`), or
 * null. The boundaries (115 KB) are read on the first question.
 */
export function usStateAt(latitude: number, longitude: number): string | null {
  if (!usStates) {
    const topology = JSON.parse(readFileSync(dependency('us-atlas/states-10m.json'), 'utf8')) as Topology<{
      states: GeometryCollection<StateProps>
    }>
    usStates = whichPolygon(feature(topology, topology.objects.states))
  }
  const name = usStates([longitude, latitude])?.name
  if (!name) return null
  return [...stateCodes('US')].find(([, state]) => state === name)?.[0] ?? null
}
