/**
 * /palate (spec §2, §4, §6): swipeable radar charts, 'my taste' first, then one per rated wine with the
 * member's taste over it (green, 0.4 opacity) behind a show/hide toggle that is locked for 1.5 s after
 * each press. Visitors see the temporary palate of the current wine when its colour, aroma and flavour
 * are all rated, and a sign-up button.
 */
import { useEffect, useMemo, useState } from 'react'
import { Swiper, SwiperSlide } from 'swiper/react'
import { A11y, Keyboard, Pagination } from 'swiper/modules'
import type { Swiper as SwiperType } from 'swiper'
import 'swiper/css'
import 'swiper/css/pagination'
import { PALATE_TOGGLE_LOCK_MS, PALATE_USER_COLOUR, TASTE_AXES } from '../../contract/constants'
import { api, type Palate as PalateData, type PalateMap } from '../../lib/members/calls'
import { palateSeen } from '../../lib/members/sync'
import type { Locale } from '../../contract/locales'
import { OfflineNote } from './sync'
import { fill } from '../../contract/format'
import { completeCaf, readCafRatings } from '../../lib/members/localRatings'
import { currentWineSlug } from '../../lib/cookies'
import { pressToggle, toggleLocked } from '../../lib/members/timing'
import RadarChart, { preloadCharts, type Series } from './RadarChart'
import { useGuard, type Strings } from './ui'
import { Loading } from './cards'
import { PALATE_WINE_SERIES } from '../../contract/brand'
import type { MatchCandidate } from '../../lib/members/wines'
import BestMatch from './BestMatch'
import TasteQuiz from './TasteQuiz'

const USER_BORDER = 'rgb(46, 160, 67)'
const alpha = (hex: string, a: number) => {
  const n = parseInt(hex.slice(1), 16)
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${a})`
}

type State =
  | { kind: 'loading' }
  | { kind: 'none' }
  | { kind: 'failed' }
  | { kind: 'ready'; palate: PalateData; temporary: boolean; offlineSince: number | null }

/** Axis keys in the theme's order first, then any others the server sent. */
function axisKeys(p: PalateData): string[] {
  const seen = new Set<string>([
    ...Object.keys(p.user_palate),
    ...Object.values(p.wine_palates).flatMap((m) => Object.keys(m)),
  ])
  return [
    ...TASTE_AXES.filter((a) => seen.has(a)),
    ...[...seen].filter((a) => !(TASTE_AXES as readonly string[]).includes(a)),
  ]
}

function WineSlide({
  s,
  name,
  axes,
  labels,
  wine,
  user,
  colour,
  visible,
}: {
  s: Strings
  name: string
  axes: string[]
  labels: string[]
  wine: PalateMap
  user: PalateMap | null
  colour: string
  visible: boolean
}) {
  const [state, setState] = useState<{ shown: boolean; lastPressAt: number | null }>({ shown: true, lastPressAt: null })
  const [, tick] = useState(0)
  const locked = toggleLocked(state.lastPressAt, Date.now())

  useEffect(() => {
    if (state.lastPressAt === null) return
    const timer = setTimeout(() => tick((n) => n + 1), PALATE_TOGGLE_LOCK_MS)
    return () => clearTimeout(timer)
  }, [state.lastPressAt])

  const series: Series[] = [
    { label: name, values: axes.map((a) => wine[a] ?? 0), border: colour, fill: alpha(colour, 0.25) },
  ]
  if (user && state.shown)
    series.push({
      label: s['palate.you'],
      values: axes.map((a) => user[a] ?? 0),
      border: USER_BORDER,
      fill: PALATE_USER_COLOUR,
    })

  return (
    <div className="m-slide">
      <h2 className="m-slide-title">{name}</h2>
      <RadarChart
        axes={labels}
        series={series}
        name={fill(s['palate.chart'], { name })}
        valuesLabel={s['palate.values']}
        axisLabel={s['palate.axis']}
        visible={visible}
      />
      {user && (
        <button
          type="button"
          className="button secondary m-toggle"
          aria-pressed={state.shown}
          aria-disabled={locked || undefined}
          data-testid="taste-toggle"
          onClick={() => {
            const next = pressToggle(state, Date.now())
            if (next.accepted) setState({ shown: next.shown, lastPressAt: next.lastPressAt })
          }}
        >
          {state.shown ? s['palate.hide'] : s['palate.show']}
        </button>
      )}
    </div>
  )
}

export default function Palate({
  s,
  locale,
  wines,
  candidates,
}: {
  s: Strings
  locale: Locale
  wines: Record<string, string>
  candidates: MatchCandidate[]
}) {
  const user = useGuard('any')
  const [state, setState] = useState<State>({ kind: 'loading' })
  const [swiper, setSwiper] = useState<SwiperType | null>(null)
  const [index, setIndex] = useState(0)

  useEffect(() => {
    if (user === undefined) return
    let alive = true
    const done = (next: State) => alive && setState(next)
    if (user) {
      void preloadCharts().catch(() => {}) // alongside the member's palate, not after it
      palateSeen(user).then(
        ({ value, offlineSince }) => done({ kind: 'ready', palate: value, temporary: false, offlineSince }),
        () => done({ kind: 'failed' }),
      )
    } else {
      const slug = currentWineSlug()
      const wineId = slug ? wines[slug] : undefined
      const r = wineId ? readCafRatings(wineId) : null
      if (!wineId || !r || !completeCaf(r)) done({ kind: 'none' })
      else {
        void preloadCharts().catch(() => {})
        api.palatesTemp({ wine_id: wineId, colour: r.colour, aroma: r.aroma, flavour: r.flavour }).then(
          (palate) => done({ kind: 'ready', palate, temporary: true, offlineSince: null }),
          () => done({ kind: 'failed' }),
        )
      }
    }
    return () => {
      alive = false
    }
  }, [user, wines])

  const slides = useMemo(() => {
    if (state.kind !== 'ready') return null
    const p = state.palate
    const axes = axisKeys(p)
    const labels = axes.map((a) => s[`palate.axes.${a}`] ?? a)
    const hasUser = Object.keys(p.user_palate).length > 0
    const wineNames = Object.keys(p.wine_palates)
    if (!hasUser && wineNames.length === 0) return []
    return [
      ...(hasUser ? [{ key: 'me', kind: 'me' as const, name: s['palate.myTaste'] }] : []),
      ...wineNames.map((name, i) => ({
        key: `w-${name}`,
        kind: 'wine' as const,
        name,
        colour: PALATE_WINE_SERIES[i % PALATE_WINE_SERIES.length],
      })),
    ].map((slide) => ({ ...slide, axes, labels, palate: p, hasUser }))
  }, [state, s])

  const signUp = user === null && (
    <div className="m-cta">
      <a className="button" href="/signUp">
        {s['palate.signUp']}
      </a>
    </div>
  )

  if (state.kind === 'loading') return <Loading label={s['common.loading']} height={460} />
  // A failed load stops the loading indicator and shows nothing else (spec §8).
  if (state.kind === 'failed') return <>{signUp}</>
  if (state.kind === 'none' || !slides || slides.length === 0) {
    return (
      <div className="m-empty">
        <p className="m-strong">{s['palate.empty']}</p>
        <p>{s['palate.emptyText']}</p>
        {user && <TasteQuiz s={s} member={user} candidates={candidates} />}
        {user ? (
          <a className="button" href="/explore">
            {s['passport.explore']}
          </a>
        ) : (
          signUp
        )}
      </div>
    )
  }

  return (
    <div className="m-palate">
      <OfflineNote s={s} locale={locale} since={state.offlineSince} />
      <BestMatch s={s} palate={state.palate} candidates={candidates} />
      {state.temporary && (
        <div className="m-note m-invite">
          <p>{s['palate.anonIntro']}</p>
          <a className="button" href="/signUp">
            {s['palate.signUp']}
          </a>
        </div>
      )}
      <Swiper
        modules={[A11y, Keyboard, Pagination]}
        onSwiper={setSwiper}
        onSlideChange={(sw) => setIndex(sw.activeIndex)}
        keyboard={{ enabled: true, onlyInViewport: true }}
        pagination={{ clickable: true }}
        a11y={{
          enabled: true,
          prevSlideMessage: s['palate.prev'],
          nextSlideMessage: s['palate.next'],
          slideLabelMessage: fill(s['palate.slide'], { n: '{{index}}', total: '{{slidesLength}}' }),
          paginationBulletMessage: fill(s['palate.goTo'], { n: '{{index}}' }),
        }}
        spaceBetween={24}
        autoHeight={false}
      >
        {slides.map((slide, i) => (
          <SwiperSlide key={slide.key}>
            {slide.kind === 'me' ? (
              <div className="m-slide">
                <h2 className="m-slide-title">{slide.name}</h2>
                <RadarChart
                  axes={slide.labels}
                  series={[
                    {
                      label: s['palate.you'],
                      values: slide.axes.map((a) => slide.palate.user_palate[a] ?? 0),
                      border: USER_BORDER,
                      fill: PALATE_USER_COLOUR,
                    },
                  ]}
                  name={fill(s['palate.chart'], { name: slide.name })}
                  valuesLabel={s['palate.values']}
                  axisLabel={s['palate.axis']}
                  visible={Math.abs(i - index) <= 1}
                />
              </div>
            ) : (
              <WineSlide
                s={s}
                name={slide.name}
                axes={slide.axes}
                labels={slide.labels}
                wine={slide.palate.wine_palates[slide.name]}
                user={slide.hasUser ? slide.palate.user_palate : null}
                colour={slide.colour}
                visible={Math.abs(i - index) <= 1}
              />
            )}
          </SwiperSlide>
        ))}
      </Swiper>
      {slides.length > 1 && (
        <div className="m-swipe-nav">
          <button
            type="button"
            className="m-icon-button"
            onClick={() => swiper?.slidePrev()}
            disabled={index === 0}
            aria-label={s['palate.prev']}
          >
            ‹
          </button>
          <span aria-live="polite">{fill(s['palate.slide'], { n: index + 1, total: slides.length })}</span>
          <button
            type="button"
            className="m-icon-button"
            onClick={() => swiper?.slideNext()}
            disabled={index === slides.length - 1}
            aria-label={s['palate.next']}
          >
            ›
          </button>
        </div>
      )}
      {!state.temporary && signUp}
    </div>
  )
}
