// The pieces the gateway mounts. Each service is built separately and only meets the others here.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Database } from './db/database';
import type { ProjectKeys } from './jwt';

/** Which project key the caller presented (checked by the gateway). */
export type ApiRole = 'anon' | 'service_role';

export interface ServiceContext {
  db: Database;
  keys: ProjectKeys;
  /** Public base URL of the project, e.g. http://127.0.0.1:54321 (the JWT issuer is `${url}/auth/v1`). */
  url(): string;
  /** Injected clock in milliseconds, for tests. */
  now(): number;
}

export interface AuthOptions {
  /** Access-token lifetime in seconds (default 3600, as hosted). */
  accessTokenTtl?: number;
  /** Password sign-ins allowed per 5 minutes per IP and email before 429 (default 30, as hosted). */
  signInRateLimit?: number;
}

export interface AuthServer {
  /** path is what follows /auth/v1, e.g. "/token"; the query string is in req.url. */
  handle(req: IncomingMessage, res: ServerResponse, path: string, apiRole: ApiRole): Promise<void>;
}

export interface RealtimeServer {
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Delivers the changes queued in _local_realtime.changes; called after every write. */
  drain(): Promise<void>;
  close(): Promise<void>;
}

/** A row change from the capture queue of db/capture.sql, as the realtime drainer reads it. */
export interface TableChange {
  schema: string;
  table: string;
  type: 'INSERT' | 'UPDATE' | 'DELETE';
  record: Record<string, unknown> | null;
}

export interface FunctionsServer {
  /** The VAPID public key the push-orders function hands out. */
  vapidPublicKey: string;
  /** path is what follows /functions/v1, e.g. "/push-orders". */
  handle(req: IncomingMessage, res: ServerResponse, path: string): Promise<void>;
  /** Database webhooks: called with every batch of captured changes. */
  onChanges(changes: TableChange[]): void;
  close(): Promise<void>;
}
