import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { Avatars } from './cms/collections/Avatars'
import { Media } from './cms/collections/Media'
import { withBoundedReads } from './cms/hooks/boundedReads'
import { indexRowsByParent } from './cms/lib/parentIndexes'
import { Members } from './cms/collections/Members'
import { Passports } from './cms/collections/Passports'
import { RateLimits } from './cms/collections/RateLimits'
import { Sessions } from './cms/collections/Sessions'
import { Identities } from './cms/collections/Identities'
import { TrackingRecords } from './cms/collections/TrackingRecords'
import { Users } from './cms/collections/Users'
import { Wines } from './cms/collections/Wines'
import {
  Clubs,
  Discovers,
  Enjoys,
  LocalPromotions,
  OtherPopups,
  Popups,
  Promotions,
  Shops,
  Vendors,
} from './cms/collections/content'
import { Countries } from './cms/globals/Countries'
import { Settings } from './cms/globals/Settings'
import { snapshotEndpoint } from './cms/snapshot/endpoint'
import { publishesEndpoint, recentChangesEndpoint } from './cms/publishes/endpoint'
import { insightsEndpoint } from './cms/insights/endpoint'
import { translationEndpoints } from './cms/translations/endpoint'
import { withGlobalTranslationState, withTranslationState } from './cms/translations/hooks'
import { scheduleRollups } from './cms/insights/schedule'
import { scheduleTrashPurge } from './cms/lib/trash'
import { migrations } from './cms/migrations'
import { projectRoot } from './cms/lib/paths'
import { emailAdapter } from './cms/lib/emailAdapter'
import { storagePlugin } from './cms/lib/storage'
import { LOCALES, LOCALE_LABELS } from './src/contract/locales'
import { MEDIA_MAX_BYTES } from './src/contract/constants'
import { ADMIN_LANGUAGES } from './cms/i18n/adminLanguages'
import { ADMIN_TRANSLATIONS } from './cms/i18n/adminTranslations'
import { deployment } from './cms/lib/deployment'
import { jobs } from './cms/lib/jobs'
import { wineryTimezone, zonesWith } from './cms/lib/timezone'
import { recentChanges, recentPublishes } from './cms/collections/publishing'
import { livePreview } from './cms/lib/livePreview'
import { watchPool } from './cms/api/db'
import { log } from './cms/lib/log'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/** Staff are not developers: no "API" tab on documents (developers read /cms-api, docs/api.md). */
const withoutApiTab = <T extends { admin?: object }>(c: T): T => ({ ...c, admin: { ...c.admin, hideAPIURL: true } })

const { origin, production } = deployment()
const wineryZone = wineryTimezone()
/** Cookie-authenticated admin requests must come from these origins (locally also as 127.0.0.1). */
const ownOrigins = production ? [origin] : [origin, origin.replace('//localhost:', '//127.0.0.1:')]

export default buildConfig({
  serverURL: process.env.PUBLIC_URL ?? '',
  // Cookie-authenticated requests are accepted only from our own origin (never an empty list).
  csrf: ownOrigins,
  cors: ownOrigins,
  // Payload's records join the server's one log stream (cms/lib/log.ts), source payload; a client's
  // mistake (a wrong password, a refused file) is an info record there, not an error with a stack.
  logger: log('payload'),
  // No anonymous request may ask for unbounded lists or deep joins.
  maxDepth: 3,
  defaultDepth: 1,
  secret: process.env.PAYLOAD_SECRET ?? '',
  admin: {
    user: Users.slug,
    // No Gravatar: it would send a hash of each staff email to a third party (and break offline).
    avatar: 'default',
    importMap: { baseDir: dirname, importMapFile: path.join(dirname, 'cms/app/(payload)/admin/importMap.js') },
    livePreview,
    // The winery's mark and name, not Payload's (cms/components/Brand.tsx); the publish log first on the dashboard.
    components: {
      graphics: { Logo: '/cms/components/Brand#BrandLogo', Icon: '/cms/components/Brand#BrandIcon' },
      beforeDashboard: [recentPublishes, recentChanges],
      // What the winery learns from its visitors: aggregates only (cms/insights/).
      // …and what is left to translate, with the round trip to translators (cms/translations/).
      afterNavLinks: [
        '/cms/components/insights/InsightsNavLink#InsightsNavLink',
        '/cms/components/insights/InsightsNavLink#TranslationsNavLink',
      ],
      views: {
        insights: {
          Component: '/cms/components/insights/InsightsView#InsightsView',
          path: '/insights',
          meta: { title: 'Insights' },
        },
        translations: {
          Component: '/cms/components/translations/TranslationsView#TranslationsView',
          path: '/translations',
          meta: { title: 'Translations' },
        },
      },
    },
    meta: {
      titleSuffix: ' · Wine Compass admin',
      icons: [{ rel: 'icon', type: 'image/svg+xml', url: '/favicon.svg' }],
    },
    // Dates as each language writes them ("27 de nov. de 2026, 17:48"), not an English pattern with ordinals.
    dateFormat: 'PPp',
    // Schedules are set and shown in the winery's time zone (cms/lib/timezone.ts).
    timezones: {
      defaultTimezone: wineryZone,
      supportedTimezones: ({ defaultTimezones }) => zonesWith(defaultTimezones, wineryZone),
    },
  },
  // The spec's own API owns /api; Payload's generic REST API lives beside it.
  routes: { api: '/cms-api', admin: '/admin' },
  graphQL: { disable: true },
  telemetry: false,
  collections: [
    Wines,
    Discovers,
    Enjoys,
    Shops,
    Vendors,
    Promotions,
    LocalPromotions,
    Clubs,
    Popups,
    OtherPopups,
    Media,
    Avatars,
    Members,
    Users,
    Passports,
    TrackingRecords,
    Sessions,
    Identities,
    RateLimits,
    // Each localized text's translation state, kept on every save (cms/translations/).
  ].map((c) => withoutApiTab(withBoundedReads(withTranslationState(c)))),
  globals: [Settings, Countries].map((g) => withoutApiTab(withGlobalTranslationState(g))),
  localization: {
    locales: LOCALES.map((code) => ({ code, label: LOCALE_LABELS[code] })),
    defaultLocale: 'en',
    fallback: true,
  },
  // The admin in each staff member's language (Account, Language): Payload's own screens in every
  // locale of the site, our texts from cms/i18n/texts/<language>.json (cms/i18n/adminTranslations.ts). First visit: the browser's language.
  i18n: { supportedLanguages: ADMIN_LANGUAGES, fallbackLanguage: 'en', translations: ADMIN_TRANSLATIONS },
  db: postgresAdapter({
    pool: { connectionString: process.env.DATABASE_URL, max: Number(process.env.DATABASE_POOL_MAX ?? 10) },
    idType: 'uuid',
    push: false,
    migrationDir: path.join(projectRoot, 'cms/migrations'),
    prodMigrations: migrations,
    beforeSchemaInit: [indexRowsByParent],
  }),
  endpoints: [snapshotEndpoint, publishesEndpoint, recentChangesEndpoint, insightsEndpoint, ...translationEndpoints],
  // Scheduled publishing: due jobs run on the publishing instance only (cms/lib/jobs.ts).
  jobs,
  // The insights' daily aggregates and the tracking records' retention (cms/insights/rollup.ts).
  // Also: a connection the database dropped is logged, not an uncaught exception (cms/api/db.ts).
  onInit: async (payload) => {
    watchPool(payload)
    await scheduleRollups(payload)
    // What staff deleted leaves the trash after 30 days (cms/lib/trash.ts).
    scheduleTrashPurge(payload)
  },
  // Uploads in S3-compatible storage when S3_BUCKET is set (cms/lib/storage.ts), else in DATA_DIR.
  plugins: [storagePlugin()],
  email: emailAdapter,
  sharp,
  // The media library's limit (src/contract/constants.ts); the server refuses a larger body before Payload reads it.
  upload: { limits: { fileSize: MEDIA_MAX_BYTES } },
  typescript: { outputFile: path.join(dirname, 'cms/payload-types.ts'), autoGenerate: false },
})
