// Lint: typescript-eslint, react-hooks, and the import boundaries of DESIGN section 2.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// A wall refuses the imports whose path matches `regex`, with `message` saying why. Each file group gets
// its whole list through walls(): `import … from` and `export … from` meet no-restricted-imports, and
// `import()` (which no-restricted-imports does not see) meets a no-restricted-syntax selector with the
// same pattern and message. A later group replaces an earlier one's lists, so each list is complete.
const wall = (regex, message) => ({ regex, message });
/** A path with one of these folders (or files) in it: `../db/x`, `../../sync`. */
const folders = (...names) => `(^|/)(${names.join('|')})(/|$)`;

function walls(...list) {
  return {
    'no-restricted-imports': ['error', { patterns: list.map(({ regex, message }) => ({ regex, message, caseSensitive: true })) }],
    'no-restricted-syntax': ['error', ...list.map(({ regex, message }) => ({
      selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\/')}/]`,
      message,
    }))],
  };
}

const supabase = wall('^@supabase/', 'Only src/sync talks to Supabase (DESIGN section 2).');
const syncEntry = wall('(^|/)sync/(?!index$)', 'src/ui uses only the public entry of src/sync (src/sync/index.ts).');
const shared = '(?!(lib|components|texts)/)';
/** The walls of a file `depth` folders below src/ui (0: no screen walls, app/). */
function uiWalls(depth, siblings = true) {
  const screens = [];
  if (depth >= 1) {
    screens.push(wall(
      `^(\\.\\./){${depth}}${shared}[^./][^/]*/`,
      'A screen imports only lib/, components/ and texts/ of src/ui, never another screen or app/ (DESIGN section 2).',
    ));
  }
  for (let up = 1; siblings && up < depth; up += 1) {
    screens.push(wall(
      `^(\\.\\./){${up}}[^./][^/]*/`,
      'A screen never imports a sibling screen folder (settings/account, settings/info, ...); share through lib/ or components/.',
    ));
  }
  return walls(supabase, syncEntry, ...screens);
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
    rules: walls(
      wall(folders('db', 'sync', 'ui'), 'src/domain is pure rules: it imports nothing of the app.'),
      wall('^(react|react-dom|dexie|dexie-react-hooks|@supabase/.*)(/|$)', 'src/domain has no I/O and no framework.'),
    ),
  },
  {
    files: ['src/db/**'],
    rules: walls(wall(folders('sync', 'ui'), 'src/db may import only src/domain.'), supabase),
  },
  {
    files: ['src/sync/**'],
    rules: walls(wall(folders('ui'), 'src/sync may import domain and db only.')),
  },
  {
    files: ['src/ui/**'],
    rules: uiWalls(0),
  },
  // Walls inside src/ui (DESIGN section 2): a screen folder, lib/, components/ and texts/ reach other
  // folders of src/ui only through lib/, components/ and texts/; never another screen or app/.
  // A file N folders below src/ui gets the walls for its depth (up N folders is src/ui itself).
  ...[1, 2, 3].map((depth) => ({
    files: [`src/ui/${'*/'.repeat(depth)}*.{ts,tsx}`],
    ignores: ['src/ui/app/**'],
    rules: uiWalls(depth),
  })),
  // The shared folders' own subfolders (lib/print, lib/sound) may use each other.
  ...[2, 3].map((depth) => ({
    files: ['lib', 'components', 'texts'].map((name) => `src/ui/${name}/${'*/'.repeat(depth - 1)}*.{ts,tsx}`),
    rules: uiWalls(depth, false),
  })),
  {
    // The composition root also loads the engine's lazy entry (src/sync/start.ts).
    files: ['src/main.tsx'],
    rules: walls(supabase, wall('(^|/)sync/(?!(index|start)$)', 'main.tsx loads src/sync through index.ts or start.ts only.')),
  },
  {
    files: ['src/sw.ts', 'src/sw/**'],
    rules: walls(wall(folders('domain', 'db', 'sync', 'ui'), 'The service worker uses workbox only.'), supabase),
  },
  {
    files: ['local-supabase/**'],
    rules: walls(wall(folders('src', 'tests'), 'local-supabase uses only its own code.')),
  },
);
