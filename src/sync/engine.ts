// The sync engine the app talks to: start, sign-in and sign-out (with the wipe of rule 11), refresh,
// retry and account changes. It is put together from the company connection (connection.ts), the
// session watch (session-watch.ts) and which tab drives (driving.ts, running the Driver); each holds
// only what exists in its state, so no client or driver is ever assumed. Other tabs read IndexedDB.
import type { ShopDb } from '../db/database';
import type { SyncProblem } from '../db/meta';
import { unsentCount } from '../db/outbox-counts';
import { loadSession, saveSession } from '../db/session';
import { wipeUserData } from '../db/wipe';
import { reloadAccess } from './access';
import { dropAuthSession, refreshAuth, updateUser, type SignInStep } from './auth';
import type { Client, RetryGate } from './clients';
import type { AppConfig } from './config';
import { CompanyLink } from './connection';
import { ContactLog } from './contact';
import { FigureLookup } from './figure-lookup';
import { OrderLookup } from './order-lookup';
import {
  DEFAULT_INTERVALS, browserNetwork, browserPush, browserVisibility, realTimers, type SyncDeps, type SyncIntervals,
} from './deps';
import { Driver } from './driver/index';
import { Driving } from './driving';
import { defaultLocks } from './leader';
import { SessionWatch } from './session-watch';
import { signInFlow } from './sign-in';
import { stateOf, writeStatus, type StatusFlags } from './status';
import { endPushAtSignOut, fetchPushPublicKey, type PushKeyResult } from './web-push';

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
    signedIn: false, needsAuth: false, fatal: null, online: true, networkDown: false, channelUp: false, caughtUp: false, contactFresh: true,
  };
  private readonly contact = new ContactLog();
  readonly lookup = new OrderLookup(() => this.client);
  readonly figures = new FigureLookup(() => this.client);
  private readonly link: CompanyLink;
  private readonly driving: Driving;
  private readonly session: SessionWatch;
  private stopped = false;
  private signingOut = false;
  private statusWritten: string | null = null; // what statusChanged last wrote while driving (null: not known)
  private statusWrites: Promise<void> = Promise.resolve();
  constructor(options: SyncEngineOptions) {
    this.options = options;
    this.db = options.db;
    this.intervals = { ...DEFAULT_INTERVALS, ...options.intervals };
    this.now = options.now ?? Date.now;
    this.flags.online = this.network.isOnline();
    this.link = new CompanyLink({
      db: options.db, config: options.config, deps: options, gate: this.gate, contact: this.contact,
      onAuthEvent: (event, session) => void this.session.onAuthEvent(event, session),
      onRecheckFailed: (problem) => this.setFatal(problem),
    });
    this.session = new SessionWatch({
      db: options.db, flags: this.flags, client: () => this.client,
      stopped: () => this.stopped, signingOut: () => this.signingOut,
      signedIn: () => this.campaign(), signedOut: () => this.resign(),
      statusChanged: () => this.statusChanged(), resumed: () => this.requestDrain(),
      log: (message, detail) => this.log(message, detail),
    });
    this.driving = new Driving({
      locks: options.locks ?? defaultLocks(),
      driverFor: (client) => this.driverFor(client),
      leading: () => this.statusChanged(),
      started: () => void this.reloadAccess(),
    });
  }

  private get network() {
    return this.options.network ?? browserNetwork();
  }

  private log(message: string, detail?: unknown): void {
    this.options.log?.(message, detail);
  }

  /** The company's supabase-js client (null until the company is known). */
  get client(): Client | null {
    return this.link.current?.client ?? null;
  }

  /** Whether this engine is the one that drives sync now. */
  get isLeader(): boolean {
    return this.driving.isLeader;
  }

  /** Calls back when this tab starts or stops driving (only the driving tab plays the alert). */
  onLeaderChange(listener: (leading: boolean) => void): () => void {
    return this.driving.onChange(listener);
  }

  /**
   * Starts: the company from the cache at once (re-checked in the background) or from the central
   * project; then, if a staff member is signed in on this device, sync begins. The session watch
   * starts even when the company is not found (first start offline): a later sign-in finds it then.
   */
  async start(): Promise<void> {
    try {
      await this.link.open();
    } finally {
      if (!this.stopped) this.session.start();
    }
  }

  private campaign(): void {
    const connection = this.link.current;
    if (connection && !this.stopped) this.driving.campaign(connection.client);
  }

  /** The lock is ours: a driver for the signed-in staff member's company (none after sign-out). */
  private async driverFor(client: Client): Promise<Driver | null> {
    const session = await loadSession(this.db);
    if (!session || this.stopped) return null;
    return new Driver({
      db: this.db, client, companyId: session.companyId, gate: this.gate, flags: this.flags, contact: this.contact,
      intervals: this.intervals, timers: this.options.timers ?? realTimers, network: this.network,
      visibility: this.options.visibility ?? browserVisibility(), now: this.now,
      random: this.options.random ?? Math.random, statusChanged: () => this.statusChanged(),
      refreshAuth: () => refreshAuth(client), accessChanged: () => void this.reloadAccess(),
      log: (message, detail) => this.log(message, detail),
    });
  }

  /** Stops driving (or waiting to): nothing is live any more. */
  private async resign(): Promise<void> {
    this.statusWritten = null; // another tab may drive and write it next
    this.flags.channelUp = false;
    this.flags.caughtUp = false;
    await this.driving.resign();
  }

  /**
   * Writes the state when it changed since this engine last wrote it while driving: the loops call
   * this after every request, and a read of the stored state each time (many a second while
   * orders come in) would be IndexedDB work a new order's card waits behind. Writes go one after
   * another.
   */
  private statusChanged(): void {
    if (!this.driving.isLeader || this.stopped) return;
    const problem = this.flags.needsAuth ? 'needs-auth' : this.flags.fatal;
    const state = stateOf(this.flags);
    const key = `${state}|${problem}`;
    if (key === this.statusWritten) return;
    this.statusWritten = key;
    this.statusWrites = this.statusWrites.then(() => writeStatus(this.db, state, problem, this.now())).catch((error: unknown) => {
      this.statusWritten = null;
      this.log('status write failed', error);
    });
  }

  private setFatal(problem: Exclude<SyncProblem, 'needs-auth'>): void {
    this.flags.fatal = problem;
    this.statusChanged();
  }

  /** Permissions may change on the server (role edited, user deactivated): reload them. */
  private async reloadAccess(): Promise<void> {
    const connection = this.link.current;
    if (!connection) return;
    const result = await reloadAccess(connection.client, this.db, connection.company.slug, (m, e) => this.log(m, e));
    if (result === 'no-access') this.setFatal('no-access');
  }

  /** Signs in (sign-in.ts), then stores the session, which starts sync (session-watch.ts). */
  async signIn(email: string, password: string, onStep: (step: SignInStep) => void = () => {}): Promise<void> {
    const { company, client } = await this.link.ensure();
    const session = await signInFlow({
      db: this.db, client, companySlug: company.slug, now: this.now,
      orderWindowDays: this.intervals.orderWindowDays,
      dropAuthSession: () => dropAuthSession(client, company.url, this.options.authStorage),
      log: (message, detail) => this.log(message, detail),
    }, email, password, onStep);
    this.flags.needsAuth = false;
    this.flags.fatal = null;
    await saveSession(this.db, session);
    this.statusChanged();
    onStep('success');
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
      // After the drain stopped (a queued upsert cannot land after the delete), before the wipe and
      // while the session still holds.
      await endPushAtSignOut({
        db: this.db, connection: this.link.current, online: this.network.isOnline(),
        browserPush: this.options.browserPush ?? browserPush, timers: this.options.timers ?? realTimers,
      });
      await wipeUserData(this.db);
      this.flags.needsAuth = false;
      const connection = this.link.current;
      if (connection) {
        await dropAuthSession(connection.client, connection.company.url, this.options.authStorage);
        this.link.renew();
      }
    } finally {
      this.signingOut = false;
    }
    return { ok: true };
  }

  /** The refresh button: everything again from the server now (no-op when not driving). */
  async refresh(): Promise<void> {
    await this.driving.driver?.refreshAll();
  }

  /** Asks the driving tab to send now (used after staff press "retry"). */
  requestDrain(): void {
    this.driving.driver?.requestDrain();
  }

  /** The shop's VAPID public key for subscribing to Web Push (asks the push-orders function). */
  pushPublicKey(): Promise<PushKeyResult> {
    const fetchImpl = this.options.fetch ?? globalThis.fetch.bind(globalThis);
    return fetchPushPublicKey(this.link.current, fetchImpl, this.options.timers ?? realTimers);
  }

  /** Changes the signed-in staff member's email (auth sends a confirmation), or password. */
  changeEmail(email: string): Promise<void> {
    return updateUser(this.client, { email: email.trim() });
  }
  changePassword(password: string): Promise<void> {
    return updateUser(this.client, { password });
  }

  /** Stops everything this engine runs (the data stays). */
  async stop(): Promise<void> {
    this.stopped = true;
    this.session.stop();
    await this.resign();
    await this.link.close();
  }
}
