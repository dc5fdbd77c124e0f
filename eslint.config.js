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
  return srcWalls(supabase, syncEntry, ...screens);
}

// The order store (src/db/order-store/) owns the order tables: everything else goes through its
// public entry, never its files, and never names an order table on the database (DESIGN section 2).
const ORDER_TABLES = '/^(orders|order_packs|order_lines|cart_parts|order_hours|order_events)$/';
const orderTableMessage = 'Only the order store (src/db/order-store/) touches the order tables; use its public entry.';
const orderStoreWall = [
  { selector: `MemberExpression[property.name=${ORDER_TABLES}][object.name=/^(db|.*Db)$/]`, message: orderTableMessage },
  { selector: `MemberExpression[property.name=${ORDER_TABLES}][object.property.name=/^(db|.*Db)$/]`, message: orderTableMessage },
  { selector: `MemberExpression[property.name=${ORDER_TABLES}][object.callee.name='appDb']`, message: orderTableMessage },
  { selector: `CallExpression[callee.property.name='table'][arguments.0.value=${ORDER_TABLES}]`, message: orderTableMessage },
  { selector: `CallExpression[callee.property.name='transaction'] > Literal[value=${ORDER_TABLES}]`, message: orderTableMessage },
  { selector: `CallExpression[callee.property.name='transaction'] > ArrayExpression > Literal[value=${ORDER_TABLES}]`, message: orderTableMessage },
];
// Libraries through their public surface only: no private channels, fields or deep imports.
const publicSurface = [
  { selector: 'Literal[value=/x-storagemutated/]', message: 'Dexie\'s private channel: use liveQuery and its public events.' },
  { selector: 'MemberExpression[property.name=/^(idbtrans|_cache|mutatedParts|_novip|_options)$/]', message: 'A library\'s private field: use its public API.' },
];
// Dexie keeps a transaction across native awaits only from an async scope function (else PrematureCommitError).
const asyncScope = {
  selector: "CallExpression[callee.property.name='transaction'] > ArrowFunctionExpression[async=false]",
  message: 'A Dexie transaction\'s scope function is async: only then does Dexie keep the transaction across native awaits.',
};
const deepImports = wall('^(dexie|dexie-react-hooks)/|^@supabase/[^/]+/(dist|src)/', 'Libraries through their public entry only.');
const orderStoreFiles = wall(
  '(^|/)order-store/(?!(index|schema|sw-reader)$)[^/]+$',
  'Outside the order store, only its entries: index.ts (the store), schema.ts (the database schema), sw-reader.ts (the service worker).',
);
const orderWriter = {
  selector: "CallExpression[callee.object.property.name=/^(orders|packs)$/][callee.property.name=/^(add|bulkAdd|put|bulkPut|delete|bulkDelete|update|bulkUpdate|clear|modify)$/]",
  message: 'Orders and packs are written through write.ts only, so order_hours always counts what they hold.',
};

/** The walls of a file of src, with what every file of src keeps: public surfaces, async scopes, the order store's walls. */
function srcWalls(...list) {
  const rules = walls(...list, deepImports, orderStoreFiles);
  rules['no-restricted-syntax'].push(...orderStoreWall, ...publicSurface, asyncScope);
  return rules;
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
    rules: srcWalls(
      wall(folders('db', 'sync', 'ui'), 'src/domain is pure rules: it imports nothing of the app.'),
      wall('^(react|react-dom|dexie|dexie-react-hooks|@supabase/.*)(/|$)', 'src/domain has no I/O and no framework.'),
    ),
  },
  {
    files: ['src/db/**'],
    rules: srcWalls(wall(folders('sync', 'ui'), 'src/db may import only src/domain.'), supabase),
  },
  {
    files: ['src/sync/**'],
    rules: srcWalls(wall(folders('ui'), 'src/sync may import domain and db only.')),
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
    rules: srcWalls(supabase, wall('(^|/)sync/(?!(index|start)$)', 'main.tsx loads src/sync through index.ts or start.ts only.')),
  },
  {
    files: ['src/sw.ts', 'src/sw/**'],
    rules: srcWalls(
      wall('(^|/)(domain|db|sync|ui)(/(?!order-store/sw-reader$)|$)', 'The service worker uses workbox and the order store\'s reader (src/db/order-store/sw-reader.ts) only.'),
      supabase,
    ),
  },
  {
    files: ['local-supabase/**'],
    rules: walls(wall(folders('src', 'tests'), 'local-supabase uses only its own code.')),
  },
  {
    // Inside the order store only write.ts writes orders and packs, so the hours always count them.
    files: ['src/db/order-store/**/*.ts'],
    ignores: ['src/db/order-store/write.ts', 'src/db/order-store/upgrades.ts'],
    rules: (() => {
      const rules = srcWalls(wall(folders('sync', 'ui'), 'src/db may import only src/domain.'), supabase);
      rules['no-restricted-syntax'].push(orderWriter);
      return rules;
    })(),
  },
);
