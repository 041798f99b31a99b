import { describe, expect, it } from 'vitest'
import { isCommonPassword, STAFF_PASSWORD_MIN, staffPasswordProblem } from '../../cms/lib/passwords'

describe('passwords', () => {
  const common: [string, boolean][] = [
    ['password', true],
    ['Password1', true],
    ['qwerty123!', true],
    ['PASSWORD', true],
    ['norte-member-2026', false],
    ['cellar-door-2026', false],
  ]
  it.each(common)('isCommonPassword(%j) is %s', (password, is) => {
    expect(isCommonPassword(password)).toBe(is)
  })

  const staff: [string, unknown, RegExp | null][] = [
    ['short', 'Ab1!xyz', new RegExp(String(STAFF_PASSWORD_MIN))],
    ['one short of the minimum', 'x'.repeat(STAFF_PASSWORD_MIN - 1), new RegExp(String(STAFF_PASSWORD_MIN))],
    ['common, long enough', 'password123456', /common/],
    ['fine', 'cellar-door-2026', null],
    ['a number', 123456789012345, null],
    ['undefined', undefined, null],
    ['null', null, null],
  ]
  it('says why in the staff member’s admin language (docs/decisions.md, Every language first-class), English for any other', () => {
    expect(staffPasswordProblem('short', 'de')).toBe(`Verwenden Sie mindestens ${STAFF_PASSWORD_MIN}\u00a0Zeichen.`)
    expect(staffPasswordProblem('password123456', 'ja')).toContain('よく使われている')
    expect(staffPasswordProblem('short', 'xx')).toBe(`Use at least ${STAFF_PASSWORD_MIN} characters.`)
  })

  it.each(staff)('staffPasswordProblem: %s', (_name, password, problem) => {
    const found = staffPasswordProblem(password)
    if (problem === null) expect(found).toBeNull()
    else expect(found).toMatch(problem)
  })
})
