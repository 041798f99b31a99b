/* The little of parse-prometheus-text-format's API the metrics tests use (the package ships no types). */
declare module 'parse-prometheus-text-format' {
  type Sample = {
    value?: string
    labels?: Record<string, string>
    buckets?: Record<string, string>
    count?: string
    sum?: string
  }
  export type MetricFamily = { name: string; help: string; type: string; metrics: Sample[] }
  export default function parsePrometheusTextFormat(text: string): MetricFamily[]
}
