/** The API's mails: a short mail with one button, in the member's language. Sent by cms/lib/mail.ts. */
import type { Locale } from '../../src/contract/locales'
import type { Mail } from '../lib/mail'
import { message } from './i18n'

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!)

/** A short mail with one button, in the member's language: keys api.mail.{kind}.subject|intro|action|outro. */
export type MailKind = 'reset' | 'verify' | 'email-change' | 'email-changed' | 'account-deleted' | 'sign-in-refused'

export function linkMail(
  locale: Locale,
  kind: MailKind,
  to: string,
  name: string,
  link: string,
  vars: Record<string, string | number> = {},
): Mail {
  const t = (k: string) => message(locale, `api.mail.${kind}.${k}`, { name, ...vars })
  const greeting = message(locale, 'api.mail.greeting', { name })
  const subject = t('subject')
  const text = `${greeting}\n\n${t('intro')}\n\n${t('action')}: ${link}\n\n${t('outro')}\n\nWine Compass`
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;color:#2b1d1d">
<p>${escape(greeting)}</p><p>${escape(t('intro'))}</p>
<p><a href="${escape(link)}" style="display:inline-block;padding:12px 20px;background:#7a1f2b;color:#fff;border-radius:6px;text-decoration:none">${escape(t('action'))}</a></p>
<p style="font-size:13px;color:#555">${escape(link)}</p><p>${escape(t('outro'))}</p><p>Wine Compass</p></body></html>`
  return { to, subject, text, html, link }
}
