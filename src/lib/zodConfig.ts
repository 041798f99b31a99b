/**
 * Imported first by every browser module that runs a zod schema. The site's pages run under a
 * Content-Security-Policy without 'unsafe-eval', and zod 4 otherwise probes `new Function` (its
 * faster compiled parsers) on the first object it parses: a CSP violation report on every form.
 */
import { z } from 'zod'

z.config({ jitless: true })
