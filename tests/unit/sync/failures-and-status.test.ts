// DESIGN sync rule 5 (three kinds of failure, backoff with full jitter, Retry-After) and rule 12 (the
// sync state as data), as pure functions.
import { describe, expect, it } from 'vitest';
import { backoffDelay, classifyFailure, retryAfterMs } from '../../../src/sync/errors';
import { DEFAULT_INTERVALS } from '../../../src/sync/deps';
import { stateOf, type StatusFlags } from '../../../src/sync/status';

describe('classifyFailure', () => {
  it.each([
    [{ status: 0, message: 'Failed to fetch' }, 'transient'],
    [{ status: 500, message: 'x' }, 'transient'],
    [{ status: 503, message: 'x' }, 'transient'],
    [{ status: 408, message: 'x' }, 'transient'],
    [{ status: 429, message: 'x' }, 'transient'],
    [{ status: 400, code: '40001', message: 'could not serialize access' }, 'transient'],
    [{ status: 401, code: 'PGRST303', message: 'JWT expired' }, 'auth'],
    [{ status: 401, message: 'x' }, 'auth'],
    [{ status: 403, code: '42501', message: 'permission denied' }, 'permanent'],
    [{ status: 400, code: '22P02', message: 'invalid input' }, 'permanent'],
    [{ status: 400, code: '23514', message: 'check violation' }, 'permanent'],
    [{ status: 409, code: '23505', message: 'duplicate key' }, 'duplicate'],
    [{ status: 404, message: 'x' }, 'permanent'],
  ] as const)('%j is %s', (failure, kind) => {
    expect(classifyFailure(failure)).toBe(kind);
  });
});

describe('backoffDelay', () => {
  it('grows exponentially from 1 s with full jitter and never passes 60 s', () => {
    expect(backoffDelay(0, () => 0)).toBe(1000);
    expect(backoffDelay(1, () => 1)).toBe(2000);
    expect(backoffDelay(3, () => 1)).toBe(8000);
    expect(backoffDelay(3, () => 0.5)).toBe(4500);
    expect(backoffDelay(40, () => 1)).toBe(60_000);
    for (let attempts = 0; attempts < 50; attempts++) {
      const delay = backoffDelay(attempts, Math.random);
      expect(delay).toBeGreaterThanOrEqual(1000);
      expect(delay).toBeLessThanOrEqual(60_000);
    }
  });
});

describe('retryAfterMs', () => {
  it('reads seconds and HTTP dates, and ignores garbage', () => {
    const now = Date.parse('2025-01-15T12:00:00Z');
    expect(retryAfterMs('3', now)).toBe(3000);
    expect(retryAfterMs('Wed, 15 Jan 2025 12:00:10 GMT', now)).toBe(10_000);
    expect(retryAfterMs('soon', now)).toBeNull();
    expect(retryAfterMs(null, now)).toBeNull();
  });
});

describe('stateOf', () => {
  const base: StatusFlags = {
    signedIn: true, needsAuth: false, fatal: null, online: true, networkDown: false, channelUp: true, caughtUp: true, contactFresh: true,
  };
  it('is live only when the channel is up and caught up, connecting before', () => {
    expect(stateOf(base)).toBe('live');
    expect(stateOf({ ...base, caughtUp: false })).toBe('connecting');
    expect(stateOf({ ...base, channelUp: false })).toBe('connecting');
  });
  it('is not live on a socket that looks open while the server stopped answering', () => {
    expect(stateOf({ ...base, contactFresh: false })).toBe('connecting');
  });
  it('notices a lost link well within 30 s and tries again within 5 s, by default', () => {
    // realtime-js gives a silent socket up when a heartbeat is unanswered at the next one.
    expect(2 * DEFAULT_INTERVALS.heartbeatMs).toBeLessThan(30_000);
    expect(DEFAULT_INTERVALS.contactStaleMs).toBeLessThan(30_000);
    expect(DEFAULT_INTERVALS.probeMs).toBeLessThanOrEqual(5_000);
  });
  it('is offline when the browser or the server cannot be reached', () => {
    expect(stateOf({ ...base, online: false })).toBe('offline');
    expect(stateOf({ ...base, networkDown: true })).toBe('offline');
  });
  it('puts needs-auth before error before offline', () => {
    expect(stateOf({ ...base, online: false, fatal: 'no-access', needsAuth: true })).toBe('needs-auth');
    expect(stateOf({ ...base, online: false, fatal: 'no-access' })).toBe('error');
  });
});
