// Playwright: browser journeys in Chromium against the built app (vite preview) and an in-memory
// local-supabase, both started by tests/e2e/support/global-setup.ts. One worker: tests reset the
// shared database before they run, so two at a time would pull the floor from under each other.
import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

const systemChromium = '/usr/bin/chromium';
// One output folder per run (the workers inherit the id through the environment): Playwright empties
// its output folder when a run starts, which would delete the traces of a run still going.
process.env.E2E_RUN_ID ??= `run-${Date.now()}-${process.pid}`;

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/support/global-setup.ts',
  outputDir: `test-results/e2e/${process.env.E2E_RUN_ID}`,
  // The screenshots (tests/e2e/screenshots.spec.ts) are for people, not a gate: `npm run screenshots`.
  grepInvert: process.env.E2E_SCREENSHOTS ? undefined : /@screenshots/,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: 'list',
  // Generous: CI's machine ran journeys three times slower than this one (a 5 s journey took 30 s there).
  // Waits end as soon as their condition holds, so a passing run is no slower for it.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  forbidOnly: Boolean(process.env.CI),
  use: {
    // Set by the global setup (workers start after it, with its environment).
    baseURL: process.env.E2E_BASE_URL,
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    // The journeys test the app, not the service worker's cache; a fresh context per test stays fresh.
    serviceWorkers: 'block',
    actionTimeout: 20_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        viewport: { width: 1024, height: 768 },
        launchOptions: {
          executablePath: existsSync(systemChromium) ? systemChromium : undefined,
          args: ['--autoplay-policy=no-user-gesture-required'],
        },
      },
    },
  ],
});
