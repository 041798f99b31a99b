/** New members' data for sign-up requests (no test runner or server imported here). */
import { birthYears } from '../../src/contract/constants'

/** An address no other test (or run) uses. */
export const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`

/** A valid POST /register body; `overrides` replace or add fields. */
export function signUp(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Marta',
    surname: 'Sousa',
    birth_year: birthYears()[10],
    country: 'PT',
    email: uniqueEmail('signup'),
    password: 'vinho-verde-2026',
    password_confirmation: 'vinho-verde-2026',
    legal: true,
    terms: true,
    keep_me_update: false,
    ...overrides,
  }
}

/** The account calls that write, and the profile update: the sign-up, sign-in and sign-out, the password reset, the verification mail. */
export const ACCOUNT_WRITES = [
  '/register',
  '/login',
  '/logout',
  '/forgot-password',
  '/reset-password',
  '/email/resend',
  '/api/profile',
]

/** The API's account messages, in English and in Portuguese, written out as a client receives them. */
export const EN = {
  name: 'Please enter your name to continue',
  nameMin: 'Your name must contain at least 2 characters',
  surname: 'Please enter your surname to continue',
  surnameMin: 'Your surname must contain at least 2 characters',
  birthYear: 'Please enter your birth year to continue',
  birthYearInvalid: 'Please choose your birth year from the list',
  country: 'Please select country to continue',
  countryInvalid: 'Please choose a country from the list',
  email: 'Please enter your email to continue',
  emailInvalid: 'Please enter a valid email address',
  taken: 'The email has already been taken.',
  password: 'Please enter your password to continue',
  passwordMin: 'Password must contain at least 8 characters',
  same: 'Confirmation password does not match',
  credentials: 'These credentials do not match our records.',
  fileGreater: 'Your file size is greater than 2MB',
  imageType: 'Please choose a JPG or PNG image',
  resetInvalid: 'This password reset link is invalid or has expired.',
}
export const PT = {
  name: 'Insira o seu nome para continuar',
  nameMin: 'O seu nome deve ter pelo menos 2 caracteres',
  surname: 'Insira o seu sobrenome para continuar',
  surnameMin: 'O seu sobrenome deve ter pelo menos 2 caracteres',
  birthYear: 'Indique o seu ano de nascimento para continuar',
  birthYearInvalid: 'Escolha o seu ano de nascimento na lista',
  country: 'Selecione um país para continuar',
  countryInvalid: 'Escolha um país da lista',
  email: 'Insira o seu e-mail para continuar',
  emailInvalid: 'Insira um endereço de e-mail válido',
  taken: 'Já existe uma conta com este e-mail.',
  password: 'Insira a sua senha para continuar',
  passwordMin: 'A senha deve ter pelo menos 8 caracteres',
  same: 'As senhas não coincidem',
  credentials: 'O e-mail ou a senha não estão corretos.',
  fileGreater: 'A imagem tem mais de 2 MB',
  imageType: 'Escolha uma imagem JPG ou PNG',
  resetInvalid: 'Este link de redefinição da senha é inválido ou expirou.',
}
