// The sign-in flow (spec sections 2, 5 and 8): password sign-in, the active user record for the shop
// company, then the first download of the shop database. Another staff member's data left on the
// device is wiped first (rule 11); signing in again as the same person keeps the queued changes.
import type { ShopDb } from '../db/database';
import type { SessionInfo } from '../db/meta';
import { loadSession } from '../db/session';
import { wipeUserData } from '../db/wipe';
import { loadAccess } from './access';
import type { Client } from './clients';
import type { SignInStep } from './auth';
import { RequestError } from './errors';
import { downloadEssentials } from './essentials';
import { NO_ACCESS_CODE, SignInError } from './sign-in-errors';

export interface SignInContext {
  db: ShopDb;
  client: Client;
  companySlug: string;
  now: () => number;
  orderWindowDays: number;
  dropAuthSession(): Promise<void>;
  log(message: string, detail?: unknown): void;
}

function asSignInError(failure: unknown): SignInError {
  const status = failure instanceof RequestError ? failure.failure.status : 0;
  return new SignInError(failure instanceof Error ? failure.message : String(failure), status);
}

/** Signs in and downloads the shop database; returns the session to store. */
export async function signInFlow(
  ctx: SignInContext, email: string, password: string, onStep: (step: SignInStep) => void,
): Promise<SessionInfo> {
  const { client, db } = ctx;
  onStep('signing-in');
  const { data, error } = await client.auth.signInWithPassword({ email: email.trim(), password });
  if (error || !data.session) throw new SignInError(error?.message ?? 'No session', error?.status ?? 0, error?.code ?? null);
  onStep('checking-access');
  const access = await loadAccess(client, data.session, ctx.companySlug).catch(async (failure: unknown) => {
    await ctx.dropAuthSession();
    throw asSignInError(failure);
  });
  if (!access.ok) {
    await ctx.dropAuthSession();
    throw new SignInError('no active user record for the shop company', 403, NO_ACCESS_CODE);
  }
  const previous = await loadSession(db);
  const sameUser = previous?.userId === access.session.userId;
  if (previous && !sameUser) await wipeUserData(db);
  onStep('initialising');
  try {
    await downloadEssentials({ client, db, companyId: access.session.companyId, now: ctx.now, orderWindowDays: ctx.orderWindowDays });
  } catch (failure) {
    // Signing in again (needs-auth) keeps the mirror and the queued changes: the download is a
    // refresh then. A first sign-in without the shop database signs out again (spec section 8).
    if (!sameUser) {
      await ctx.dropAuthSession();
      await wipeUserData(db);
      throw asSignInError(failure);
    }
    ctx.log('refreshing the shop database after signing in again failed; sync catches up later', failure);
  }
  return access.session;
}
