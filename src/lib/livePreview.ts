/**
 * A staff preview shown in the admin's live preview (Payload `admin.livePreview`, payload.config.ts),
 * in its frame or in the window it opens: the page tells the admin it is ready (Payload's `ready()`;
 * the admin sends nothing before that), then loads the draft again after every save the admin reports
 * (Payload's document event: each autosave, Save draft, Publish), so the preview follows the form as
 * staff type. The admin and the site share one origin (the edge forwards /admin), and only the window
 * that holds the preview is heard.
 */
import { isDocumentEvent, ready } from '@payloadcms/live-preview'

export function followAdmin(reload: () => void): void {
  const admin: Window | null = window.opener ?? (window.parent === window ? null : window.parent)
  if (!admin) return
  addEventListener('message', (e: MessageEvent) => {
    if (e.source === admin && isDocumentEvent(e, location.origin)) reload()
  })
  ready({ serverURL: location.origin })
}
