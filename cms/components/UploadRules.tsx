'use client'
import type { UIFieldClientComponent, UIFieldClientProps } from 'payload'
import { useEffect, useState } from 'react'
import { useAdminText } from './useAdminText'

/** Set through `clientProps` in cms/collections/Media.ts: the server's own limits. */
type Limits = { maxBytes?: number; types?: string[] }

const PROGRAM =
  /x-msdownload|x-executable|x-elf|x-mach|x-dosexec|x-sh\b|x-msi|java-archive|portable-executable|x-apple-diskimage|\.(exe|msi|bat|cmd|sh|app|dmg|jar|apk)$/i
const DOCUMENT = /pdf|msword|officedocument|opendocument|rtf|^text\/|\.(pdf|docx?|xlsx?|pptx?|odt|rtf|txt)$/i

/**
 * In the media library's edit view (cms/collections/Media.ts): what an upload may be, said where staff
 * drop files, and a file that cannot be taken refused at once in the browser, before a byte is sent,
 * with the reason in their words. The server says the same if a file gets past (server/serve/node.ts,
 * cms/i18n/staffMessages.ts).
 */
export const UploadRules: UIFieldClientComponent = (props) => {
  const t = props as UIFieldClientProps & Limits
  const text = useAdminText()
  const [refused, setRefused] = useState<string | null>(null)
  const maxBytes = t.maxBytes ?? Infinity
  const types = t.types
  const limit = `${Math.round(maxBytes / (1024 * 1024))} MB`
  const accepted = 'JPEG, PNG, WebP, AVIF, SVG, MP4, WebM'

  useEffect(() => {
    const problem = (file: File): string | null => {
      if (file.size > maxBytes)
        return text('This file is larger than {{size}}, the most one upload can be. Make it smaller and try again.', {
          size: limit,
        })
      if (types?.length && !types.includes(file.type)) {
        const what = `${file.type} ${file.name}`
        return PROGRAM.test(what)
          ? text('This file is a program, not a picture or a video. Upload a picture or a video: {{types}}.', {
              types: accepted,
            })
          : DOCUMENT.test(what)
            ? text(
                'This file is a document, not a picture or a video. Save the picture from it as {{types}} and upload that.',
                { types: accepted },
              )
            : text('This kind of file cannot be shown on the site. Upload a picture or a video: {{types}}.', {
                types: accepted,
              })
      }
      return null
    }
    const check = (files: FileList | null | undefined, event: Event, input?: HTMLInputElement) => {
      const bad = [...(files ?? [])].map(problem).find(Boolean)
      setRefused(bad ?? null)
      if (!bad) return
      // Refused before Payload's own handlers see it: nothing is sent.
      event.preventDefault()
      event.stopImmediatePropagation()
      if (input) input.value = ''
    }
    const onChange = (e: Event) => {
      const input = e.target as HTMLInputElement
      if (input instanceof HTMLInputElement && input.type === 'file') check(input.files, e, input)
    }
    const onDrop = (e: DragEvent) => check(e.dataTransfer?.files, e)
    document.addEventListener('change', onChange, true)
    document.addEventListener('drop', onDrop, true)
    return () => {
      document.removeEventListener('change', onChange, true)
      document.removeEventListener('drop', onDrop, true)
    }
  }, [maxBytes, types, limit, text])

  return (
    <div data-testid="upload-rules" style={{ marginBottom: 'var(--spacing-field, 24px)' }}>
      <p style={{ margin: 0, color: 'var(--theme-elevation-650)' }}>
        {text(
          'Pictures or short videos ({{types}}), up to {{size}} each. Pictures are resized for phones; set the focal point so crops keep what matters.',
          { size: limit, types: accepted },
        )}
      </p>
      {refused && (
        <p
          role="alert"
          data-testid="upload-refused"
          style={{ margin: '8px 0 0', color: 'var(--theme-error-500)', fontWeight: 600 }}
        >
          {refused}
        </p>
      )}
    </div>
  )
}
