// One PGlite instance has one Postgres session. Socket clients (PostgREST, psql) and in-process
// callers (Auth, Realtime, seed tools) share it, so this gate hands the session to one owner at a
// time: a socket client keeps it from its first message until it is idle after Sync or a simple
// query, outside any transaction; in-process work runs only while no socket client holds it.
// (pglite-socket's own queue interleaves clients inside the extended protocol, which corrupts
// unnamed statements and transactions.)
import type { PGlite } from '@electric-sql/pglite';

type Owner = number | 'local';
interface Waiter {
  owner: Owner;
  grant: () => void;
}

const SYNC = 0x53; // 'S'
const QUERY = 0x51; // 'Q'
const TERMINATE = 0x58; // 'X'

export class SessionGate {
  private owner: Owner | null = null;
  private waiters: Waiter[] = [];

  constructor(private readonly db: PGlite) {}

  /** Waits for the session, runs fn as its sole user, then releases it. */
  async runLocal<T>(fn: () => Promise<T>): Promise<T> {
    await this.acquire('local');
    try {
      return await fn();
    } finally {
      this.release();
    }
  }

  /** The QueryQueueManager contract of pglite-socket's PGLiteSocketHandler. */
  async enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    if (this.owner !== handlerId) await this.acquire(handlerId);
    let size = 0;
    try {
      await this.db.runExclusive(() =>
        this.db.execProtocolRawStream(message, {
          onRawData: (data) => {
            size += data.length;
            onData(data);
          },
        }),
      );
    } catch (error) {
      this.release();
      throw error;
    }
    if (this.isBoundary(message) && !this.db.isInTransaction()) this.release();
    return size;
  }

  clearQueueForHandler(handlerId: number): void {
    this.waiters = this.waiters.filter((w) => w.owner !== handlerId);
  }

  /** A client that disconnects mid-transaction must not leave the session blocked. */
  async clearTransactionIfNeeded(handlerId: number): Promise<void> {
    if (this.owner !== handlerId) return;
    try {
      if (this.db.isInTransaction()) await this.db.exec('ROLLBACK');
    } finally {
      this.release();
    }
  }

  private isBoundary(message: Uint8Array): boolean {
    const first = message[0];
    // A startup message has no type byte: its second int32 is the protocol version.
    const isStartup = message.length >= 8 && new DataView(message.buffer, message.byteOffset).getInt32(4) === 196608;
    return isStartup || first === SYNC || first === QUERY || first === TERMINATE;
  }

  private acquire(owner: Owner): Promise<void> {
    if (this.owner === null && this.waiters.length === 0) {
      this.owner = owner;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      this.waiters.push({
        owner,
        grant: () => {
          this.owner = owner;
          resolve();
        },
      });
    });
  }

  private release(): void {
    this.owner = null;
    const next = this.waiters.shift();
    if (next) next.grant();
  }
}
