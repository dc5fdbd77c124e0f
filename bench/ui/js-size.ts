// JavaScript sizes (gzip level 9): what index.html loads up front (entry + modulepreload), all of assets/,
// the service worker, and the chunks Chromium actually fetched until the dashboard showed its data.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { waitSeen } from './browser';
import type { JsFile, JsSet, JsSizes } from './types';

function measure(outDir: string, file: string): JsFile {
  const bytes = readFileSync(join(outDir, file));
  return { file, bytes: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

function set(files: JsFile[]): JsSet {
  return {
    files: [...files].sort((a, b) => b.gzip - a.gzip),
    bytes: files.reduce((sum, f) => sum + f.bytes, 0),
    gzip: files.reduce((sum, f) => sum + f.gzip, 0),
  };
}

/** The entry script and its modulepreload links, as index.html names them (paths relative to outDir). */
export function upFrontScripts(html: string): string[] {
  const found: string[] = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isEntry = tag.startsWith('<script') && /type="module"/.test(tag);
    const isPreload = tag.startsWith('<link') && /rel="modulepreload"/.test(tag);
    const url = /(?:src|href)="([^"]+\.js)"/.exec(tag)?.[1];
    if ((isEntry || isPreload) && url) found.push(url.replace(/^\//, ''));
  }
  return found;
}

export function staticJsSizes(outDir: string): Omit<JsSizes, 'beforeDashboardData'> {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const assets = readdirSync(join(outDir, 'assets')).filter((f) => f.endsWith('.js')).map((f) => `assets/${f}`);
  const rootJs = readdirSync(outDir).filter((f) => f.endsWith('.js') && f !== 'sw.js');
  return {
    upFront: set(upFrontScripts(html).map((f) => measure(outDir, f))),
    all: set([...assets, ...rootJs].map((f) => measure(outDir, f))),
    serviceWorker: measure(outDir, 'sw.js'),
  };
}

/**
 * Opens the dashboard signed in (the installed app) and lists every .js the page fetched (Resource
 * Timing: entry, modulepreloads, dynamic imports) before the dashboard's first frame with data.
 */
export async function dashboardJs(page: Page, outDir: string): Promise<JsSet & { dataAtMs: number; after: string[] }> {
  await page.goto('/app/dashboard');
  const seen = await waitSeen(page, 'dashboard');
  await page.waitForTimeout(1500);
  const entries = await page.evaluate(`performance.getEntriesByType('resource')
    .map((e) => ({ path: new URL(e.name).pathname, start: e.startTime }))
    .filter((e) => e.path.endsWith('.js') && e.path !== '/sw.js')`) as { path: string; start: number }[];
  const file = (path: string) => path.replace(/^\//, '');
  const before = [...new Set(entries.filter((e) => e.start <= seen.frame).map((e) => file(e.path)))];
  const after = [...new Set(entries.filter((e) => e.start > seen.frame).map((e) => file(e.path)))];
  return { ...set(before.map((f) => measure(outDir, f))), dataAtMs: seen.frame, after };
}
