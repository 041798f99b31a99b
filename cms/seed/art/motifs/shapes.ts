/**
 * The shapes the other motifs and the painters build with: smooth curves through points, organic
 * blobs, and the soft shadow an object casts where it stands.
 */
import { f3, n } from '../util'

/** A soft contact shadow: two flat ellipses read as one soft one under the grain. */
export function groundShadow(cx: number, cy: number, rx: number, ry: number, c: string, o: number): string {
  return (
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${c}" opacity="${f3(o * 0.5)}"/>` +
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx * 0.7)}" ry="${n(ry * 0.6)}" fill="${c}" opacity="${f3(o * 0.6)}"/>`
  )
}

/** A point in px (or in a motif's local units): x, y. */
export type Point = [number, number]

/** A smooth curve through points (Catmull-Rom as cubic Béziers), starting with M. */
export function smooth(pts: Point[]): string {
  let d = `M${n(pts[0][0])} ${n(pts[0][1])}`
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = pts[i - 1] ?? pts[i]
    const p1 = pts[i]
    const p2 = pts[i + 1]
    const p3 = pts[i + 2] ?? p2
    d += `C${n(p1[0] + (p2[0] - p0[0]) / 6)} ${n(p1[1] + (p2[1] - p0[1]) / 6)} ${n(p2[0] - (p3[0] - p1[0]) / 6)} ${n(p2[1] - (p3[1] - p1[1]) / 6)} ${n(p2[0])} ${n(p2[1])}`
  }
  return d
}

/** An organic closed shape around (x, y): a circle of radius r pushed in and out by up to `wobble`. */
export function blob(x: number, y: number, r: number, rand: () => number, wobble = 0.15, count = 9, sy = 1): string {
  const pts: Point[] = []
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2
    const k = 1 + (rand() - 0.5) * 2 * wobble
    pts.push([x + Math.cos(a) * r * k, y + Math.sin(a) * r * k * sy])
  }
  return closedSmooth(pts)
}

/** A smooth closed curve through points. */
function closedSmooth(pts: Point[]): string {
  const m = pts.length
  let d = `M${n(pts[0][0])} ${n(pts[0][1])}`
  for (let i = 0; i < m; i++) {
    const p0 = pts[(i - 1 + m) % m]
    const p1 = pts[i]
    const p2 = pts[(i + 1) % m]
    const p3 = pts[(i + 2) % m]
    d += `C${n(p1[0] + (p2[0] - p0[0]) / 6)} ${n(p1[1] + (p2[1] - p0[1]) / 6)} ${n(p2[0] - (p3[0] - p1[0]) / 6)} ${n(p2[1] - (p3[1] - p1[1]) / 6)} ${n(p2[0])} ${n(p2[1])}`
  }
  return d + 'Z'
}
