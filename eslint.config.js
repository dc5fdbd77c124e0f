// Lint: typescript-eslint, react-hooks, and the import boundaries of DESIGN section 2.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const supabase = { group: ['@supabase/*'], message: 'Only src/sync talks to Supabase (DESIGN §2).' };
const layer = (names, why) => ({ group: names.flatMap((n) => [`**/${n}`, `**/${n}/**`]), message: why });

const syncEntry = { group: ['**/sync/*', '!**/sync/index'], message: 'src/ui uses only the public entry of src/sync (src/sync/index.ts).' };
const shared = '(?!(lib|components|texts)/)';
/** no-restricted-imports patterns for a file `depth` folders below src/ui (0: no walls, app/). */
function uiPatterns(depth, siblings = true) {
  const walls = [];
  if (depth >= 1) {
    walls.push({
      regex: `^(\\.\\./){${depth}}${shared}[^./][^/]*/`,
      message: 'A screen imports only lib/, components/ and texts/ of src/ui, never another screen or app/ (DESIGN section 2).',
    });
  }
  for (let up = 1; siblings && up < depth; up += 1) {
    walls.push({
      regex: `^(\\.\\./){${up}}[^./][^/]*/`,
      message: 'A screen never imports a sibling screen folder (settings/account, settings/info, ...); share through lib/ or components/.',
    });
  }
  return [supabase, syncEntry, ...walls];
}

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'bench/results/**', 'scratch/**', 'coverage/**', 'test-results/**', 'playwright-report/**'] },
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
    rules: { 'no-restricted-imports': ['error', { patterns: uiPatterns(0) }] },
  },
  // Walls inside src/ui (DESIGN section 2): a screen folder, lib/, components/ and texts/ reach other
  // folders of src/ui only through lib/, components/ and texts/; never another screen or app/.
  // A file N folders below src/ui gets the patterns for its depth (up N folders is src/ui itself).
  ...[1, 2, 3].map((depth) => ({
    files: [`src/ui/${'*/'.repeat(depth)}*.{ts,tsx}`],
    ignores: ['src/ui/app/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: uiPatterns(depth) }] },
  })),
  // The shared folders' own subfolders (lib/print, lib/sound) may use each other.
  ...[2, 3].map((depth) => ({
    files: ['lib', 'components', 'texts'].map((name) => `src/ui/${name}/${'*/'.repeat(depth - 1)}*.{ts,tsx}`),
    rules: { 'no-restricted-imports': ['error', { patterns: uiPatterns(depth, false) }] },
  })),
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
    files: ['src/sw.ts', 'src/sw/**'],
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
