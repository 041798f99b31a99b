/*
 * The spec API (cms/api), mounted here so that one Next app serves it on the site's origin: every path
 * the Node server hands to Next that the admin and Payload's REST do not take (/api/*, /login,
 * /register, /sanctum/csrf-cookie, ...). The Hono app answers the declared ones and 404 the rest.
 */
export {
  handler as GET,
  handler as POST,
  handler as PUT,
  handler as PATCH,
  handler as DELETE,
  handler as OPTIONS,
} from '../../../api/next'
export const dynamic = 'force-dynamic'
