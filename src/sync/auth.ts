// The auth session of the company client: its storage, refreshing it, dropping it, and account
// changes. supabase-js keeps the session under a key derived from the backend host name (spec
// section 9); sign-out clears it even when offline.
import type { SupportedStorage } from '@supabase/supabase-js';
import type { Client } from './clients';
import { SignInError } from './sign-in-errors';

/** The steps of spec section 2 "Login": the screen shows a progress text for each. */
export type SignInStep = 'signing-in' | 'checking-access' | 'initialising' | 'success';

/** supabase-js's default storage key: `sb-<first label of the host>-auth-token`. */
export function authStorageKey(url: string): string {
  return `sb-${new URL(url).hostname.split('.')[0]}-auth-token`;
}

function browserStorage(): SupportedStorage | null {
  return typeof localStorage !== 'undefined' ? localStorage : null;
}

/** Removes the stored session (and its companions) so nothing of it stays on the device. */
export async function clearStoredSession(url: string, storage: SupportedStorage | undefined): Promise<void> {
  const target = storage ?? browserStorage();
  if (!target) return;
  const key = authStorageKey(url);
  await Promise.all([key, `${key}-user`, `${key}-code-verifier`].map((name) => target.removeItem(name)));
}

/** Signs the auth client out on this device; when that needs a network it lacks, clears the storage. */
export async function dropAuthSession(client: Client, url: string, storage: SupportedStorage | undefined): Promise<void> {
  const { error } = await client.auth.signOut({ scope: 'local' });
  if (error) await clearStoredSession(url, storage);
}

/** 'impossible' when the refresh token is gone (sign in again); 'offline' when it may work later. */
export async function refreshAuth(client: Client): Promise<'ok' | 'offline' | 'impossible'> {
  const { data, error } = await client.auth.refreshSession();
  if (data.session && !error) return 'ok';
  if (error?.name === 'AuthRetryableFetchError' || error?.status === 0) return 'offline';
  return 'impossible';
}

/**
 * Changes the signed-in user's email or password; failures as SignInError for the same mapping.
 * Without a client (the company was never found) there is nobody to change.
 */
export async function updateUser(client: Client | null, fields: { email?: string; password?: string }): Promise<void> {
  if (!client) throw new Error('No company client yet: the company could not be looked up');
  const { error } = await client.auth.updateUser(fields);
  if (error) throw new SignInError(error.message, error.status ?? 0, error.code ?? null);
}
