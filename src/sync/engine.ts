// The sync engine's lifecycle: company bootstrap (cached for an offline start), the auth session and
// the staff member's access, sign-in and sign-out (rule 11), and leadership: the tab holding the lock
// runs the Driver (pull, realtime, push); the others only read IndexedDB, which Dexie keeps live.
import Dexie, { liveQuery, type Subscription } from 'dexie';
import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { NO_ACCESS_TEXT } from '../domain/messages';
import type { ShopDb } from '../db/database';
import { getMeta, type CompanyConfig } from '../db/meta';
import { unsentCount } from '../db/outbox';
import { loadSession, saveSession, wipeUserData } from '../db/session';
import { reloadAccess } from './access';
import { companyClient, type Client, type RetryGate } from './clients';
import { bootstrapCompany } from './company';
import type { AppConfig } from './config';
import {
  DEFAULT_INTERVALS, browserNetwork, browserVisibility, realTimers, type SyncDeps, type SyncIntervals,
} from './deps';
import { Driver } from './driver/index';
import { campaign, defaultLocks, type Leadership } from './leader';
import { signInFlow } from './sign-in';
import { stateOf, writeStatus, type StatusFlags } from './status';
import { dropAuthSession, refreshAuth, updateUser, type SignInStep } from './auth';

export interface SyncEngineOptions extends SyncDeps {
  db: ShopDb;
  config: AppConfig;
}

export type SignOutResult = { ok: true } | { ok: false; unsent: number };

export class SyncEngine {
  readonly db: ShopDb;
  private readonly options: SyncEngineOptions;
  private readonly intervals: SyncIntervals;
  private readonly now: () => number;
  private readonly gate: RetryGate = { notBefore: 0 };
  private readonly flags: StatusFlags = {
    signedIn: false, needsAuth: false, fatal: null, online: true, networkDown: false, channelUp: false, caughtUp: false,
  };
  private company: CompanyConfig | null = null;
  private clientRef: Client | null = null;
  private leadership: Leadership | null = null;
  private driver: Driver | null = null;
  private sessionWatch: Subscription | null = null;
  private authWatch: { unsubscribe(): void } | null = null;
  private stopped = false;
  private signingOut = false;
  private readonly leaderListeners = new Set<(leading: boolean) => void>();

  constructor(options: SyncEngineOptions) {
    this.options = options;
    this.db = options.db;
    this.intervals = { ...DEFAULT_INTERVALS, ...options.intervals };
    this.now = options.now ?? Date.now;
    this.flags.online = this.network.isOnline();
  }

  private get network() {
    return this.options.network ?? browserNetwork();
  }

  private log(message: string, detail?: unknown): void {
    this.options.log?.(message, detail);
  }

  /** The company's supabase-js client (null until the company is known). */
  get client(): Client | null {
    return this.clientRef;
  }

  /** Whether this engine is the one that drives sync now. */
  get isLeader(): boolean {
    return this.driver !== null;
  }

  /** Calls back when this tab starts or stops driving (only the driving tab plays the alert). */
  onLeaderChange(listener: (leading: boolean) => void): () => void {
    this.leaderListeners.add(listener);
    return () => this.leaderListeners.delete(listener);
  }

  private leaderChanged(): void {
    for (const listener of this.leaderListeners) listener(this.isLeader);
  }

  /**
   * Starts: the company from the cache at once (re-checked in the background) or from the central
   * project; then, if a staff member is signed in on this device, sync begins.
   */
  async start(): Promise<void> {
    const cached = await getMeta(this.db, 'company');
    if (cached && cached.slug === this.options.config.companySlug) {
      this.useCompany(cached);
      void bootstrapCompany(this.db, this.options.config, this.options).catch((error: unknown) => {
        if (!(error instanceof Error && 'network' in error && error.network)) this.setFatal(String(error));
      });
    } else {
      this.useCompany(await bootstrapCompany(this.db, this.options.config, this.options));
    }
    this.sessionWatch = liveQuery(() => loadSession(this.db)).subscribe({
      // Leave the live query's zone: what follows opens its own transactions.
      next: (session) => void Dexie.ignoreTransaction(() => this.onSessionRow(session !== undefined)),
      error: (error) => this.log('session watch failed', error),
    });
  }

  private useCompany(company: CompanyConfig): void {
    this.company = company;
    this.clientRef = companyClient(company.url, company.anonKey, this.options, this.gate);
    const { data } = this.clientRef.auth.onAuthStateChange((event, session) => {
      // auth-js holds a lock during this callback: act after it returns.
      setTimeout(() => void this.onAuthEvent(event, session), 0);
    });
    this.authWatch = data.subscription;
  }

  private async onAuthEvent(event: AuthChangeEvent, session: Session | null): Promise<void> {
    if (this.stopped) return;
    const stored = await loadSession(this.db);
    if (event === 'SIGNED_OUT' && stored && !this.signingOut) {
      this.flags.needsAuth = true;
      this.statusChanged();
    } else if (session && stored && session.user.id === stored.userId && this.flags.needsAuth &&
               (event === 'SIGNED_IN' || event === 'TOKEN_REFRESHED')) {
      this.flags.needsAuth = false;
      this.statusChanged();
      this.driver?.requestDrain();
    }
  }

  private async onSessionRow(signedIn: boolean): Promise<void> {
    if (this.stopped || signedIn === this.flags.signedIn) return;
    this.flags.signedIn = signedIn;
    if (signedIn) {
      // Start from the local data at once; the session check may wait for the network.
      this.campaign();
      void this.checkAuthSession();
    } else {
      await this.resign();
    }
  }

  /** A stored staff session but no auth session (or a refresh token that is gone): sign in again. */
  private async checkAuthSession(): Promise<void> {
    const { data, error } = await this.clientRef!.auth.getSession();
    if (!data.session && !(error && error.name === 'AuthRetryableFetchError')) {
      this.flags.needsAuth = true;
      this.statusChanged();
    }
  }

  private campaign(): void {
    if (this.leadership || this.stopped) return;
    this.leadership = campaign(this.options.locks ?? defaultLocks(), (resign) => {
      if (resign.aborted || this.stopped) return;
      void this.lead(resign);
    });
  }

  private async lead(resign: AbortSignal): Promise<void> {
    const session = await loadSession(this.db);
    if (!session || resign.aborted || this.stopped) return;
    this.driver = new Driver({
      db: this.db, client: this.clientRef!, companyId: session.companyId, gate: this.gate, flags: this.flags,
      intervals: this.intervals, timers: this.options.timers ?? realTimers, network: this.network,
      visibility: this.options.visibility ?? browserVisibility(), now: this.now,
      random: this.options.random ?? Math.random, statusChanged: () => this.statusChanged(),
      refreshAuth: () => refreshAuth(this.clientRef!), accessChanged: () => void this.reloadAccess(),
      log: (message, detail) => this.log(message, detail),
    });
    this.statusChanged();
    this.leaderChanged();
    await this.driver.start();
    void this.reloadAccess();
  }

  private async resign(): Promise<void> {
    this.leadership?.release();
    this.leadership = null;
    const driver = this.driver;
    this.driver = null;
    this.flags.channelUp = false;
    this.flags.caughtUp = false;
    if (driver) this.leaderChanged();
    await driver?.stop();
  }

  private statusChanged(): void {
    if (!this.driver || this.stopped) return;
    const detail = this.flags.needsAuth ? 'sign in again' : this.flags.fatal;
    void writeStatus(this.db, stateOf(this.flags), detail, this.now()).catch((error: unknown) => this.log('status write failed', error));
  }

  private setFatal(message: string): void {
    this.flags.fatal = message;
    this.statusChanged();
  }

  /** Permissions may change on the server (role edited, user deactivated): reload them. */
  private async reloadAccess(): Promise<void> {
    if (!this.company) return;
    const result = await reloadAccess(this.clientRef!, this.db, this.company.slug, (m, e) => this.log(m, e));
    if (result === 'no-access') this.setFatal(NO_ACCESS_TEXT);
  }

  /** Signs in (sign-in.ts), then stores the session, which starts sync (onSessionRow). */
  async signIn(email: string, password: string, onStep: (step: SignInStep) => void = () => {}): Promise<void> {
    if (!this.clientRef || !this.company) {
      this.useCompany(await bootstrapCompany(this.db, this.options.config, this.options));
    }
    const session = await signInFlow({
      db: this.db, client: this.clientRef!, companySlug: this.company!.slug, now: this.now,
      orderWindowDays: this.intervals.orderWindowDays, dropAuthSession: () => this.dropAuthSession(),
      log: (message, detail) => this.log(message, detail),
    }, email, password, onStep);
    this.flags.needsAuth = false;
    this.flags.fatal = null;
    await saveSession(this.db, session);
    this.statusChanged();
    onStep('success');
  }

  private dropAuthSession(): Promise<void> {
    return dropAuthSession(this.clientRef!, this.company!.url, this.options.authStorage);
  }

  /**
   * Signs out and wipes this user's data from the device (rule 11). With unsent changes it refuses
   * and says how many, unless `discardUnsent` confirms that staff were told they will be lost.
   */
  async signOut(options: { discardUnsent?: boolean } = {}): Promise<SignOutResult> {
    const unsent = await unsentCount(this.db);
    if (unsent > 0 && !options.discardUnsent) return { ok: false, unsent };
    this.signingOut = true;
    try {
      await this.resign();
      await wipeUserData(this.db);
      this.flags.needsAuth = false;
      if (this.clientRef) await this.dropAuthSession();
      // A new client, so nothing of the old session lingers in memory.
      if (this.company) this.replaceClient(this.company);
    } finally {
      this.signingOut = false;
    }
    return { ok: true };
  }

  private replaceClient(company: CompanyConfig): void {
    this.authWatch?.unsubscribe();
    void this.clientRef?.removeAllChannels();
    this.useCompany(company);
  }

  /** The refresh button: everything again from the server now (no-op when not driving). */
  async refresh(): Promise<void> {
    await this.driver?.refreshAll();
  }

  /** Asks the driving tab to send now (used after staff press "retry"). */
  requestDrain(): void {
    this.driver?.requestDrain();
  }

  changeEmail(email: string): Promise<void> {
    return updateUser(this.clientRef!, { email: email.trim() });
  }

  changePassword(password: string): Promise<void> {
    return updateUser(this.clientRef!, { password });
  }

  /** Stops everything this engine runs (the data stays). */
  async stop(): Promise<void> {
    this.stopped = true;
    this.sessionWatch?.unsubscribe();
    this.authWatch?.unsubscribe();
    await this.resign();
    this.clientRef?.auth.stopAutoRefresh();
    await this.clientRef?.removeAllChannels();
    this.clientRef?.realtime.disconnect();
  }
}
