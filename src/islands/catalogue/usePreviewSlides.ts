/**
 * Where the viewer's slides come from: the build's, or for staff a draft's loaded from the preview
 * API (a draft wine with `?wine=`, a draft food on /pair with `?food=`); and where closing goes back to.
 */
import { useEffect, useState } from 'react'
import type { Locale } from '../../contract/locales'
import { preview } from '../../lib/catalogue/calls'
import { aspectTitles, baseSlides, foodSlide, type ContentSlide, type ViewerKind } from '../../lib/catalogue/slides'
import { viewerSource, type ViewerStrings, type ViewerWine } from '../../lib/catalogue/viewer'
import { followAdmin } from '../../lib/livePreview'

/** none: the build's slides; otherwise a preview loading, shown, or not found. */
export type PreviewState = 'none' | 'loading' | 'ok' | 'missing'

type Options = { kind: ViewerKind; locale: Locale; wine: ViewerWine; slides: ContentSlide[]; strings: ViewerStrings }

export function usePreviewSlides({ kind, locale, wine, slides, strings }: Options) {
  const [base, setBase] = useState<ContentSlide[]>(slides)
  const [state, setState] = useState<PreviewState>('none')
  const [hubHref, setHubHref] = useState(`/explore/${wine.slug}`)
  const [wineName, setWineName] = useState(wine.name)

  useEffect(() => {
    const source = viewerSource(location.pathname, location.search, wine.slug, kind)
    setHubHref(source.hub)
    const load = () => {
      if (source.draft)
        void preview('wines', source.draft, locale).then((item) => {
          const built = item ? baseSlides(item, kind, locale, aspectTitles(strings)) : []
          if (item) setWineName(item.name)
          setBase(built)
          setState(built.length > 0 ? 'ok' : 'missing')
        })
      else if (source.food)
        void preview('foods', source.food, locale).then((item) => {
          setBase(item ? [foodSlide(item, locale)] : [])
          setState(item ? 'ok' : 'missing')
        })
    }
    if (!source.draft && !source.food) return
    setState('loading')
    load()
    // In the admin's live preview frame, the draft is loaded again after each save.
    followAdmin(load)
    // Once: the page's wine and language do not change while it is open, the strings are the build's.
  }, [kind, locale, wine.id, wine.slug, strings])

  return { base, state, hubHref, wineName }
}
