import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['node_modules', 'dist', '.data', 'cms/.next*/**', 'node_modules/.astro*/**', '.astro', 'cms/migrations/**', 'cms/app/(payload)/admin/importMap.js', 'test-results', 'playwright-report'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
)
