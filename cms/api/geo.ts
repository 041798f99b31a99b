/**
 * Where a visitor is, offline: IP to country with the CC0 geo-whois-asn-country database (maxmind
 * reader, opened once), coordinates to country with country-coder, and to a US state with the Census
 * Bureau's state boundaries (us-atlas, public domain). Private, loopback, link-local and other
 * non-public addresses have no country.
 */
import { readFileSync } from 'node:fs'
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
import { isPublicIp } from './net'

export type CountryRef = { code: string; name: string; languages: string[] }

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
