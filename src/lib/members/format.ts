/** Fills {{name}} placeholders of a build-time string in the browser. */
export function fmt(text: string, vars: Record<string, string | number>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (m, k: string) => (k in vars ? String(vars[k]) : m))
}
