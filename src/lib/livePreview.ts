/**
 * A staff preview shown in the admin's live preview frame (Payload `admin.livePreview`,
 * payload.config.ts): the page tells the admin it is ready (the admin sends nothing before that), then
 * loads the draft again after every save the admin reports (`payload-document-event`: each autosave,
 * Save draft, Publish), so the frame follows the form as staff type. The admin and the site share one
 * origin (the edge forwards /admin), and only the frame's own parent is heard.
 */
export function followAdmin(reload: () => void): void {
  if (window.parent === window) return
  addEventListener('message', (e: MessageEvent<{ type?: unknown } | null>) => {
    if (e.origin === location.origin && e.source === window.parent && e.data?.type === 'payload-document-event')
      reload()
  })
  window.parent.postMessage({ type: 'payload-live-preview', ready: true }, location.origin)
}
