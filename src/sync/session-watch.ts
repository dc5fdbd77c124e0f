// The staff member's session on this device (DESIGN sync rules 5, 9 and 11): the stored session row
// starts sync when it appears and stops it when it goes, in every tab; the auth client's events and a
// check of the auth session say when staff must sign in again (needs-auth), and when they have.
import Dexie, { liveQuery, type Subscription } from 'dexie';
import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import type { ShopDb } from '../db/database';
import { loadSession } from '../db/session';
import type { Client } from './clients';
import type { StatusFlags } from './status';

/** What the watch acts on: the engine's flags and its answers to "signed in" and "signed out". */
export interface SessionHost {
  db: ShopDb;
  flags: StatusFlags;
  /** The auth client, once the company is known. */
  client(): Client | null;
  stopped(): boolean;
  /** Sign-out wipes the session itself: its SIGNED_OUT event is no reason to ask for a sign-in. */
  signingOut(): boolean;
  signedIn(): void;
  signedOut(): Promise<void>;
  statusChanged(): void;
  /** Signed in again after needs-auth: what waited may go now. */
  resumed(): void;
  log(message: string, detail?: unknown): void;
}

export class SessionWatch {
  private readonly host: SessionHost;
  private watch: Subscription | null = null;

  constructor(host: SessionHost) {
    this.host = host;
  }

  start(): void {
    const { host } = this;
    this.watch = liveQuery(() => loadSession(host.db)).subscribe({
      // Leave the live query's zone: what follows opens its own transactions.
      next: (session) => void Dexie.ignoreTransaction(() => this.onSessionRow(session !== undefined)),
      error: (error) => host.log('session watch failed', error),
    });
  }

  stop(): void {
    this.watch?.unsubscribe();
  }

  async onAuthEvent(event: AuthChangeEvent, session: Session | null): Promise<void> {
    const { host } = this;
    if (host.stopped()) return;
    const stored = await loadSession(host.db);
    if (event === 'SIGNED_OUT' && stored && !host.signingOut()) {
      host.flags.needsAuth = true;
      host.statusChanged();
    } else if (session && stored && session.user.id === stored.userId && host.flags.needsAuth &&
               (event === 'SIGNED_IN' || event === 'TOKEN_REFRESHED')) {
      host.flags.needsAuth = false;
      host.statusChanged();
      host.resumed();
    }
  }

  private async onSessionRow(signedIn: boolean): Promise<void> {
    const { host } = this;
    if (host.stopped() || signedIn === host.flags.signedIn) return;
    host.flags.signedIn = signedIn;
    if (signedIn) {
      // Start from the local data at once; the session check may wait for the network.
      host.signedIn();
      void this.checkAuthSession();
    } else {
      await host.signedOut();
    }
  }

  /** A stored staff session but no auth session (or a refresh token that is gone): sign in again. */
  private async checkAuthSession(): Promise<void> {
    const client = this.host.client();
    if (!client) return;
    const { data, error } = await client.auth.getSession();
    if (!data.session && !(error && error.name === 'AuthRetryableFetchError')) {
      this.host.flags.needsAuth = true;
      this.host.statusChanged();
    }
  }
}
