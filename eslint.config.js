// Lint: typescript-eslint, react-hooks, and the import boundaries of DESIGN section 2.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const supabase = { group: ['@supabase/*'], message: 'Only src/sync talks to Supabase (DESIGN §2).' };
const layer = (names, why) => ({ group: names.flatMap((n) => [`**/${n}`, `**/${n}/**`]), message: why });

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'bench/results/**', 'scratch/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': ['error', { additionalHooks: '(useLiveQuery)' }],
    },
  },
  {
    files: ['src/domain/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        layer(['db', 'sync', 'ui'], 'src/domain is pure rules: it imports nothing of the app.'),
        { group: ['react', 'react-dom', 'dexie', 'dexie-react-hooks', '@supabase/*'], message: 'src/domain has no I/O and no framework.' },
      ] }],
    },
  },
  {
    files: ['src/db/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [layer(['sync', 'ui'], 'src/db may import only src/domain.'), supabase] }],
    },
  },
  {
    files: ['src/sync/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [layer(['ui'], 'src/sync may import domain and db only.')] }] },
  },
  {
    files: ['src/ui/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        supabase,
        { group: ['**/sync/*', '!**/sync/index'], message: 'src/ui uses only the public entry of src/sync (src/sync/index.ts).' },
      ] }],
    },
  },
  {
    // The composition root also loads the engine's lazy entry (src/sync/start.ts).
    files: ['src/main.tsx'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        supabase,
        { group: ['**/sync/*', '!**/sync/index', '!**/sync/start'], message: 'main.tsx loads src/sync through index.ts or start.ts only.' },
      ] }],
    },
  },
  {
    files: ['src/sw.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [layer(['domain', 'db', 'sync', 'ui'], 'The service worker uses workbox only.'), supabase] }],
    },
  },
  {
    files: ['local-supabase/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/src/**', '**/tests/**'], message: 'local-supabase uses only its own code.' }] }],
    },
  },
);
