'use client'
/**
 * One chart of the Insights view (chart.js, tree-shaken: lines and bars only, as src/islands/members/
 * RadarChart.tsx registers only a radar's parts). The canvas is an image named by a summary; the same
 * values sit in the plain table beside it. Colours come from the admin's theme (Payload's CSS
 * variables), so the chart follows the light and the dark theme.
 */
import { useTheme } from '@payloadcms/ui'
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Filler,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
  type Plugin,
} from 'chart.js'
import { useEffect, useEffectEvent, useRef } from 'react'

Chart.register(
  LineController,
  LineElement,
  PointElement,
  BarController,
  BarElement,
  CategoryScale,
  LinearScale,
  Filler,
  Tooltip,
)

/** Series colours, readable on Payload's light and dark backgrounds alike: the first for visits, the rest for wines. */
export const PALETTE = [
  '#2f74d0',
  '#c92a2a',
  '#e8590c',
  '#2b8a3e',
  '#7048e8',
  '#0c8599',
  '#8d5524',
  '#e64980',
  '#74b816',
  '#ae3ec9',
  '#f59f00',
  '#4263eb',
  '#868e96',
]
/** The colour of the palate charts' circles (the wines at a value). */
const ACCENT = '#a61e4d'

type Series = { label: string; data: (number | null)[]; color: string; fill?: boolean }
/** A circle with a short text over a category (how many wines sit at a palate value). */
type Badge = { at: number; text: string }

type Props = {
  type: 'line' | 'bar'
  labels: string[]
  series: Series[]
  /** What the chart shows, read out in place of the picture. */
  summary: string
  format: (n: number) => string
  height?: number
  yMin?: number
  yMax?: number
  badges?: Badge[]
  /** Written where a bar is hidden (a count of fewer than MIN_PEOPLE people), e.g. "<5"; a line marks such a point with a grey dot. */
  hiddenMark?: string
  /** The grey dot's name in the legend ("fewer than 5"), shown when a point is hidden. */
  hiddenLegend?: string
  legend?: boolean
}

const BADGE_RADIUS = 9

const alpha = (hex: string, a: number) => {
  const n = parseInt(hex.slice(1), 16)
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${a})`
}

/** Draws the hidden bars' mark at their foot and the badges in a strip above the bars. */
function overlay(
  type: 'bar' | 'line',
  badges: Badge[],
  hiddenMark: string | undefined,
  muted: string,
): Plugin<'bar' | 'line'> {
  return {
    id: 'insightsOverlay',
    afterDatasetsDraw(chart) {
      const { ctx, chartArea, scales } = chart
      const x = scales.x
      const y = scales.y
      ctx.save()
      ctx.textAlign = 'center'
      if (hiddenMark) {
        ctx.fillStyle = muted
        ctx.font = `11px ${Chart.defaults.font.family}`
        chart.data.datasets[0]?.data.forEach((v, i) => {
          if (v !== null) return
          if (type === 'bar') ctx.fillText(hiddenMark, x.getPixelForValue(i), y.getPixelForValue(0) - 4)
          else {
            ctx.beginPath()
            ctx.arc(x.getPixelForValue(i), y.getPixelForValue(0), 2.5, 0, Math.PI * 2)
            ctx.fill()
          }
        })
      }
      ctx.textBaseline = 'middle'
      ctx.font = `600 11px ${Chart.defaults.font.family}`
      for (const b of badges) {
        const cx = x.getPixelForValue(b.at)
        const cy = chartArea.top - BADGE_RADIUS - 4
        ctx.fillStyle = ACCENT
        ctx.beginPath()
        ctx.arc(cx, cy, BADGE_RADIUS, 0, Math.PI * 2)
        ctx.fill()
        ctx.fillStyle = '#fff'
        ctx.fillText(b.text, cx, cy + 0.5)
      }
      ctx.restore()
    },
  }
}

export function InsightsChart(p: Props) {
  const canvasRef = useRef<HTMLCanvasElement>(null)
  const { theme } = useTheme()
  const key = JSON.stringify([p.type, p.labels, p.series, p.badges, p.yMin, p.yMax, p.hiddenMark])

  const config = useEffectEvent((): ChartConfiguration<'bar' | 'line', (number | null)[], string> => {
    const style = getComputedStyle(document.documentElement)
    const css = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback
    const text = css('--theme-elevation-800', '#333')
    const grid = css('--theme-elevation-100', '#e6e6e6')
    const muted = css('--theme-elevation-500', '#888')
    Chart.defaults.font.family = css('--font-body', Chart.defaults.font.family ?? 'system-ui')
    Chart.defaults.color = text
    const many = p.labels.length > 45
    return {
      type: p.type,
      data: {
        labels: p.labels,
        datasets: p.series.map((s) => ({
          label: s.label,
          data: s.data,
          borderColor: s.color,
          backgroundColor: p.type === 'bar' ? alpha(s.color, 0.75) : alpha(s.color, 0.12),
          fill: p.type === 'line' && !!s.fill,
          borderWidth: 2,
          pointRadius: many ? 0 : 2.5,
          pointHoverRadius: 4,
          tension: 0.3,
          cubicInterpolationMode: 'monotone',
          spanGaps: false,
          borderRadius: p.type === 'bar' ? 3 : 0,
          maxBarThickness: 40,
        })),
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? false : { duration: 300 },
        layout: { padding: { top: p.badges?.length ? BADGE_RADIUS * 2 + 8 : 4 } },
        interaction: { mode: 'index', intersect: false },
        scales: {
          x: {
            // Room either side of the first and last point when there are few (and always for bars).
            offset: p.type === 'bar' || p.labels.length <= 12,
            grid: { display: false },
            border: { color: grid },
            ticks: { color: text, maxRotation: 0, autoSkip: true, maxTicksLimit: p.type === 'bar' ? 14 : 8 },
          },
          y: {
            min: p.yMin,
            max: p.yMax,
            beginAtZero: p.yMin === undefined,
            grid: { color: grid },
            border: { display: false },
            ticks: { color: text, precision: p.yMin === undefined ? 0 : 1, callback: (v) => p.format(Number(v)) },
          },
        },
        plugins: {
          tooltip: {
            callbacks: {
              label: (item) => `${item.dataset.label ?? ''}: ${item.raw === null ? '' : p.format(Number(item.raw))}`,
            },
          },
        },
      },
      plugins: [overlay(p.type, p.badges ?? [], p.hiddenMark, muted)],
    }
  })

  useEffect(() => {
    if (!canvasRef.current) return
    const chart = new Chart(canvasRef.current, config())
    return () => chart.destroy()
  }, [key, theme])

  const hidden = !!p.hiddenLegend && p.series.some((s) => s.data.includes(null))
  return (
    <figure className="ins__chart">
      <div style={{ position: 'relative', height: p.height ?? 240 }}>
        <canvas ref={canvasRef} role="img" aria-label={p.summary} />
      </div>
      {(p.legend ?? (p.series.length > 1 || hidden)) && (
        <figcaption className="ins__legend" aria-hidden="true">
          {p.series.map((s) => (
            <span key={s.label}>
              <i style={{ background: s.color }} />
              {s.label}
            </span>
          ))}
          {hidden && (
            <span>
              <i className="ins__legend-dot" />
              {p.hiddenLegend}
            </span>
          )}
        </figcaption>
      )}
    </figure>
  )
}
