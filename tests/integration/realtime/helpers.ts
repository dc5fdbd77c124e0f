// Shared helpers of the Realtime integration tests: a stack on the fixture project, clients for
// anon / signed-in users (tokens minted here, Auth is not involved), and channel listeners that
// resolve once the server confirmed the Postgres subscription.
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { createClient, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';
import { startStack, type Stack } from '../../../local-supabase/stack';
import { signJwt } from '../../../local-supabase/jwt';
import { stackDatabase } from '../../helpers/test-database';
import { waitFor } from '../../helpers/wait-for';

export const fixtureDir = fileURLToPath(new URL('../../fixtures/realtime-project', import.meta.url));

export const ALICE = '11111111-1111-4111-8111-111111111111';
export const BOB = '22222222-2222-4222-8222-222222222222';

export async function startFixtureStack(): Promise<Stack> {
  return startStack({ ...(await stackDatabase()), port: 0, supabaseDir: fixtureDir });
}

export function userToken(stack: Stack, sub: string, expiresIn = 3600): string {
  const exp = Math.floor(Date.now() / 1000) + expiresIn;
  return signJwt({ role: 'authenticated', sub, exp, aud: 'authenticated' }, stack.keys.jwtSecret);
}

export interface ClientOptions {
  token?: string;
  url?: string;
  heartbeatIntervalMs?: number;
  reconnectAfterMs?: (tries: number) => number;
}

export function makeClient(stack: Stack, options: ClientOptions = {}): SupabaseClient {
  const headers: Record<string, string> = options.token ? { Authorization: `Bearer ${options.token}` } : {};
  const client = createClient(options.url ?? stack.url, stack.keys.anonKey, {
    global: { headers },
    realtime: {
      transport: WebSocket as never,
      heartbeatIntervalMs: options.heartbeatIntervalMs,
      reconnectAfterMs: options.reconnectAfterMs,
    },
    auth: { persistSession: false, autoRefreshToken: false },
  });
  if (options.token) void client.realtime.setAuth(options.token);
  return client;
}

export interface ChangeEvent {
  binding: number;
  eventType: string;
  table: string;
  schema: string;
  commit_timestamp: string;
  new: Record<string, unknown>;
  old: Record<string, unknown>;
  errors: unknown;
}

export interface Spec {
  event: '*' | 'INSERT' | 'UPDATE' | 'DELETE';
  table: string;
  filter?: string;
  schema?: string;
}

export interface Listener {
  channel: RealtimeChannel;
  events: ChangeEvent[];
  system: Record<string, unknown>[];
  statuses: string[];
  errors: Error[];
  /** Resolves on SUBSCRIBED plus the "Subscribed to PostgreSQL" system message. */
  ready: Promise<void>;
}

let topicCounter = 0;

/** Subscribes one channel with the given bindings; every event records which binding fired. */
export function listen(client: SupabaseClient, specs: Spec[], name = `room-${++topicCounter}`): Listener {
  const channel = client.channel(name);
  const listener: Listener = {
    channel,
    events: [],
    system: [],
    statuses: [],
    errors: [],
    ready: Promise.resolve(),
  };
  specs.forEach((spec, binding) => {
    const filter = {
      event: spec.event,
      schema: spec.schema ?? 'public',
      table: spec.table,
      ...(spec.filter ? { filter: spec.filter } : {}),
    };
    channel.on(
      'postgres_changes' as never,
      filter as never,
      ((payload: Omit<ChangeEvent, 'binding'>) => {
        listener.events.push({ binding, ...payload });
      }) as never,
    );
  });
  channel.on('system', {}, (payload: Record<string, unknown>) => listener.system.push(payload));
  listener.ready = new Promise<void>((resolve, reject) => {
    channel.subscribe((status, error) => {
      listener.statuses.push(status);
      if (error) listener.errors.push(error);
      if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(error ?? new Error(status));
    });
    waitFor(
      () =>
        listener.system.some((m) => m.message === 'Subscribed to PostgreSQL') ||
        (!specs.length && listener.statuses.includes('SUBSCRIBED')),
      { timeoutMs: 5000, what: 'the channel to subscribe' },
    ).then(() => resolve(), reject);
  });
  listener.ready.catch(() => {});
  return listener;
}

/** Waits until the listener has at least n events and returns them. */
export async function eventsOf(listener: Listener, n: number, timeoutMs = 3000): Promise<ChangeEvent[]> {
  await waitFor(() => listener.events.length >= n, { timeoutMs, what: () => `${n} events (have ${listener.events.length})` });
  return listener.events;
}

export async function closeClients(...clients: SupabaseClient[]): Promise<void> {
  await Promise.all(clients.map((c) => c.removeAllChannels().catch(() => [])));
  for (const c of clients) c.realtime.disconnect();
}

/** A bare websocket speaking the Phoenix frames by hand. */
export class Raw {
  frames: unknown[] = [];
  closed = false;
  constructor(readonly ws: WebSocket) {
    ws.on('message', (data, isBinary) => this.frames.push(isBinary ? data : JSON.parse(String(data))));
    ws.on('close', () => (this.closed = true));
  }
  static open(url: string): Promise<Raw> {
    const ws = new WebSocket(url);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(new Raw(ws)));
      ws.once('error', reject);
    });
  }
  send(frame: unknown): void {
    this.ws.send(typeof frame === 'string' || Buffer.isBuffer(frame) ? frame : JSON.stringify(frame));
  }
  async next(match: (frame: unknown[]) => boolean, timeoutMs = 2000): Promise<unknown[]> {
    const found = await waitFor(() => this.frames.find((f): f is unknown[] => Array.isArray(f) && match(f)), { timeoutMs, what: 'a matching frame' });
    this.frames.splice(this.frames.indexOf(found), 1);
    return found;
  }
}

export function realtimeUrl(stack: Stack, port = stack.port, vsn = '2.0.0'): string {
  return `ws://127.0.0.1:${port}/realtime/v1/websocket?apikey=${stack.keys.anonKey}&vsn=${vsn}`;
}
