/** A content slide: its picture or video, and its title and text where the editor placed them, with 'see more'. */
import { LineIcon } from '../LineIcon'
import type { CSSProperties } from 'react'
import type { ContentSlide } from '../../lib/catalogue/slides'
import { SlideMedia, type MediaEvents } from './SlideMedia'

type Props = MediaEvents & { slide: ContentSlide; eager: boolean; seeMore: string; onMore: () => void }

export function ContentView({ slide, eager, seeMore, onMore, ...events }: Props) {
  const box: CSSProperties = { color: slide.color, background: slide.background ?? undefined }
  return (
    <>
      {slide.media ? (
        <SlideMedia media={slide.media} eager={eager} {...events} />
      ) : (
        <div className="sv-media sv-blank" />
      )}
      {(slide.title || slide.text) && (
        <div
          className={`sv-text sv-at-${slide.position}${slide.scrim ? ' sv-scrim' : ''}`}
          style={box}
          data-testid="slide-text"
          data-position={slide.position}
        >
          {slide.title && (
            <h2 className="sv-h" lang={slide.titleLang}>
              {slide.title}
            </h2>
          )}
          {slide.text && (
            <p className="sv-p" lang={slide.textLang}>
              {slide.text}
            </p>
          )}
          {slide.text && (
            <button type="button" className="sv-more" onClick={onMore} style={{ color: slide.color }}>
              <LineIcon d="M6 15l6-6 6 6" size={16} strokeWidth={2.2} />
              {seeMore}
            </button>
          )}
        </div>
      )}
    </>
  )
}
