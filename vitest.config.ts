import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

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
