/**
 * The closing slides after a wine's own: rate it (and, on caf, its colour, aroma and flavour), the
 * rating site, join (visitors) or thanks (members).
 */
import type { ReactNode } from 'react'
import { STARS } from '../../contract/constants'
import { fill } from '../../contract/format'
import type { ContentSlide, RateSlide, Slide } from '../../lib/catalogue/slides'
import { rateQuestion, type RateAspect, type ViewerStrings, type ViewerWine } from '../../lib/catalogue/viewer'

type Props = {
  slide: Exclude<Slide, ContentSlide>
  wine: ViewerWine
  strings: ViewerStrings
  rating: number
  status: string
  onRate: (aspect: RateAspect, stars: number, slideId: string) => void
}

export function ClosingView({ slide, wine, strings, rating, status, onRate }: Props) {
  const bottle = wine.image && (
    <img
      className="sv-bottle"
      src={wine.image.src}
      srcSet={wine.image.srcset || undefined}
      sizes="160px"
      width={wine.image.width ?? undefined}
      height={wine.image.height ?? undefined}
      alt=""
      draggable={false}
    />
  )
  switch (slide.type) {
    case 'rate':
      return (
        <RateView
          slide={slide}
          wineName={wine.name}
          bottle={bottle}
          strings={strings}
          rating={rating}
          status={status}
          onRate={onRate}
        />
      )
    case 'ratingSite':
      return (
        <Panel testId="rating-site" top={bottle} title={strings.ratingSiteTitle} text={strings.ratingSiteText}>
          <a className="sv-btn" href={slide.url} target="_blank" rel="noopener noreferrer">
            {strings.ratingSiteButton}
            <span className="sv-sr"> ({strings.newTab})</span>
          </a>
        </Panel>
      )
    case 'join':
      return (
        <Panel testId="join" top={<JoinMark />} eyebrow={wine.name} title={strings.joinTitle} text={strings.joinText}>
          <a className="sv-btn" href="/signUp">
            {strings.joinButton}
          </a>
        </Panel>
      )
    case 'thanks':
      return (
        <Panel testId="thanks" top={bottle} title={strings.thanksTitle} text={strings.thanksText}>
          <a className="sv-btn" href="/palate">
            {strings.thanksButton}
          </a>
        </Panel>
      )
  }
}

type PanelProps = { testId: string; top: ReactNode; eyebrow?: string; title: string; text: string; children: ReactNode }

/** A closing slide's panel: a picture, a title, a text and its one action. */
function Panel({ testId, top, eyebrow, title, text, children }: PanelProps) {
  return (
    <div className="sv-panel" data-testid={testId}>
      {top}
      {eyebrow && <p className="sv-eyebrow">{eyebrow}</p>}
      <h2 className="sv-h">{title}</h2>
      <p className="sv-p">{text}</p>
      {children}
    </div>
  )
}

function JoinMark() {
  return (
    <svg className="sv-mark" viewBox="0 0 64 64" width="64" height="64" aria-hidden="true">
      <path d="M32 4l5 23 23 5-23 5-5 23-5-23-23-5 23-5z" fill="currentColor" />
      <circle cx="32" cy="32" r="27" fill="none" stroke="currentColor" strokeOpacity=".45" strokeWidth="1.5" />
    </svg>
  )
}

type RateProps = Omit<Props, 'slide' | 'wine'> & { slide: RateSlide; wineName: string; bottle: ReactNode }

/** One question, five stars: each tap saves (see useMemberRatings). */
function RateView({ slide, wineName, bottle, strings, rating, status, onRate }: RateProps) {
  const question = `q-${slide.id}`
  return (
    <div className="sv-panel" data-testid={`rate-${slide.aspect}`}>
      {bottle}
      <p className="sv-eyebrow">{wineName}</p>
      <h2 className="sv-h" id={question}>
        {rateQuestion(slide.aspect, strings)}
      </h2>
      <div className="sv-stars" role="group" aria-labelledby={question} data-rating={rating}>
        {Array.from({ length: STARS }, (_, i) => i + 1).map((n) => (
          <button
            key={n}
            type="button"
            className={`sv-star${n <= rating ? ' on' : ''}`}
            aria-pressed={n <= rating}
            aria-label={fill(strings.stars, { n })}
            onClick={() => onRate(slide.aspect, n, slide.id)}
          >
            <svg viewBox="0 0 24 24" width="36" height="36" aria-hidden="true">
              <path d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z" />
            </svg>
          </button>
        ))}
      </div>
      <p className="sv-status" role="status">
        {status}
      </p>
    </div>
  )
}
