// The link watch in a tab whose timers run late (issue 13, item 4): a hidden tab's checks and heartbeats
// are throttled together (Chrome: one wake-up a minute), so a late check must ask the server before the
// age of the last contact counts; a link that stays silent is still seen, at the next wake-up.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShopDb } from '../../../src/db/database';
import { ContactLog } from '../../../src/sync/contact';
import { DEFAULT_INTERVALS } from '../../../src/sync/deps';
import { LinkWatch } from '../../../src/sync/driver/link-watch';
import type { PartContext } from '../../../src/sync/driver/context';
import type { StatusFlags } from '../../../src/sync/status';

const dbs: ShopDb[] = [];
afterEach(async () => {
  for (const db of dbs.splice(0)) await db.delete();
});

function setup() {
  let now = 1_000_000;
  let tick: () => void = () => {};
  const db = new ShopDb(`link-watch-${dbs.length}-${Date.now()}`);
  dbs.push(db);
  const realtime = { isConnected: () => true, sendHeartbeat: vi.fn(async () => 'sent'), connect: vi.fn() };
  const flags: StatusFlags = {
    signedIn: true, needsAuth: false, fatal: null, online: true, networkDown: false, channelUp: true, caughtUp: true,
    contactFresh: true,
  };
  const contact = new ContactLog();
  const ctx = {
    db, flags, contact, intervals: DEFAULT_INTERVALS, now: () => now, log: () => {}, statusChanged: () => {},
    signal: new AbortController().signal,
    client: { realtime, rpc: () => ({ retry: () => Promise.resolve({ data: null, error: { message: 'offline' }, status: 0 }) }) },
    schedule: { every: (_name: string, _ms: number, work: () => void) => { tick = work; } },
  } as unknown as PartContext;
  const watch = new LinkWatch(ctx, () => {});
  watch.start();
  return {
    flags, realtime,
    /** Moves the clock and runs the 1 s check once (as a throttled timer does after a long gap). */
    checkAfter(ms: number) {
      now += ms;
      tick();
    },
    answer() {
      contact.realtime(now);
    },
  };
}

describe('LinkWatch with throttled timers', () => {
  it('with checks on time, 15 s without contact leaves fresh', () => {
    const t = setup();
    t.answer();
    for (let i = 0; i < 14; i++) t.checkAfter(1_000);
    expect(t.flags.contactFresh).toBe(true);
    t.checkAfter(1_000);
    expect(t.flags.contactFresh).toBe(false);
  });

  it('a check a minute late asks the server and stays fresh; the answer keeps it so, minute after minute', () => {
    const t = setup();
    t.answer();
    t.checkAfter(1_000);
    for (let minute = 0; minute < 5; minute++) {
      t.checkAfter(60_000);
      expect(t.flags.contactFresh).toBe(true);
      expect(t.realtime.sendHeartbeat).toHaveBeenCalledTimes(minute + 1);
      t.answer();
    }
  });

  it('when the wake-up question stays unanswered, the next wake-up counts the age and leaves fresh', () => {
    const t = setup();
    t.answer();
    t.checkAfter(1_000);
    t.checkAfter(60_000);
    expect(t.flags.contactFresh).toBe(true);
    t.checkAfter(60_000);
    expect(t.flags.contactFresh).toBe(false);
  });

  it('woken (tab visible again) with checks back on time: 5 s for an answer, then the age counts', () => {
    const t = setup();
    t.answer();
    t.checkAfter(1_000);
    t.checkAfter(120_000);
    for (let i = 0; i < 4; i++) t.checkAfter(1_000);
    expect(t.flags.contactFresh).toBe(true);
    t.checkAfter(1_000);
    expect(t.flags.contactFresh).toBe(false);
  });
});
