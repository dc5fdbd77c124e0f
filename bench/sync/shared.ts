// Shared helpers of the sync benchmark: the seed's company and owner, run summaries, a seeded PRNG,
// waiting on a device's IndexedDB (liveQuery) or its sync state, and fresh in-memory stacks.
import 'fake-indexeddb/auto';
import Dexie, { liveQuery } from 'dexie';
import { startStack, type Stack } from '../../local-supabase/stack';
import type { Device } from '../../tests/helpers/device';
import { waitFor } from '../../tests/helpers/wait-for';
import { readSyncStatus } from '../../src/sync/status';
import { round } from '../stats';
import type { Summary } from './types';

export const COMPANY_ID = 'c0000000-0000-4000-8000-000000000001';
export const EMAIL = 'eigenaar@kmfc.test';
export const PASSWORD = 'kmfc-demo';

export function summary(values: number[]): Summary {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  return { median: round(median), min: round(sorted[0]), max: round(sorted[sorted.length - 1]), values: values.map(round) };
}

/** A small seeded PRNG (mulberry32), so the change mix and the faults are the same every run. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves with performance.now() when the live query first gives a value that passes `done`. */
export function whenLive<T>(query: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<number | null> {
  return new Promise((resolve, reject) => {
    let finished = false;
    const timer = setTimeout(() => finish(null), timeoutMs);
    const subscription = liveQuery(query).subscribe({
      next: (value) => {
        if (done(value)) finish(performance.now());
      },
      error: (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
    function finish(at: number | null) {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      // The subscription may not be assigned yet when the first value already passes.
      setTimeout(() => subscription.unsubscribe(), 0);
      resolve(at);
    }
  });
}

export async function waitLive(device: Device, timeoutMs = 60_000): Promise<void> {
  await waitFor(async () => (await readSyncStatus(device.db)).state === 'live', { timeoutMs, what: `${device.name} live` })
    .catch((error: Error) => {
      throw new Error(`${error.message}; engine log: ${device.logs.slice(0, 3).join(' | ')}`);
    });
}

export async function dropDevice(device: Device): Promise<void> {
  await device.stop();
  await Dexie.delete(device.db.name);
}

export function memoryStack(): Promise<Stack> {
  return startStack({ memory: true, port: 0 });
}
