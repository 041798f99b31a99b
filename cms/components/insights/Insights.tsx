'use client'
/**
 * The Insights view's page (cms/components/insights/InsightsView.tsx renders it): the period and the
 * country at the top, then what GET /cms-api/insights answers (cms/insights/types.ts), section by
 * section, every chart with its plain table and every table with its CSV. The choice is kept in the
 * address, so a reload or a shared link shows the same figures.
 */
import { Button, SetStepNav, useConfig } from '@payloadcms/ui'
import { useEffect, useState } from 'react'
import { localizedCountries } from '../../../src/contract/countryNames'
import { siteLocaleOf } from '../../i18n/cldrNames'
import { MIN_PEOPLE, PERIODS, type InsightsAnswer, type Period } from '../../insights/types'
import { useAdminText } from '../useAdminText'
import { MembersSection } from './MembersSection'
import { PalatesSection } from './PalatesSection'
import { choiceParams, MAX_DAYS, rangeOf, today, validRange, type Choice } from './period'
import { ScansSection } from './ScansSection'
import type { SectionProps } from './section'
import { INSIGHTS_CSS } from './styles'
import { useInsightsFormat } from './useInsightsFormat'
import { VisitsSection } from './VisitsSection'
import { WinesSection } from './WinesSection'

/** Nothing at all happened in the period: no visit, rating, passport, scan or sign-up. */
function isEmpty(a: InsightsAnswer): boolean {
  return (
    a.visits.totals.sessions === 0 &&
    a.wines.every((w) => w.ratings === 0 && w.raters === 0 && !w.passportAdds && !w.scans.hub && !w.scans.label) &&
    a.scansPerDay.every((d) => d.hub === 0 && d.label === 0) &&
    a.members.signUpsPerWeek.length === 0
  )
}

type Loaded = { key: string; data: InsightsAnswer }
type Failed = { key: string; message: string }

/** The key of an answer's own query, as the view makes it for the choice it asks for. */
const keyOf = (q: InsightsAnswer['query'], attempt: number) =>
  `${new URLSearchParams({ from: q.from, to: q.to, ...(q.country ? { country: q.country } : {}) })}#${attempt}`

export function Insights({
  initial,
  first,
}: {
  initial: Choice
  /** The figures for `initial`, worked out with the page (InsightsView.tsx), or null. */
  first: InsightsAnswer | null
}) {
  const text = useAdminText()
  const { config } = useConfig()
  const [choice, setChoice] = useState<Choice>(initial)
  const [attempt, setAttempt] = useState(0)
  const [loaded, setLoaded] = useState<Loaded | null>(first && { key: keyOf(first.query, 0), data: first })
  const [failed, setFailed] = useState<Failed | null>(null)
  const [countries, setCountries] = useState<string[]>(first?.countries ?? [])
  const f = useInsightsFormat(loaded?.data.minPeople ?? MIN_PEOPLE)

  const range = rangeOf(choice, today())
  const valid = validRange(range.from, range.to)
  const query = new URLSearchParams({ ...range, ...(choice.country ? { country: choice.country } : {}) }).toString()
  const key = `${query}#${attempt}`
  const url = `${config.serverURL ?? ''}${config.routes.api}/insights?${query}`
  const loadedKey = loaded?.key

  useEffect(() => {
    // Asked when the choice changes, not for the figures the page came with.
    if (!valid || loadedKey === key) return
    const ask = new AbortController()
    const load = async () => {
      const res = await fetch(url, { credentials: 'include', signal: ask.signal })
      const body = (await res.json().catch(() => null)) as (InsightsAnswer & { message?: string }) | null
      if (!res.ok || !body)
        throw new Error(body?.message ? `${res.status}: ${body.message.replace(/\.$/, '')}` : `HTTP ${res.status}`)
      return body
    }
    load().then(
      (data) => {
        setLoaded({ key, data })
        setCountries(data.countries)
      },
      (e: unknown) => {
        if (!ask.signal.aborted) setFailed({ key, message: e instanceof Error ? e.message : String(e) })
      },
    )
    return () => ask.abort()
  }, [url, key, valid, loadedKey])

  // The choice in the address, as the page reads it back (period.ts choiceFromParams).
  useEffect(() => {
    window.history.replaceState(window.history.state, '', `${window.location.pathname}?${choiceParams(choice)}`)
  }, [choice])

  const loading = valid && loaded?.key !== key && failed?.key !== key
  const error = valid && failed?.key === key ? failed.message : null
  const data = loaded?.data
  const minPeople = data?.minPeople ?? MIN_PEOPLE
  const periodLabels: Record<Period, string> = {
    '7d': text('Last 7 days'),
    '30d': text('Last 30 days'),
    '12m': text('Last 12 months'),
    custom: text('Custom period'),
  }
  // Every country first ('' is all of them), then the countries served and any the address asks for.
  const countryOptions = [
    { code: '', name: text('All countries') },
    ...localizedCountries(
      choice.country && !countries.includes(choice.country) ? [...countries, choice.country] : countries,
      siteLocaleOf(f.lang),
    ),
  ]

  const pickPeriod = (period: Period) =>
    setChoice((c) => (period === 'custom' ? { ...c, ...rangeOf(c, today()), period } : { ...c, period }))

  return (
    <div className="ins" data-testid="insights">
      <style>{INSIGHTS_CSS}</style>
      <SetStepNav nav={[{ label: text('Insights') }]} />
      <div className="ins__head">
        <div>
          <h1>{text('Insights')}</h1>
          <p className="ins__note">
            {text('Only aggregates are shown, never a person: cells counting fewer than {{min}} people are hidden.', {
              min: minPeople,
            })}
          </p>
          {data?.rolledUpAt && (
            <p className="ins__note">{text('Figures as of {{time}}.', { time: f.time(data.rolledUpAt) })}</p>
          )}
        </div>
        <div className="ins__controls">
          <label className="ins__field">
            <span>{text('Period')}</span>
            <select
              data-testid="insights-period"
              value={choice.period}
              onChange={(e) => pickPeriod(e.target.value as Period)}
            >
              {PERIODS.map((p) => (
                <option key={p} value={p}>
                  {periodLabels[p]}
                </option>
              ))}
            </select>
          </label>
          {choice.period === 'custom' && (
            <>
              <DateField
                label={text('First day')}
                end="from"
                value={choice.from}
                max={choice.to || today()}
                invalid={!valid}
                onChange={(from) => setChoice((c) => ({ ...c, from }))}
              />
              <DateField
                label={text('Last day')}
                end="to"
                value={choice.to}
                min={choice.from}
                max={today()}
                invalid={!valid}
                onChange={(to) => setChoice((c) => ({ ...c, to }))}
              />
            </>
          )}
          <label className="ins__field">
            <span>{text('Country')}</span>
            <select
              data-testid="insights-country"
              value={choice.country ?? ''}
              onChange={(e) => setChoice((c) => ({ ...c, country: e.target.value || null }))}
            >
              {countryOptions.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
        </div>
      </div>

      <p className="ins__status" role="status" data-testid="insights-loading">
        {loading ? text('Loading the figures…') : ''}
      </p>
      {!valid && (
        <p className="ins__alert" role="alert">
          {text('Choose a first day no later than the last day, at most {{days}} days before it.', { days: MAX_DAYS })}
        </p>
      )}

      {error && (
        <div className="ins__card ins__error ins__notice" role="alert" data-testid="insights-error">
          <p>{text('The figures could not be loaded ({{error}}).', { error })}</p>
          <Button buttonStyle="secondary" size="small" margin={false} onClick={() => setAttempt((n) => n + 1)}>
            {text('Try again')}
          </Button>
        </div>
      )}

      {!data && !error && valid && <Skeleton />}

      {data && !error && (
        <div className="ins__body" aria-busy={loading}>
          {isEmpty(data) && (
            <div className="ins__card ins__notice" data-testid="insights-empty">
              {text('Nothing was recorded in this period.')}
            </div>
          )}
          <Sections data={data} f={f} />
        </div>
      )}
    </div>
  )
}

function Sections(props: Omit<SectionProps, 'period'>) {
  const section = {
    ...props,
    period: { from: props.data.query.from, to: props.data.query.to, country: props.data.query.country },
  }
  return (
    <>
      <VisitsSection {...section} />
      <WinesSection {...section} />
      <PalatesSection {...section} />
      <ScansSection {...section} />
      <MembersSection {...section} />
    </>
  )
}

/** While the first answer is on its way: the page's shape in grey. */
function Skeleton() {
  const cards = (n: number, height: number) =>
    Array.from({ length: n }, (_, i) => (
      <div key={i} className="ins__card">
        <div className="ins__skeleton" style={{ height }} />
      </div>
    ))
  return (
    <div className="ins__body" aria-hidden="true" data-testid="insights-skeleton">
      <div className="ins__tiles">{cards(3, 56)}</div>
      {cards(1, 240)}
      <div className="ins__grid">{cards(3, 140)}</div>
    </div>
  )
}

/** One end of a custom period: a required date, between `min` and `max`. */
function DateField(p: {
  label: string
  end: 'from' | 'to'
  value: string
  min?: string
  max: string
  invalid: boolean
  onChange: (day: string) => void
}) {
  return (
    <label className="ins__field">
      <span>{p.label}</span>
      <input
        type="date"
        data-testid={`insights-${p.end}`}
        value={p.value}
        min={p.min}
        max={p.max}
        required
        aria-invalid={p.invalid}
        onChange={(e) => p.onChange(e.target.value)}
      />
    </label>
  )
}
