import type { EmailAdapter } from 'payload'
import { mailFrom, sendMail } from './mail'

/**
 * Payload's own mail (staff password resets in the admin) through the same sender as the site API:
 * SMTP_URL when set, else an .eml file in the outbox. Keeps one mail path instead of two.
 */
export const emailAdapter: EmailAdapter = () => {
  const from = mailFrom()
  const match = /^(.*)<(.+)>$/.exec(from)
  return {
    name: 'wine-compass',
    defaultFromName: match ? match[1].trim() : 'Wine Compass',
    defaultFromAddress: match ? match[2].trim() : from,
    sendEmail: async (message) => {
      const to = Array.isArray(message.to) ? message.to.join(', ') : String(message.to ?? '')
      await sendMail({
        to,
        subject: String(message.subject ?? ''),
        text: String(message.text ?? ''),
        html: String(message.html ?? message.text ?? ''),
      })
    },
  }
}
