// Lighthouse 12 (its default mobile settings: Moto G Power screen, simulated slow 4G and 4x CPU) over the
// DevTools port of the bench's Chromium: performance, accessibility and best-practices scores per run.
import { mkdirSync, writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import type { App } from './browser';
import type { LighthouseResult, LighthouseRun } from './types';

const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
/** Every run's full report, to see why a score is what it is (scratch/ is ignored by git). */
export const REPORT_DIR = 'scratch/bench-lighthouse';

/**
 * Runs Lighthouse `runs` times against `path` in the app's browser. `keepStorage` keeps the profile's
 * storage (the signed-in session, IndexedDB, the service worker); otherwise Lighthouse clears the origin
 * first, so every run is a first visit.
 */
export async function benchLighthouse(app: App, path: string, runs: number, keepStorage: boolean, log: (line: string) => void): Promise<LighthouseResult> {
  const url = `${app.baseUrl}${path}`;
  const results: LighthouseRun[] = [];
  const notes = new Set<string>();
  try {
    for (let i = 0; i < runs; i++) {
      const t0 = performance.now();
      const result = await lighthouse(url, {
        port: app.debugPort,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
        disableStorageReset: keepStorage,
      });
      if (!result) throw new Error('Lighthouse returned nothing');
      mkdirSync(REPORT_DIR, { recursive: true });
      writeFileSync(`${REPORT_DIR}/${path.replace(/\W+/g, '-').replace(/^-/, '')}-${i + 1}.json`, JSON.stringify(result.lhr));
      const { categories, runtimeError, finalDisplayedUrl } = result.lhr;
      if (runtimeError) throw new Error(`${runtimeError.code}: ${runtimeError.message}`);
      if (new URL(finalDisplayedUrl).pathname !== path) throw new Error(`Lighthouse ended on ${finalDisplayedUrl}, not ${path}`);
      const run = {
        performance: categories.performance?.score ?? null,
        accessibility: categories.accessibility?.score ?? null,
        bestPractices: categories['best-practices']?.score ?? null,
      };
      results.push(run);
      log(`ui: Lighthouse ${path} run ${i + 1}: ${JSON.stringify(run)} in ${Math.round((performance.now() - t0) / 1000)} s`);
      for (const note of failing(result.lhr.audits)) notes.add(note);
    }
  } catch (error) {
    return { page: path, runs: results, performance: null, accessibility: null, bestPractices: null, failingAudits: [...notes], error: (error as Error).message };
  }
  const of = (key: keyof LighthouseRun) => {
    const values = results.map((r) => r[key]).filter((v): v is number => v !== null);
    return values.length ? scores(values) : null;
  };
  return { page: path, runs: results, performance: of('performance'), accessibility: of('accessibility'), bestPractices: of('bestPractices'), failingAudits: [...notes] };
}

/** The audits that cost points (scored below 0.9), so a miss says why: "id (display value)". */
function failing(audits: Record<string, { id: string; score: number | null; scoreDisplayMode: string; displayValue?: string }>): string[] {
  return Object.values(audits)
    .filter((a) => a.score !== null && a.score < 0.9 && ['binary', 'numeric', 'metricSavings'].includes(a.scoreDisplayMode))
    .map((a) => (a.displayValue ? `${a.id} (${a.displayValue})` : a.id));
}

/** Median, min and max of scores (0 to 1, two decimals; the bench's summary() would round to one). */
function scores(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  const two = (n: number) => Math.round(n * 100) / 100;
  return { median: two(median), min: two(sorted[0]), max: two(sorted[sorted.length - 1]), values: values.map(two) };
}
