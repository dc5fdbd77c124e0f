// The company connection (spec section 1): the shop company from the cache at once (re-checked in the
// background) or from the central project, its supabase-js client with the auth listener, and
// replacing or closing that client. Before the company is known there is no client, and the state's
// type says so: whoever needs the client must first find out that there is one.
import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import type { ShopDb } from '../db/database';
import { getMeta, type CompanyConfig, type SyncProblem } from '../db/meta';
import { companyClient, type Client, type RetryGate } from './clients';
import { CompanyBootstrapError, bootstrapCompany } from './company';
import type { ContactLog } from './contact';
import type { AppConfig } from './config';
import type { SyncDeps } from './deps';

/** The company, its supabase-js client, and the client's auth listener. */
export interface Connection {
  company: CompanyConfig;
  client: Client;
  authWatch: { unsubscribe(): void };
}

type LinkState =
  /** The company is not known yet (first start offline, or the central project said no). */
  | { kind: 'idle' }
  /** The company and its client: sign-in, the session and driving work on this connection. */
  | { kind: 'configured'; connection: Connection };

export interface CompanyLinkOptions {
  db: ShopDb;
  config: AppConfig;
  deps: SyncDeps;
  gate: RetryGate;
  /** Where the client reports each answer of the server. */
  contact: ContactLog;
  onAuthEvent(event: AuthChangeEvent, session: Session | null): void;
  /** The background re-check of a cached company failed, and not for want of a network. */
  onRecheckFailed(problem: Extract<SyncProblem, `company-${string}`>): void;
}

export class CompanyLink {
  private readonly options: CompanyLinkOptions;
  private state: LinkState = { kind: 'idle' };

  constructor(options: CompanyLinkOptions) {
    this.options = options;
  }

  /** The connection, or null while the company is not known. */
  get current(): Connection | null {
    return this.state.kind === 'configured' ? this.state.connection : null;
  }

  /** At start: the cached company at once (checked again in the background), else the central answer. */
  async open(): Promise<Connection> {
    const { db, config, deps } = this.options;
    const cached = await getMeta(db, 'company');
    if (!cached || cached.slug !== config.companySlug) return this.connect(await bootstrapCompany(db, config, deps));
    const connection = this.connect(cached);
    void bootstrapCompany(db, config, deps).catch((error: unknown) => {
      if (!(error instanceof CompanyBootstrapError)) this.options.onRecheckFailed('company-check-failed');
      else if (!error.network) this.options.onRecheckFailed(error.code);
    });
    return connection;
  }

  /** The connection, asking the central project first when the company is not known yet. */
  async ensure(): Promise<Connection> {
    const { db, config, deps } = this.options;
    return this.current ?? this.connect(await bootstrapCompany(db, config, deps));
  }

  /** A new client for the same company (after sign-out: nothing of the old session stays in memory). */
  renew(): void {
    const old = this.current;
    if (!old) return;
    old.authWatch.unsubscribe();
    void old.client.removeAllChannels();
    this.connect(old.company);
  }

  /** Ends the client: no auth listener, no token refresh, no channels, no socket. */
  async close(): Promise<void> {
    const connection = this.current;
    if (!connection) return;
    connection.authWatch.unsubscribe();
    connection.client.auth.stopAutoRefresh();
    await connection.client.removeAllChannels();
    connection.client.realtime.disconnect();
  }

  private connect(company: CompanyConfig): Connection {
    const client = companyClient(company.url, company.anonKey, this.options.deps, this.options.gate, this.options.contact);
    const { data } = client.auth.onAuthStateChange((event, session) => {
      // auth-js holds a lock during this callback: act after it returns.
      setTimeout(() => this.options.onAuthEvent(event, session), 0);
    });
    const connection: Connection = { company, client, authWatch: data.subscription };
    this.state = { kind: 'configured', connection };
    return connection;
  }
}
