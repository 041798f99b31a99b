import tseslint from 'typescript-eslint'

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
  { rules: { '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }] } },
  {
    // The API and the site's shared code are typed end to end: no `any`, and no comment can switch the rule off.
    files: ['cms/api/**/*.ts', 'src/lib/**/*.ts', 'src/lib/**/*.tsx', 'src/contract/**/*.ts'],
    linterOptions: { noInlineConfig: true, reportUnusedDisableDirectives: 'error' },
    rules: { '@typescript-eslint/no-explicit-any': 'error' },
  },
)
