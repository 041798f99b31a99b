/* The spec API (cms/api), mounted here so that one Next app serves it on the site's origin. */
export {
  handler as GET,
  handler as POST,
  handler as PUT,
  handler as PATCH,
  handler as DELETE,
  handler as OPTIONS,
} from '../../../../api/next'
export const dynamic = 'force-dynamic'
