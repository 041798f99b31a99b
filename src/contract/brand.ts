/**
 * The brand's colours for code that cannot read CSS: the CMS's default colours, the seed art, the
 * browser's theme colour. src/styles/theme.css declares the same values as custom properties for
 * the site (tests/unit/brand.test.ts keeps the two equal).
 */
export const BRAND = {
  ink: '#1f1418',
  cream: '#f7f1e8',
  burgundy: '#6d1a36',
  burgundyDeep: '#4a0f24',
  gold: '#b8893b',
  sage: '#7c8b6a',
  paper: '#fffaf3',
  white: '#ffffff',
} as const

/** The six wine series of the palate radar, from the brand outward. */
export const PALATE_WINE_SERIES = [BRAND.burgundy, BRAND.gold, '#3b6ea5', '#c0582b', '#7a4fa0', '#2b7f7a'] as const
