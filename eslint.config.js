import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { floorLintBlocks } from './scripts/floors.mjs';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/.tsbuild/**', 'data/**', 'test-results/**', 'playwright-report/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['warn', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // web/src floors (lib ← data ← sync ← components ← screens/<name> ← app): an import never points up,
  // and a screen never imports another screen.
  ...floorLintBlocks(),
  {
    files: ['bench/**', 'scripts/**', 'e2e/**', 'sync-gateway/src/server.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    // Tools use a package through what its package.json exports, never its files.
    files: ['bench/**', 'docker/**', 'e2e/**', 'scripts/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(sync-gateway|schema)/(src|test)/',
              message: "Import what the package exports ('@restaurantpro/sync-gateway/store', '…/testing'), not its files.",
            },
          ],
        },
      ],
    },
  },
);
