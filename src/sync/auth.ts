// Sign-in errors and the auth storage of the company client. supabase-js keeps the session under a
// key derived from the backend host name (spec section 9); sign-out clears it even when offline.
import type { SupportedStorage } from '@supabase/supabase-js';

/** The steps of spec section 2 "Login": the screen shows a progress text for each. */
export type SignInStep = 'signing-in' | 'checking-access' | 'initialising' | 'success';

/** A failed sign-in. The screen maps `message` (and `status`) to Dutch with loginErrorText. */
export class SignInError extends Error {
  readonly status: number;
  readonly code: string | null;
  constructor(message: string, status: number, code: string | null = null) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

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
