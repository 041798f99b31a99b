'use client'
import { Button, ConfirmationModal, toast, useModal } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { fill } from '../../../src/contract/format'
import type { RestoreTexts } from './restoreTexts'

/**
 * A version's two ways back, side by side, each confirmed in words that say what happens: as a draft
 * (the site unchanged) or published at once. Payload's REST restore (POST …/versions/:id, ?draft=true
 * for a draft); then the form, where the status says what the site shows.
 */
export function RestoreButtons(p: {
  collection: string
  versionId: string
  docPath: string
  apiRoute: string
  texts: RestoreTexts
}) {
  const { openModal } = useModal()
  const router = useRouter()
  const t = p.texts
  const slug = (publish: boolean) => `restore-${publish ? 'publish' : 'draft'}-${p.versionId}`

  const restore = async (publish: boolean) => {
    const res = await fetch(`${p.apiRoute}/${p.collection}/versions/${p.versionId}${publish ? '' : '?draft=true'}`, {
      method: 'POST',
      credentials: 'include',
    }).catch(() => null)
    if (!res?.ok) {
      const body = (await res?.json().catch(() => null)) as { errors?: { message?: string }[] } | null
      toast.error(fill(t.failed, { error: body?.errors?.[0]?.message ?? String(res?.status ?? '') }))
      return
    }
    toast.success(publish ? t.restoredLive : t.restoredDraft)
    router.push(p.docPath)
  }

  return (
    <span style={{ display: 'inline-flex', gap: 8, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
      <Button buttonStyle="secondary" size="small" margin={false} onClick={() => openModal(slug(false))}>
        {t.asDraft}
      </Button>
      <Button buttonStyle="primary" size="small" margin={false} onClick={() => openModal(slug(true))}>
        {t.andPublish}
      </Button>
      <ConfirmationModal
        modalSlug={slug(false)}
        heading={t.asDraftTitle}
        body={t.asDraftBody}
        confirmLabel={t.asDraft}
        cancelLabel={t.cancel}
        onConfirm={() => restore(false)}
      />
      <ConfirmationModal
        modalSlug={slug(true)}
        heading={t.publishTitle}
        body={t.publishBody}
        confirmLabel={t.andPublish}
        cancelLabel={t.cancel}
        onConfirm={() => restore(true)}
      />
    </span>
  )
}
