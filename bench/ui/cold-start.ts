// Offline cold start of the installed app to the dashboard with data: per run a new Chromium process on
// the installed profile (and, apart, a new page in the running browser), from navigation start.
import type { Page } from '@playwright/test';
import { summary } from '../sync/shared';
import { controlled, launchApp, mirrorState, onePage, sleep, waitSeen, type App } from './browser';
import type { ColdStart, Timed } from './types';

interface Run {
  dom: number;
  frame: number;
  ok: boolean;
}

async function openDashboard(page: Page): Promise<Run> {
  await page.goto('/app/dashboard', { waitUntil: 'commit' });
  const seen = await waitSeen(page, 'dashboard');
  const ok = (await controlled(page)) && !(await page.evaluate('navigator.onLine'));
  return { dom: seen.dom, frame: seen.frame, ok };
}

function timed(runs: Run[]): Timed {
  return { runs: runs.length, ms: summary(runs.map((r) => r.frame)), domMs: summary(runs.map((r) => r.dom)) };
}

/**
 * `app` is signed in with the mirror filled and the service worker active. Returns the result and the
 * app relaunched online on the same profile.
 */
export async function benchColdStart(app: App, runs: number, log: (line: string) => void): Promise<{ result: ColdStart; app: App }> {
  const storedOrders = (await mirrorState(await onePage(app))).orders;
  await app.context.setOffline(true);
  const newPage: Run[] = [];
  for (let i = 0; i < runs; i++) {
    for (const open of app.context.pages()) await open.close();
    await sleep(300);
    const page = await app.context.newPage();
    newPage.push(await openDashboard(page));
  }
  log(`ui: cold start, new page: ${newPage.map((r) => Math.round(r.frame)).join(', ')} ms`);
  await app.close();

  const relaunch: Run[] = [];
  for (let i = 0; i < runs; i++) {
    const offline = await launchApp(app.baseUrl, app.profile, { offline: true });
    try {
      await sleep(300);
      relaunch.push(await openDashboard(await onePage(offline)));
    } finally {
      await offline.close();
    }
  }
  log(`ui: cold start, relaunched browser: ${relaunch.map((r) => Math.round(r.frame)).join(', ')} ms`);
  const online = await launchApp(app.baseUrl, app.profile);
  return {
    result: {
      storedOrders,
      relaunch: timed(relaunch),
      newPage: timed(newPage),
      controlledAndOffline: [...newPage, ...relaunch].every((r) => r.ok),
    },
    app: online,
  };
}
