/**
 * One radar chart (chart.js, tree-shaken: only what a radar needs). The canvas is an image whose name
 * reads the values; the same values sit in a table under "Values" for everyone.
 */
import { useEffect, useEffectEvent, useRef } from 'react'
import {
  Chart,
  Filler,
  LineElement,
  PointElement,
  RadarController,
  RadialLinearScale,
  Tooltip,
  type ChartDataset,
} from 'chart.js'
import { PALATE_MAX, PALATE_MIN } from '../../contract/constants'

Chart.register(RadarController, RadialLinearScale, PointElement, LineElement, Filler, Tooltip)

export type Series = { label: string; values: number[]; border: string; fill: string }

export default function RadarChart({
  axes,
  series,
  name,
  valuesLabel,
  axisLabel,
}: {
  axes: string[]
  series: Series[]
  name: string
  valuesLabel: string
  axisLabel: string
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null)
  const chartRef = useRef<Chart<'radar', number[], string> | null>(null)

  const datasets: ChartDataset<'radar', number[]>[] = series.map((s) => ({
    label: s.label,
    data: s.values,
    borderColor: s.border,
    backgroundColor: s.fill,
    pointBackgroundColor: s.border,
    pointRadius: 3,
    borderWidth: 2,
    fill: true,
  }))
  // The chart is made once per set of axes and its data replaced when the values change: compared by content,
  // since the parent hands new arrays on every render.
  const axesKey = axes.join('|')
  const seriesKey = JSON.stringify(series)
  const data = useEffectEvent(() => ({ labels: axes, datasets }))

  useEffect(() => {
    if (!canvasRef.current) return
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
    // The theme's interface font (styles/theme.css), not chart.js's Helvetica.
    Chart.defaults.font.family =
      getComputedStyle(document.documentElement).getPropertyValue('--font-ui').trim() || Chart.defaults.font.family
    const chart = new Chart<'radar', number[], string>(canvasRef.current, {
      type: 'radar',
      data: data(),
      options: {
        responsive: true,
        maintainAspectRatio: true,
        aspectRatio: 1,
        animation: reduce ? false : { duration: 400 },
        scales: {
          r: {
            min: PALATE_MIN,
            max: PALATE_MAX,
            ticks: { stepSize: 1, display: false },
            grid: { color: 'rgba(31, 20, 24, 0.12)' },
            angleLines: { color: 'rgba(31, 20, 24, 0.12)' },
            pointLabels: { color: '#1f1418', font: { size: 13, weight: 600 } },
          },
        },
        plugins: { tooltip: { enabled: true } },
      },
    })
    chartRef.current = chart
    return () => {
      chart.destroy()
      chartRef.current = null
    }
  }, [axesKey])

  useEffect(() => {
    const chart = chartRef.current
    if (!chart) return
    chart.data.datasets = data().datasets
    chart.update()
  }, [seriesKey])

  const summary = `${name}: ${series.map((s) => `${s.label} (${axes.map((a, i) => `${a} ${s.values[i]}`).join(', ')})`).join('; ')}`
  return (
    <figure className="m-radar">
      <div className="m-radar-canvas">
        <canvas ref={canvasRef} role="img" aria-label={summary} />
      </div>
      <figcaption className="m-legend">
        {series.map((s) => (
          <span key={s.label} className="m-legend-item">
            <span className="m-swatch" style={{ background: s.fill, borderColor: s.border }} aria-hidden="true" />
            {s.label}
          </span>
        ))}
      </figcaption>
      <details className="m-values">
        <summary>{valuesLabel}</summary>
        <table>
          <caption className="visually-hidden">{name}</caption>
          <thead>
            <tr>
              <th scope="col">{axisLabel}</th>
              {series.map((s) => (
                <th scope="col" key={s.label}>
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {axes.map((a, i) => (
              <tr key={a}>
                <th scope="row">{a}</th>
                {series.map((s) => (
                  <td key={s.label}>{s.values[i]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  )
}
