/**
 * Settings and place calls of spec §7: the winery's settings, countries, language, where the visitor
 * is, tracking.
 * Request and response schemas shared by the API (cms/api) and the site.
 */
import { z } from 'zod'
import { Checkbox } from './accounts'
import { CALLS } from './paths'
import { AUTH, body, errors, ok, route } from './route'
import { LOCALES } from '../locales'
import { isIsoCountryCode, OPTIONAL_ISO_COUNTRY_FIELD } from '../countryCodes'

export const P = {
  latitude: 'api.validation.latitude',
  longitude: 'api.validation.longitude',
  locale: 'api.validation.locale',
  session: 'api.validation.session',
  invalidField: 'api.validation.invalid-field',
} as const

const toNumber = (v: unknown) =>
  typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : v === '' ? undefined : v
const blankToUndefined = (v: unknown) =>
  typeof v === 'string' && v.trim() === '' ? undefined : v === null ? undefined : v

/** A locale as the path may carry it: one of LOCALES in any letter case, `-` or `_` (zh_hant): the answer names the canonical one. */
const localeInPath = (l: string) =>
  [...l].map((ch) => (ch === '-' ? '[-_]' : `[${ch.toLowerCase()}${ch.toUpperCase()}]`)).join('')
const LocaleParam = z.string().regex(new RegExp(`^(?:${LOCALES.map(localeInPath).join('|')})$`), { error: P.locale })

const Latitude = z.preprocess(
  toNumber,
  z.number({ error: P.latitude }).min(-90, { error: P.latitude }).max(90, { error: P.latitude }),
)
const Longitude = z.preprocess(
  toNumber,
  z.number({ error: P.longitude }).min(-180, { error: P.longitude }).max(180, { error: P.longitude }),
)

const CountryRef = z.object({
  code: z.string().describe('ISO 3166-1 alpha-2 (what the country cookie holds)'),
  name: z.string().describe('English name'),
  languages: z.array(z.string()).describe('ISO 639-1 codes, most used first'),
})

export const CountriesResponse = z.object({
  data: z.array(z.object({ code: z.string(), name: z.string().describe("in the visitor's language") })),
})

const SetLocaleResponse = z.object({ data: z.object({ locale: z.enum(LOCALES) }) })

const Location = z.object({
  ip: z.string().nullable(),
  country: CountryRef.nullable().describe('null for private, loopback and unknown addresses'),
  state: z.string().nullable(),
  zip_code: z.string().nullable(),
})
export const ClientIpResponse = z.object({ data: Location })

const GeolocationRequest = z.object({ latitude: Latitude, longitude: Longitude })
export const GeolocationResponse = z.object({
  success: z.boolean().describe('false when the point is in no country (sea)'),
  latitude: z.number(),
  longitude: z.number(),
  country: CountryRef.nullable(),
  state: z
    .string()
    .nullable()
    .describe("the US state's ISO 3166-2 code without the country (CA); null elsewhere for now"),
  zip_code: z.string().nullable(),
})

const optionalText = (max: number) =>
  z.preprocess(
    blankToUndefined,
    z.string({ error: P.invalidField }).trim().max(max, { error: P.invalidField }).optional(),
  )

/** Spec §3 tracking record. The stored ip is the one the server sees. */
const TrackingRequest = z.object({
  session: z.preprocess(
    blankToUndefined,
    z.string({ error: P.session }).regex(/^sess-[A-Za-z0-9]{9}$/, { error: P.session }),
  ),
  ip: optionalText(64),
  /** Whether this browser had opened the app before (a flag it keeps itself; no identifier). Not in the spec. */
  returning: Checkbox.describe('true when this browser opened the app before; counted for the insights only.'),
  latitude: z.preprocess(blankToUndefined, Latitude.optional()),
  longitude: z.preprocess(blankToUndefined, Longitude.optional()),
  locale: z.preprocess(blankToUndefined, z.enum(LOCALES, { error: P.locale }).optional()),
  state: optionalText(100),
  zip_code: optionalText(20),
  country: z
    .preprocess(
      blankToUndefined,
      z
        .string({ error: P.invalidField })
        .trim()
        .toUpperCase()
        .refine(isIsoCountryCode, { error: P.invalidField })
        .optional(),
    )
    // The same list declared as checked: an assigned ISO 3166-1 code, in either case (issue 47).
    .meta({ pattern: OPTIONAL_ISO_COUNTRY_FIELD }),
  // The browser's languages: a list (JSON) or one comma-separated text (a form), kept as the text.
  locales: z
    .union(
      [
        z.string({ error: P.invalidField }),
        z
          .array(z.string({ error: P.invalidField }).max(35, { error: P.invalidField }))
          .max(20, { error: P.invalidField }),
      ],
      {
        error: P.invalidField,
      },
    )
    .nullable() // the site sends null when the browser told it no languages
    .optional()
    .transform((v) => (Array.isArray(v) ? v.join(',') : v) || undefined)
    .pipe(z.string().max(200, { error: P.invalidField }).optional()),
})
const TrackingResponse = z.object({ data: z.object({ id: z.string() }) })

const KeyVal = z.object({ key: z.string(), val: z.string() })
export const SettingsResponse = z.object({
  data: z.object({
    social: z
      .array(KeyVal)
      .describe('key: instagram, facebook, youtube, x, tiktok, linkedin or pinterest; val: the link'),
    podcast: z.array(KeyVal).describe('the first is the podcast tile on /news'),
    terms: z.array(
      z.object({
        key: z.string().describe('locale'),
        val: z.string().nullable().describe('the terms in that language'),
      }),
    ),
    website: z.string().nullable().describe("the producer's website"),
    contact_email: z.string().nullable(),
  }),
})

const tags = ['place']

export const settings = route({
  ...CALLS.settings,
  tags,
  ...AUTH.none,
  summary: "The winery's settings: social links, podcast, terms per locale, website and contact address",
  responses: { 200: ok(SettingsResponse) },
})
export const countries = route({
  ...CALLS.countries,
  tags,
  ...AUTH.none,
  summary: "The countries a visitor may choose, named and sorted in the visitor's language",
  responses: { 200: ok(CountriesResponse) },
})
export const setLocale = route({
  ...CALLS.setLocale,
  tags,
  ...AUTH.none,
  summary: "Sets the locale cookie (30 days) and the signed-in member's language",
  request: { params: z.object({ locale: LocaleParam }) },
  responses: { 200: ok(SetLocaleResponse), ...errors(422) },
})
export const clientIp = route({
  ...CALLS.clientIp,
  tags,
  ...AUTH.none,
  summary: "The visitor's IP and its country (offline database)",
  responses: { 200: ok(ClientIpResponse) },
})
export const geolocation = route({
  ...CALLS.geolocation,
  tags,
  ...AUTH.none,
  summary: 'Coordinates to country (offline)',
  request: { body: body(GeolocationRequest, 'urlencoded') },
  responses: { 200: ok(GeolocationResponse), ...errors(422) },
})
export const tracking = route({
  ...CALLS.tracking,
  tags,
  ...AUTH.none,
  summary: 'Stores a tracking record (201)',
  request: { body: body(TrackingRequest, 'urlencoded') },
  responses: { 201: ok(TrackingResponse, 'Created'), ...errors(422, 429) },
})

export const routes = [settings, countries, setLocale, clientIp, geolocation, tracking]
