/**
 * chart.js for the radar charts, tree-shaken to what a radar needs. Loaded on its own (RadarChart imports
 * it when a chart is first drawn): the page's content shows without waiting for it, and its evaluation
 * is not part of the island's first long task.
 */
import {
  Chart,
  Filler,
  LineElement,
  PointElement,
  RadarController,
  RadialLinearScale,
  Tooltip,
  type ChartData,
} from 'chart.js'
import { PALATE_MAX, PALATE_MIN } from '../../contract/constants'

Chart.register(RadarController, RadialLinearScale, PointElement, LineElement, Filler, Tooltip)

export function makeChart(canvas: HTMLCanvasElement, data: ChartData<'radar', number[], string>) {
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
  // The theme's interface font (styles/theme.css), not chart.js's Helvetica.
  Chart.defaults.font.family =
    getComputedStyle(document.documentElement).getPropertyValue('--font-ui').trim() || Chart.defaults.font.family
  return new Chart<'radar', number[], string>(canvas, {
    type: 'radar',
    data,
    options: {
      responsive: true,
      maintainAspectRatio: true,
      aspectRatio: 1,
      animation: reduce ? false : { duration: 400 },
      scales: {
        r: {
          min: PALATE_MIN,
          max: PALATE_MAX,
          // Hidden ticks still get labels; a plain one spares making an Intl.NumberFormat (tens of ms on a phone).
          ticks: { stepSize: 1, display: false, callback: String },
          grid: { color: 'rgba(31, 20, 24, 0.12)' },
          angleLines: { color: 'rgba(31, 20, 24, 0.12)' },
          pointLabels: { color: '#1f1418', font: { size: 13, weight: 600 } },
        },
      },
      plugins: { tooltip: { enabled: true } },
    },
  })
}
