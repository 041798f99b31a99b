/**
 * The member screens' strings (locales/*.json, key `members`): every key is used, either by a page as
 * t(locale, 'members.section.key') or by an island as s['section.key'] (src/lib/members/strings.ts hands
 * each island the sections it asks for). palate.axes.* are read as s[`palate.axes.${axis}`].
 */
import { readFileSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import en from '../../locales/en.json' with { type: 'json' }
import { TASTE_AXES } from '../../src/contract/constants'
import { PLURAL_SUFFIX } from '../../src/contract/format'
import { TASTE_QUIZ } from '../../src/contract/palate'

const QUIZ_WORDS = Object.entries(TASTE_QUIZ).flatMap(([q, options]) => [q, ...options])

type Tree = { [k: string]: string | Tree }
const root = path.resolve(import.meta.dirname, '../..')
const keys = (t: Tree, p = ''): string[] =>
  Object.entries(t).flatMap(([k, v]) => (typeof v === 'string' ? [p + k] : keys(v, `${p}${k}.`)))

function read(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const p = path.join(dir, name)
    if (statSync(p).isDirectory()) read(p, out)
    else if (/\.(astro|tsx?)$/.test(name)) out.push(readFileSync(p, 'utf8'))
  }
  return out
}

describe('member strings', () => {
  it('every key under members is used by a member page or island', () => {
    const text = [
      ...read(path.join(root, 'src/islands/members')),
      ...read(path.join(root, 'src/pages/[locale]')),
      ...read(path.join(root, 'src/components/members')),
      readFileSync(path.join(root, 'src/components/Header.astro'), 'utf8'),
      ...read(path.join(root, 'src/components/header')),
    ].join('\n')
    // <MemberScreen screen="X" back={{ screen: 'Y' }}> shows members.X.title and .intro, and members.Y.title.
    const screens = [...text.matchAll(/screen="([\w-]+)"/g)].flatMap((m) => [`${m[1]}.title`, `${m[1]}.intro`])
    const backs = [...text.matchAll(/screen: '([\w-]+)'/g)].map((m) => `${m[1]}.title`)
    // <MessagePage texts="members.X"> shows members.X.title and .text.
    const messages = [...text.matchAll(/texts[=:] ?["']members\.([\w-]+)["']/g)].flatMap((m) => [
      `${m[1]}.title`,
      `${m[1]}.text`,
    ])
    const unused = keys((en as unknown as Tree).members as Tree)
      // A plural family (key_one, key_other) is used by its base key, through fillCount.
      .map((k) => k.replace(PLURAL_SUFFIX, ''))
      .filter((k) => {
        if (screens.includes(k) || backs.includes(k) || messages.includes(k)) return false
        if (k.startsWith('errors.')) return false // error keys are the validation's codes (src/lib/members/validation.ts), shown by errorText()
        if (k.startsWith('palate.axes.'))
          return !(TASTE_AXES as readonly string[]).includes(k.slice('palate.axes.'.length))
        // The quiz's questions and answers, by TASTE_QUIZ (src/islands/members/TasteQuiz.tsx: `palate.quiz.${q}`, `palate.quiz.${option}`).
        if (QUIZ_WORDS.some((w) => k === `palate.quiz.${w}`)) return false
        return !text.includes(`'${k}'`) && !text.includes(`'members.${k}'`) && !text.includes(`\`members.${k}\``)
      })
    expect(unused).toEqual([])
  })

  it('every error code of the validation has its message', () => {
    // The codes are the API's message keys (V.*, api.validation.*) and the screen's own ones (members.errors.*).
    const source = readFileSync(path.join(root, 'src/lib/members/validation.ts'), 'utf8')
    const accounts = readFileSync(path.join(root, 'src/contract/api/accounts.ts'), 'utf8')
    const keyOf = (name: string) =>
      new RegExp(`\\b${name}: 'api\\.validation\\.([a-z-]+)'`).exec(accounts)?.[1] ?? `V.${name}`
    const schemaCodes = [...accounts.matchAll(/'api\.validation\.([a-z-]+)'/g)].map((m) => m[1])
    const ownCodes = [...source.matchAll(/V\.(\w+)/g)]
      .map((m) => keyOf(m[1]))
      .concat([...source.matchAll(/return '([a-z-]+)'/g)].map((m) => m[1]))
    const codes = [...new Set([...schemaCodes, ...ownCodes])]
    expect(codes.length).toBeGreaterThan(10)
    const errors = ((en as unknown as Tree).members as Tree).errors as Tree
    const validation = ((en as unknown as Tree).api as Tree).validation as Tree
    expect(codes.filter((c) => !(c in errors) && !(c in validation))).toEqual([])
  })
})
