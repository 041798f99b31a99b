import tseslint from 'typescript-eslint'
import astro from 'eslint-plugin-astro'
import reactHooks from 'eslint-plugin-react-hooks'

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      '.data',
      'cms/.next*/**',
      'node_modules/.astro*/**',
      '.astro',
      'cms/migrations/**',
      'cms/app/(payload)/admin/importMap.js',
      'cms/payload-types.ts',
      'test-results',
      'playwright-report',
    ],
  },
  ...tseslint.configs.recommended,
  ...astro.configs['flat/recommended'],
  {
    // The rules of hooks, with every dependency listed. The plugin's React Compiler rules (refs, purity,
    // set-state-in-effect) are left out: they describe code the compiler can memoize, and we do not compile with it.
    files: ['**/*.tsx', 'src/**/*.ts', 'cms/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  { rules: { '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }] } },
  {
    // The API and the site's shared code are typed end to end: no `any`, and no comment can switch the rule off.
    files: ['cms/api/**/*.ts', 'src/lib/**/*.ts', 'src/lib/**/*.tsx', 'src/contract/**/*.ts'],
    linterOptions: { noInlineConfig: true, reportUnusedDisableDirectives: 'error' },
    rules: { '@typescript-eslint/no-explicit-any': 'error' },
  },
  {
    // The site builds every API URL from the call's name (src/contract/api/paths.ts apiPath), never by hand.
    files: ['src/{lib,islands,stores,sw,pages,components,layouts}/**/*.{ts,tsx,astro}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['Literal[value=/^\\/(api|sanctum)\\//]', 'TemplateElement[value.raw=/^\\/(api|sanctum)\\//]'].map(
          (selector) => ({
            selector,
            message: "An API path is written once, in src/contract/api/paths.ts: use apiPath('name').",
          }),
        ),
      ],
    },
  },
  // Which way the imports point (docs/architecture.md, "Folders, and which way the arrows point").
  boundary(
    ['src/contract/**/*.ts'],
    [...['lib', 'islands', 'stores'].flatMap((d) => [`../${d}/**`, `../../${d}/**`]), '**/cms/**', '**/server/**'],
    'src/contract is shared by everyone and imports nothing of the project.',
  ),
  boundary(
    ['cms/**/*.ts', 'cms/**/*.tsx'],
    ['**/src/lib/**', '**/src/islands/**', '**/src/stores/**'],
    'The CMS never imports browser code: share it through src/contract.',
  ),
  boundary(
    // src/integrations are build steps that run in Node beside the server: they may share its code.
    ['src/{lib,islands,stores,sw,pages,components,layouts}/**/*.{ts,tsx,astro}'],
    ['**/cms/**', '**/server/**'],
    'The site (its pages and browser code) never imports the CMS or the server: share it through src/contract.',
  ),
)

/** An ESLint block that refuses imports matching `patterns` in `files`, saying why. */
function boundary(files, patterns, message) {
  return { files, rules: { 'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }] } }
}
