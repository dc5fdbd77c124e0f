// One tab drives (DESIGN sync rule 9): the tab holding the Web Lock drains the outbox, holds the
// realtime channel and plays the alert; when it closes or stops, the lock passes to a waiting tab.
import type { LockManagerLike } from './deps';

export const LEADER_LOCK = 'kmfc-admin-sync-leader';

/**
 * An in-memory lock manager with Web Locks semantics (exclusive, first come first served, abortable
 * while waiting), for runtimes without navigator.locks: Node, and old browsers (one tab only there).
 */
export function memoryLocks(): LockManagerLike {
  const queues = new Map<string, { run: () => void }[]>();
  const held = new Set<string>();
  const next = (name: string) => {
    const queue = queues.get(name) ?? [];
    const waiter = queue.shift();
    if (waiter) waiter.run();
    else held.delete(name);
  };
  return {
    request(name, options, callback) {
      return new Promise((resolve, reject) => {
        const run = () => {
          held.add(name);
          callback().then(resolve, reject).finally(() => next(name));
        };
        if (!held.has(name)) return run();
        const waiter = { run };
        queues.set(name, [...(queues.get(name) ?? []), waiter]);
        options.signal?.addEventListener('abort', () => {
          const queue = queues.get(name) ?? [];
          if (!queue.includes(waiter)) return;
          queues.set(name, queue.filter((other) => other !== waiter));
          reject(new DOMException('The lock request was aborted', 'AbortError'));
        });
      });
    },
  };
}

/** The browser's Web Locks, else one in-memory manager shared by everything in this JavaScript realm. */
let shared: LockManagerLike | null = null;
export function defaultLocks(): LockManagerLike {
  const nav = typeof navigator !== 'undefined' ? (navigator as Navigator & { locks?: LockManagerLike }) : undefined;
  if (nav?.locks) return nav.locks;
  shared ??= memoryLocks();
  return shared;
}

export interface Leadership {
  /** Gives up leadership (or the wait for it). */
  release(): void;
}

/**
 * Waits for the lock, then calls `lead` with a signal that aborts when leadership must end, and holds
 * the lock until release() is called.
 */
export function campaign(locks: LockManagerLike, lead: (resign: AbortSignal) => void, name = LEADER_LOCK): Leadership {
  const waiting = new AbortController();
  const resign = new AbortController();
  let released = false;
  locks.request(name, { signal: waiting.signal }, () => new Promise<void>((resolve) => {
    if (released) return resolve();
    resign.signal.addEventListener('abort', () => resolve());
    lead(resign.signal);
  })).catch(() => { /* aborted while waiting */ });
  return {
    release() {
      if (released) return;
      released = true;
      waiting.abort();
      resign.abort();
    },
  };
}
