// Test harness for the data layer: a fresh ShopDb per test (unique name, injected clock and uuids,
// deleted afterwards), seeding through applyServerRows as the sync engine does, and a DBCore spy that
// records every write with its IndexedDB transaction, so tests can show a mutation is one transaction.
import type { DBCore, DBCoreTransaction } from 'dexie';
import { afterEach, beforeEach, expect } from 'vitest';
import { ShopDb } from '../../../src/db/database';
import { applyServerRows } from '../../../src/db/mirror';
import type { ChildTable } from '../../../src/db/order-store/parts';
import type { OutboxEntry } from '../../../src/db/outbox-types';
import type { MirrorRows, MirrorTable } from '../../../src/db/rows';
import { saveSession } from '../../../src/db/session';
import type { SessionInfo } from '../../../src/db/meta';
import { makeSession } from '../../fixtures/rows';
import { allChildRows, hoursMismatch } from '../../helpers/order-store';

/** 2025-01-15 13:00 in Amsterdam (a Wednesday, winter time). */
export const T0 = Date.parse('2025-01-15T12:00:00.000Z');

export interface Clock {
  now: number;
  advance(ms: number): void;
}

export interface Write {
  table: string;
  type: string;
  trans: DBCoreTransaction;
}

export interface TestDb {
  db: ShopDb;
  clock: Clock;
  /** Every write since the last `track` (or since the start). */
  writes: Write[];
}

let dbCounter = 0;

export function createTestDb(): TestDb {
  const clock: Clock = {
    now: T0,
    advance(ms) {
      this.now += ms;
    },
  };
  let ids = 0;
  const uuid = (): string => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`;
  const db = new ShopDb(`test-db-${++dbCounter}-${crypto.randomUUID()}`, { now: () => clock.now, uuid });
  const writes: Write[] = [];
  db.use({
    stack: 'dbcore',
    name: 'write-spy',
    create: (down: DBCore): DBCore => ({
      ...down,
      table: (name) => {
        const table = down.table(name);
        return {
          ...table,
          mutate: (req) => {
            // A bulk call with nothing in it writes nothing.
            const size = 'values' in req ? req.values.length : 'keys' in req && req.keys ? req.keys.length : 1;
            if (size > 0) writes.push({ table: name, type: req.type, trans: req.trans });
            return table.mutate(req);
          },
        };
      },
    }),
  });
  return { db, clock, writes };
}

/** Registers a fresh database for every test of the file; the returned object is refilled each time. */
export function useTestDb(): TestDb {
  const current = {} as TestDb;
  beforeEach(() => {
    Object.assign(current, createTestDb());
  });
  afterEach(async () => {
    // Whatever a test did, the order store's hours count exactly what it holds.
    if (current.db.isOpen()) expect(await hoursMismatch(current.db)).toBe('');
    await current.db.delete();
  });
  return current;
}

/** Puts rows into the mirror the way the pull does. */
export function seed<T extends MirrorTable>(db: ShopDb, table: T, ...rows: MirrorRows[T][]): Promise<number> {
  return applyServerRows(db, table, rows);
}

export async function signIn(db: ShopDb, overrides: Partial<SessionInfo> = {}): Promise<SessionInfo> {
  const session = makeSession(overrides);
  await saveSession(db, session);
  return session;
}

/** The same row as the server sends it after a later change: version + 1, updated a minute later. */
export function newer<T extends { version: number; updated_at: string }>(row: T, changes: Partial<T> = {}): T {
  return {
    ...row,
    ...changes,
    version: row.version + 1,
    updated_at: new Date(Date.parse(row.updated_at) + 60_000).toISOString(),
  };
}

export function allEntries(db: ShopDb): Promise<OutboxEntry[]> {
  return db.outbox.orderBy('seq').toArray();
}

/** Runs `action` and returns what it resolved to with the writes it made. */
export async function track<R>(t: TestDb, action: () => Promise<R>): Promise<{ result: R; writes: Write[] }> {
  t.writes.length = 0;
  const result = await action();
  return { result, writes: [...t.writes] };
}

/** All writes happened in one IndexedDB transaction and touched exactly these tables (plus meta and the order hours and figure hours, which follow the orders). */
export function expectOneTransaction(writes: readonly Write[], tables: readonly string[]): void {
  expect(writes.length).toBeGreaterThan(0);
  expect(new Set(writes.map((write) => write.trans)).size).toBe(1);
  const touched = new Set(writes.map((write) => write.table));
  touched.delete('meta');
  touched.delete('order_hours');
  touched.delete('order_figure_hours');
  expect([...touched].sort()).toEqual([...tables].sort());
}

/** A child row (order line, cart, cart line) as the mirror keeps it, or undefined. */
export async function childRow(db: ShopDb, table: ChildTable, id: string): Promise<unknown> {
  return (await allChildRows(db, table)).find((row) => row.id === id);
}
