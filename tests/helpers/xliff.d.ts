/** The `xliff` package (a second, independent XLIFF library, for tests/unit/xliff.test.ts) ships no types. */
declare module 'xliff/xliff2js' {
  export default function xliff2js(xml: string): Promise<unknown>
}
declare module 'xliff/js2xliff' {
  export default function js2xliff(js: unknown): Promise<string>
}
