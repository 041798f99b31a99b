/**
 * Adds UI strings to locales/*.json from one partial file, so that several people can add keys
 * without overwriting each other's edits:
 *   npx tsx scripts/i18n-merge.ts path/to/partial.json
 * The partial maps each locale to a nested object of keys: { "en": { "vendors": { "title": "..." } }, "ja": { ... } }.
 * Existing keys are replaced by the partial's value; the file is rewritten in one go.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { LOCALES } from '../src/contract/locales'

type Tree = { [key: string]: string | Tree }

function merge(into: Tree, from: Tree): Tree {
  for (const [k, v] of Object.entries(from)) {
    const current = into[k]
    into[k] = typeof v === 'object' && typeof current === 'object' ? merge(current, v) : v
  }
  return into
}

const partialFile = process.argv[2]
if (!partialFile) {
  console.error('usage: npx tsx scripts/i18n-merge.ts partial.json')
  process.exit(2)
}
const partial = JSON.parse(readFileSync(partialFile, 'utf8')) as Record<string, Tree>
const unknown = Object.keys(partial).filter((l) => !(LOCALES as readonly string[]).includes(l))
if (unknown.length) {
  console.error(`unknown locales in ${partialFile}: ${unknown.join(', ')}`)
  process.exit(2)
}
for (const locale of Object.keys(partial)) {
  const file = path.join('locales', `${locale}.json`)
  const tree = merge(JSON.parse(readFileSync(file, 'utf8')) as Tree, partial[locale])
  const tmp = `${file}.${process.pid}.tmp`
  writeFileSync(tmp, `${JSON.stringify(tree, null, 2)}\n`)
  renameSync(tmp, file)
}
console.log(`merged ${partialFile} into ${Object.keys(partial).length} locale files`)
