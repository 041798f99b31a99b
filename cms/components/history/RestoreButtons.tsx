'use client'
import { Button, ConfirmationModal, toast, useModal } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useAdminText } from '../useAdminText'

/**
 * A version's two ways back, side by side, each confirmed in words that say what happens: as a draft
 * (the site unchanged) or published at once. Payload's REST restore (POST …/versions/:id, ?draft=true
 * for a draft); then the form, where the status says what the site shows.
 */
export function RestoreButtons(p: { collection: string; versionId: string; docPath: string; apiRoute: string }) {
  const { openModal } = useModal()
  const router = useRouter()
  const text = useAdminText()
  const slug = (publish: boolean) => `restore-${publish ? 'publish' : 'draft'}-${p.versionId}`

  const restore = async (publish: boolean) => {
    const res = await fetch(`${p.apiRoute}/${p.collection}/versions/${p.versionId}${publish ? '' : '?draft=true'}`, {
      method: 'POST',
      credentials: 'include',
    }).catch(() => null)
    if (!res?.ok) {
      const body = (await res?.json().catch(() => null)) as { errors?: { message?: string }[] } | null
      toast.error(
        text('Could not restore: {{error}}', { error: body?.errors?.[0]?.message ?? String(res?.status ?? '') }),
      )
      return
    }
    toast.success(publish ? text('Restored and published.') : text('Restored as a draft.'))
    router.push(p.docPath)
  }

  return (
    <span style={{ display: 'inline-flex', gap: 8, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
      <Button buttonStyle="secondary" size="small" margin={false} onClick={() => openModal(slug(false))}>
        {text('Restore as draft')}
      </Button>
      <Button buttonStyle="primary" size="small" margin={false} onClick={() => openModal(slug(true))}>
        {text('Restore and publish')}
      </Button>
      <ConfirmationModal
        modalSlug={slug(false)}
        heading={text('Restore this version as a draft?')}
        body={text('The form takes this version’s content as a draft. Visitors see nothing of it until you publish.')}
        confirmLabel={text('Restore as draft')}
        cancelLabel={text('Cancel')}
        onConfirm={() => restore(false)}
      />
      <ConfirmationModal
        modalSlug={slug(true)}
        heading={text('Restore and publish this version?')}
        body={text('It goes live at once: visitors see it within seconds, instead of what they see now.')}
        confirmLabel={text('Restore and publish')}
        cancelLabel={text('Cancel')}
        onConfirm={() => restore(true)}
      />
    </span>
  )
}
