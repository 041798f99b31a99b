'use client'
import { useDocumentInfo, useModal } from '@payloadcms/ui'
import { useEffect } from 'react'

/**
 * Beside the controls of every scheduled document, nothing to see: Payload's Schedule Publish drawer
 * comes preset to "Unpublish" whenever the document has no newer draft, a draft never published among
 * them (its second opening did). A document that is not on the site can only be scheduled to go on it,
 * so there the drawer opens on "Publish"; on a live one Payload's preset (Unpublish) stands.
 */
export function ScheduleDefault() {
  const { id, hasPublishedDoc } = useDocumentInfo()
  const { isModalOpen } = useModal()
  const drawer = `schedule-publish-${id}`
  const open = id !== undefined && isModalOpen(drawer)

  useEffect(() => {
    if (!open || hasPublishedDoc) return
    // Once per opening, as the drawer appears (before anyone can click in it): its radios are in the
    // page in the same render as the open state, or within a few frames.
    let frame = 0
    let tries = 0
    const preset = () => {
      const publish = document.getElementById(`field-${drawer}-type-publish`)
      const unpublish = document.getElementById(`field-${drawer}-type-unpublish`)
      if (publish instanceof HTMLInputElement && unpublish instanceof HTMLInputElement) {
        if (unpublish.checked) publish.click()
      } else if (++tries < 10) frame = requestAnimationFrame(preset)
    }
    preset()
    return () => cancelAnimationFrame(frame)
  }, [open, hasPublishedDoc, drawer])

  return null
}
