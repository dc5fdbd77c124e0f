// Starts a local-supabase for a test file (in-memory PGlite, or a fresh database on the run's
// PostgreSQL cluster in the vitest project `postgres`) and makes official supabase-js clients for it.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { startStack, type Stack, type StackOptions } from '../../local-supabase/stack';
import { stackDatabase } from './test-database';

export type { Stack };

export async function startTestStack(options: StackOptions = {}): Promise<Stack> {
  return startStack({ ...(await stackDatabase()), port: 0, ...options });
}

export function makeClient(url: string, key: string): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}

/** A client signed in with a password (all demo accounts use kmfc-demo). */
export async function signedInClient(stack: Stack, email: string, password = 'kmfc-demo'): Promise<SupabaseClient> {
  const client = makeClient(stack.url, stack.keys.anonKey);
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`sign-in as ${email} failed: ${error.code} ${error.message}`);
  return client;
}

export const DEMO = {
  owner: 'eigenaar@kmfc.test',
  manager: 'manager@kmfc.test',
  kitchen: 'keuken@kmfc.test',
} as const;
