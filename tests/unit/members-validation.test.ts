import { describe, expect, it } from 'vitest'
import {
  avatarError,
  noteSavable,
  validateForgot,
  validateProfile,
  validateReset,
  validateSignIn,
  validateSignUpStep1,
  validateSignUpStep2,
  validateSignUpStep3,
} from '../../src/lib/members/validation'
import { birthYears } from '../../src/contract/constants'

const NOW = new Date('2026-11-22T12:00:00Z')
const COUNTRIES = ['US', 'PT', 'JP']

describe('sign-up step 1: name and surname, required, at least 2 characters', () => {
  it.each([
    [
      { name: '', surname: '' },
      { name: 'name-required', surname: 'surname-required' },
    ],
    [{ name: '   ', surname: 'Silva' }, { name: 'name-required' }],
    [
      { name: 'A', surname: 'B' },
      { name: 'name-min', surname: 'surname-min' },
    ],
    [{ name: 'Ana', surname: 'S' }, { surname: 'surname-min' }],
    [{ name: 'Al', surname: 'Li' }, {}],
    [{ name: '李娜', surname: '王芳' }, {}],
    [{ name: ' Jo ', surname: 'Ng' }, {}],
    // One character is a whole family name in scripts without letter case (docs/decisions.md, Every language first-class), not in Latin.
    [{ name: '娜', surname: '王' }, {}],
    [{ name: '민준', surname: '김' }, {}],
    [{ name: 'สมชาย', surname: 'ก' }, {}],
    [{ name: 'はな', surname: '李' }, {}],
    [{ name: 'Ana', surname: 'É' }, { surname: 'surname-min' }],
    [
      { name: '1', surname: '·' },
      { name: 'name-min', surname: 'surname-min' },
    ],
    // Characters, not UTF-16 units: one emoji-free astral Han character is one character.
    [{ name: '𠀋', surname: 'Li' }, {}],
  ])('%j -> %j', (input, expected) => {
    expect(validateSignUpStep1(input)).toEqual(expected)
  })
})

describe('sign-up step 2: birth year among the offered years, country in the list', () => {
  const years = birthYears(NOW)
  it('offers current year minus 18, going back 101 values', () => {
    expect(years[0]).toBe(2008)
    expect(years).toHaveLength(101)
    expect(years.at(-1)).toBe(1908)
  })
  it.each([
    [
      { birth_year: '', country: '' },
      { birth_year: 'birth-year-required', country: 'country-required' },
    ],
    [{ birth_year: '2008', country: 'US' }, {}],
    [{ birth_year: 1908, country: 'pt' }, {}],
    [{ birth_year: '2009', country: 'US' }, { birth_year: 'birth-year-required' }],
    [{ birth_year: '1907', country: 'US' }, { birth_year: 'birth-year-required' }],
    [{ birth_year: 'abcd', country: 'US' }, { birth_year: 'birth-year-required' }],
    [{ birth_year: '1990', country: 'XX' }, { country: 'country-required' }],
  ])('%j -> %j', (input, expected) => {
    expect(validateSignUpStep2(input, COUNTRIES, NOW)).toEqual(expected)
  })
})

describe('sign-up step 3: email required and valid, password required and 8+ (checkboxes not required)', () => {
  it.each([
    [
      { email: '', password: '' },
      { email: 'email-required', password: 'password-required' },
    ],
    [
      { email: 'ana@', password: 'short' },
      { email: 'email-invalid', password: 'password-min' },
    ],
    [
      { email: 'ana@example', password: '1234567' },
      { email: 'email-invalid', password: 'password-min' },
    ],
    [{ email: 'ana @example.com', password: '12345678' }, { email: 'email-invalid' }],
    [{ email: 'ana@example.com', password: '12345678' }, {}],
    [{ email: ' ana.silva+wine@mail.example.pt ', password: 'pässwört' }, {}],
  ])('%j -> %j', (input, expected) => {
    expect(validateSignUpStep3(input)).toEqual(expected)
  })
})

describe('sign-in, forgot and reset', () => {
  it('sign-in needs a valid email and a password of 8+', () => {
    expect(validateSignIn({ email: '', password: '' })).toEqual({
      email: 'email-required',
      password: 'password-required',
    })
    expect(validateSignIn({ email: 'x@y.zz', password: '1234567' })).toEqual({ password: 'password-min' })
    expect(validateSignIn({ email: 'x@y.zz', password: '12345678' })).toEqual({})
  })
  it('forgot needs a valid email', () => {
    expect(validateForgot({ email: '' })).toEqual({ email: 'email-required' })
    expect(validateForgot({ email: 'nope' })).toEqual({ email: 'email-invalid' })
    expect(validateForgot({ email: 'ana@example.com' })).toEqual({})
  })
  it.each([
    [{ password: '', password_confirmation: '' }, { password: 'password-required' }],
    [{ password: 'short', password_confirmation: 'short' }, { password: 'password-min' }],
    [{ password: 'long enough', password_confirmation: 'long enougH' }, { password_confirmation: 'same-as-password' }],
    [{ password: 'long enough', password_confirmation: '' }, { password_confirmation: 'same-as-password' }],
    [{ password: 'long enough', password_confirmation: 'long enough' }, {}],
  ])('reset %j -> %j', (input, expected) => {
    expect(validateReset(input)).toEqual(expected)
  })
})

describe('profile', () => {
  it.each([
    [
      { name: '', surname: '', email: '', country: '' },
      { name: 'name-required', surname: 'surname-required', email: 'email-required', country: 'country-required' },
    ],
    [{ name: 'A', surname: 'Silva', email: 'ana@example.com', country: 'US' }, { name: 'name-min' }],
    [
      { name: 'Ana', surname: 'Silva', email: 'ana@', country: 'ZZ' },
      { email: 'email-invalid', country: 'country-required' },
    ],
    [{ name: 'Ana', surname: 'Silva', email: 'ana@example.com', country: 'jp' }, {}],
  ])('%j -> %j', (input, expected) => {
    expect(validateProfile(input, COUNTRIES)).toEqual(expected)
  })

  it('asks for the current password only when the email changes', () => {
    const v = { name: 'Ana', surname: 'Silva', email: 'new@example.com', country: 'US' }
    expect(validateProfile(v, COUNTRIES, 'ana@example.com')).toEqual({ current_password: 'current-password-required' })
    expect(validateProfile({ ...v, current_password: 'secret-enough' }, COUNTRIES, 'ana@example.com')).toEqual({})
    expect(validateProfile({ ...v, email: ' ANA@example.com ' }, COUNTRIES, 'ana@example.com')).toEqual({})
  })

  it.each([
    [{ name: 'me.jpg', size: 2_097_152, type: 'image/jpeg' }, null],
    [{ name: 'me.jpg', size: 2_097_153, type: 'image/jpeg' }, 'file-greater'],
    [{ name: 'me.JPEG', size: 1000, type: 'image/jpeg' }, null],
    [{ name: 'me.png', size: 5_000_000, type: 'image/png' }, 'file-greater'],
    [{ name: 'me.png', size: 1000, type: '' }, null],
    [{ name: 'me.gif', size: 1000, type: 'image/gif' }, 'file-type'],
    [{ name: 'me.webp', size: 1000, type: 'image/webp' }, 'file-type'],
    [{ name: 'me.pdf', size: 1000, type: 'image/png' }, 'file-type'],
  ])('avatar %j -> %s', (file, expected) => {
    expect(avatarError(file)).toBe(expected)
  })
})

describe('notes', () => {
  it('saves only a note with something in it, with no length limit', () => {
    expect(noteSavable('')).toBe(false)
    expect(noteSavable('  \n ')).toBe(false)
    expect(noteSavable('Cherry')).toBe(true)
    expect(noteSavable('x'.repeat(100_000))).toBe(true)
  })
})
