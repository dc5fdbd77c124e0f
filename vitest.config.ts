import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { postgresAvailable } from './tests/helpers/postgres-bin.ts';

// The server suite runs twice: on PGlite (project `node`) and on a throwaway PostgreSQL 15 cluster
// (project `postgres`, one cluster per run, a fresh database per stack). Without PostgreSQL binaries
// the second run is skipped with the reason, except in CI, where that is a failure.
const serverSuite = [
  'tests/integration/schema/**/*.test.ts',
  'tests/integration/api/call-shapes.test.ts',
  'tests/integration/api/permissions.test.ts',
  'tests/integration/api/print-jobs-wire.test.ts',
  'tests/integration/api/realtime-orders.test.ts',
  'tests/integration/auth/**/*.test.ts',
  'tests/integration/realtime/postgres-changes.test.ts',
  'tests/integration/realtime/rls-auth.test.ts',
  'tests/integration/realtime/connection.test.ts',
  'tests/integration/sync/randomized.test.ts',
  'tests/integration/sync/two-devices.test.ts',
  'tests/integration/sync/menu.test.ts',
  'tests/integration/local-supabase/reset.test.ts',
  'tests/integration/server/**/*.test.ts',
  'tests/integration/storage/**/*.test.ts',
];

const postgres = postgresAvailable();
if (!postgres.ok) {
  if (process.env.CI === 'true') throw new Error(`CI runs the server suite on PostgreSQL, but ${postgres.reason}`);
  console.warn(`Skipping the server suite on PostgreSQL: ${postgres.reason}`);
}

export default defineConfig({
  plugins: [react()],
  test: {
    setupFiles: ['tests/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Integration files each start their own in-memory local-supabase; two cores, so two at a time.
    maxWorkers: 2,
    pool: 'forks',
    projects: [
      {
        extends: true,
        test: { name: 'node', include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts'], exclude: ['tests/unit/ui/**'] },
      },
      ...(postgres.ok
        ? [{ extends: true as const, test: { name: 'postgres', include: serverSuite, globalSetup: ['tests/helpers/postgres-setup.ts'] } }]
        : []),
      {
        extends: true,
        test: {
          name: 'ui',
          include: ['tests/unit/ui/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['tests/setup-ui.ts'],
        },
      },
    ],
  },
});
