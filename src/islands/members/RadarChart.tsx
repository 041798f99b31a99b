/**
 * One radar chart (chart.js, from ./radarChartjs). The canvas is an image whose name
 * reads the values; the same values sit in a table under "Values" for everyone. A chart off screen is drawn
 * when it first comes near (`visible`): a member with twenty rated wines does not wait for twenty charts.
 */
import { useEffect, useEffectEvent, useRef, useState } from 'react'
import type { Chart, ChartDataset } from 'chart.js'

/** chart.js, fetched once when a first chart is drawn (or earlier, by preloadCharts). */
let chartjs: Promise<typeof import('./radarChartjs')> | undefined
export const preloadCharts = () => (chartjs ??= import('./radarChartjs'))

export type Series = { label: string; values: number[]; border: string; fill: string }

export default function RadarChart({
  axes,
  series,
  name,
  valuesLabel,
  axisLabel,
  visible = true,
}: {
  axes: string[]
  series: Series[]
  name: string
  valuesLabel: string
  axisLabel: string
  visible?: boolean
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null)
  // Once drawn, a chart stays: swiping back shows it at once.
  const [drawn, setDrawn] = useState(visible)
  if (visible && !drawn) setDrawn(true)
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
    if (!drawn || !canvasRef.current) return
    const canvas = canvasRef.current
    let chart: Chart<'radar', number[], string> | undefined
    let timer: ReturnType<typeof setTimeout> | undefined
    let gone = false
    // Each chart in a task of its own, after the page's render: no one long task for the whole carousel.
    void preloadCharts().then(
      ({ makeChart }) => {
        if (gone) return
        timer = setTimeout(() => {
          chart = makeChart(canvas, data())
          chartRef.current = chart
        })
      },
      () => {
        /* offline: no drawing; the values stay readable in the table */
      },
    )
    return () => {
      gone = true
      clearTimeout(timer)
      chart?.destroy()
      chartRef.current = null
    }
  }, [axesKey, drawn])

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
