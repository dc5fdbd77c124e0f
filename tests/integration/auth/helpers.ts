// Shared setup for the Auth integration tests: one local stack per file with a movable clock, the
// official client, and raw requests for checking exact wire shapes.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { startStack, type Stack, type StackOptions } from '../../../local-supabase/stack';
import { stackDatabase } from '../../helpers/test-database';

// ws's constructor type differs from the DOM one supabase-js declares; at runtime it is what Node 20 needs.
const transport = WebSocket as unknown as typeof globalThis.WebSocket;

export const EMPTY_PROJECT = fileURLToPath(new URL('../../fixtures/empty-project', import.meta.url));
export const AUTH_PROJECT = fileURLToPath(new URL('../../fixtures/auth-project', import.meta.url));

export interface TestStack extends Stack {
  /** Moves the server clock (ctx.now) forward. */
  advance(ms: number): void;
}

export async function startTestStack(options: StackOptions = {}): Promise<TestStack> {
  let offset = 0;
  const stack = await startStack({
    ...(await stackDatabase()),
    port: 0,
    supabaseDir: EMPTY_PROJECT,
    now: () => Date.now() + offset,
    ...options,
  });
  return Object.assign(stack, { advance: (ms: number) => void (offset += ms) });
}

export function anonClient(stack: Stack): SupabaseClient {
  return createClient(stack.url, stack.keys.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport },
  });
}

export function serviceClient(stack: Stack): SupabaseClient {
  return createClient(stack.url, stack.keys.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport },
  });
}

let counter = 0;
/** A unique address per call, so tests never share users (or rate-limit buckets). */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${counter}-${Math.random().toString(36).slice(2, 8)}@kmfc.test`;
}

/** Creates a confirmed staff account through the admin API and returns its id. */
export async function createStaff(
  stack: Stack,
  email: string,
  password: string,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const { data, error } = await serviceClient(stack).auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    ...extra,
  });
  if (error || !data.user) throw error ?? new Error('no user');
  return data.user.id;
}

/**
 * Inserts a confirmed staff account the way a seed file does (pgcrypto bcrypt at its default cost,
 * which keeps the tests fast) with the same rows the admin API writes; returns its id.
 */
export async function seedStaff(
  stack: Stack,
  email: string,
  password: string,
  userMetadata: Record<string, unknown> = {},
): Promise<string> {
  const [row] = await stack.sql<{ user_id: string }>(
    `with u as (
       insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
         confirmation_token, recovery_token, email_change_token_new, email_change,
         raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
       values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated', $1,
         extensions.crypt($2, extensions.gen_salt('bf')), now(), '', '', '', '',
         '{"provider":"email","providers":["email"]}', $3::jsonb, now(), now())
       returning id, email)
     insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
     select id::text, id, jsonb_build_object('sub', id::text, 'email', email, 'email_verified', false,
       'phone_verified', false), 'email', now(), now()
     from u
     returning user_id`,
    [email, password, JSON.stringify({ ...userMetadata, email_verified: true })],
  );
  return row.user_id;
}

export async function signedIn(stack: Stack, email: string, password: string): Promise<SupabaseClient> {
  const client = anonClient(stack);
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return client;
}

export function decodeJwt(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}

export interface RawOptions {
  method?: string;
  bearer?: string | null;
  body?: unknown;
  headers?: Record<string, string>;
  /** Send X-Supabase-Api-Version: 2024-01-01 like auth-js (default true). */
  apiVersion?: boolean;
}

/** A request to /auth/v1 with the anon apikey, as auth-js would send it. */
export async function rawAuth(stack: Stack, path: string, options: RawOptions = {}) {
  const headers: Record<string, string> = { apikey: stack.keys.anonKey, ...options.headers };
  const bearer = options.bearer === undefined ? stack.keys.anonKey : options.bearer;
  if (bearer) headers.Authorization = `Bearer ${bearer}`;
  if (options.apiVersion !== false) headers['X-Supabase-Api-Version'] = '2024-01-01';
  if (options.body !== undefined) headers['Content-Type'] = 'application/json;charset=UTF-8';
  const response = await fetch(`${stack.url}/auth/v1${path}`, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  const json = text ? (JSON.parse(text) as Record<string, unknown>) : null;
  return { status: response.status, headers: response.headers, json };
}
