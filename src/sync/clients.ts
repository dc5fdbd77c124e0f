// Makes the two supabase-js clients of spec section 1: the central one (company lookup, anon key,
// no session) and the company one (session persisted, auto refresh, no session detection in URL).
// Both are typed with the generated Database, so every query and RPC is checked against the schema.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../db/database.types';
import type { ContactLog } from './contact';
import { DEFAULT_INTERVALS, type SyncDeps } from './deps';
import { retryAfterMs } from './errors';

export type Client = SupabaseClient<Database>;

/** Records Retry-After from 429/503 answers: supabase-js does not hand headers back with errors. */
export interface RetryGate {
  notBefore: number;
}

/**
 * Answers never go into the browser's HTTP cache: the mirror is the cache, customer data kept there
 * would outlive sign-out (sync rule 11), and writing every history page to it costs the browser
 * process more CPU than storing the orders in IndexedDB.
 */
function uncached(fetch: typeof globalThis.fetch): typeof globalThis.fetch {
  return (input, init) => fetch(input, { ...init, cache: 'no-store' });
}

function gatedFetch(deps: SyncDeps, gate: RetryGate | null, contact?: ContactLog): typeof globalThis.fetch {
  const base = uncached(deps.fetch ?? globalThis.fetch.bind(globalThis));
  if (!gate) return base;
  const now = deps.now ?? Date.now;
  return async (input, init) => {
    const response = await base(input, init);
    contact?.answered(now());
    if (response.status === 429 || response.status === 503) {
      const at = now();
      const wait = retryAfterMs(response.headers.get('Retry-After'), at);
      if (wait !== null) gate.notBefore = Math.max(gate.notBefore, at + wait);
    }
    return response;
  };
}

export function centralClient(url: string, anonKey: string, deps: SyncDeps): Client {
  return createClient<Database>(url, anonKey, {
    // Its own storage key: no session is kept, and it must not look like a second company auth client.
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, storageKey: 'kmfc-central' },
    global: { fetch: gatedFetch(deps, null) },
    ...(deps.WebSocket ? { realtime: { transport: deps.WebSocket } } : {}),
  });
}

/** Realtime reconnects quickly (the default waits up to 10 s): the state must be right 5 s after a return. */
const RECONNECT_STEPS_MS = [500, 1_000, 2_000, 3_000];

export function companyClient(url: string, anonKey: string, deps: SyncDeps, gate: RetryGate, contact: ContactLog): Client {
  const now = deps.now ?? Date.now;
  return createClient<Database>(url, anonKey, {
    auth: {
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: false,
      ...(deps.authStorage ? { storage: deps.authStorage } : {}),
    },
    global: { fetch: gatedFetch(deps, gate, contact) },
    // A request on bad Wi-Fi can hang; the engine retries it itself.
    db: { timeout: deps.requestTimeoutMs ?? 15_000 },
    realtime: {
      ...(deps.WebSocket ? { transport: deps.WebSocket } : {}),
      // A short heartbeat: a socket that stays open while nothing comes back is seen within seconds
      // (realtime-js gives up on it when a reply is a whole interval late), not after 50 s.
      heartbeatIntervalMs: deps.intervals?.heartbeatMs ?? DEFAULT_INTERVALS.heartbeatMs,
      heartbeatCallback: (status) => {
        if (status === 'ok') contact.realtime(now());
      },
      reconnectAfterMs: (tries: number) => RECONNECT_STEPS_MS[tries - 1] ?? RECONNECT_STEPS_MS[RECONNECT_STEPS_MS.length - 1],
    },
  });
}
