/** What bench/insights.ts runs and prints with: a child command, percentiles, numbers, a Markdown table. */
import { spawn } from 'node:child_process'

/** The nearest-rank percentile of `samples` (ms). */
function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]
}
export const p50p99 = (s: number[]) => ({ p50: percentile(s, 50), p99: percentile(s, 99) })
export const fmt = (n: number) => (n >= 100 ? n.toFixed(0) : n.toFixed(1))
export const count = (n: number | string) => Number(n).toLocaleString('en-US')

export type Row = { what: string; p50?: number; p99?: number; ms?: number; note?: string }

export function markdownTable(rows: Row[]): string {
  const cell = (n: number | undefined) => (n === undefined ? '' : fmt(n))
  return (
    '| what | p50 ms | p99 ms | ms | note |\n|---|---:|---:|---:|---|\n' +
    rows.map((r) => `| ${r.what} | ${cell(r.p50)} | ${cell(r.p99)} | ${cell(r.ms)} | ${r.note ?? ''} |`).join('\n')
  )
}

/** Runs `cmd` with the output kept, rejecting with its end when it fails. */
export function run(cmd: string, args: string[], o: { cwd: string; env: NodeJS.ProcessEnv }): Promise<void> {
  return new Promise((resolve, reject) => {
    const p = spawn(cmd, args, { ...o, stdio: ['ignore', 'pipe', 'pipe'] })
    const out: string[] = []
    p.stdout.on('data', (c: Buffer) => out.push(String(c)))
    p.stderr.on('data', (c: Buffer) => out.push(String(c)))
    p.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')} failed (${code}):\n${out.join('').slice(-3000)}`)),
    )
  })
}
