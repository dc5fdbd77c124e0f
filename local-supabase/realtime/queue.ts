// Drains _local_realtime.changes (filled by the capture triggers of capture.sql): one statement
// deletes the oldest rows and returns them, so reading and removing is atomic. One drain runs at a
// time; a drain requested meanwhile runs right after it, and every caller's promise settles once
// the queue has been drained past their write. With no subscribers the queue is simply emptied.
// While someone subscribes, a timer also drains, for writes that arrive by other routes.
import type { Database } from '../db/database';
import type { ChangeType } from './bindings';
import type { Change, Row } from './fanout';

const BATCH = 500;

const TAKE_SQL = `
delete from _local_realtime.changes
 where id in (select id from _local_realtime.changes order by id limit ${BATCH})
returning id::int8::text as id, schema_name, table_name, type, record, old_record,
  coalesce(to_regclass(format('%I.%I', schema_name, table_name))::oid::int8::float8, 0) as relid,
  to_char(commit_timestamp at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as ts`;

interface QueueRow {
  id: string;
  schema_name: string;
  table_name: string;
  type: string;
  record: Row | null;
  old_record: Row | null;
  ts: string;
  relid: number;
}

export interface DrainerOptions {
  db: Database;
  /** Delivers one batch, in id order. */
  deliver(changes: Change[]): Promise<void>;
  hasSubscribers(): boolean;
  onError(error: unknown): void;
  intervalMs?: number;
}

export class Drainer {
  private loop: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(private readonly options: DrainerOptions) {}

  drain(): Promise<void> {
    if (this.closed) return Promise.resolve();
    this.again = true;
    if (!this.loop) {
      this.loop = (async () => {
        try {
          while (this.again && !this.closed) {
            this.again = false;
            await this.drainOnce();
          }
        } finally {
          this.loop = null;
        }
      })();
    }
    return this.loop;
  }

  private async drainOnce(): Promise<void> {
    const { db } = this.options;
    try {
      for (;;) {
        if (!this.options.hasSubscribers()) {
          await db.query('delete from _local_realtime.changes');
          return;
        }
        const rows = await db.query<QueueRow>(TAKE_SQL);
        if (!rows.length) return;
        const changes: Change[] = rows
          .map((r) => ({
            id: Number(r.id),
            schema: r.schema_name,
            table: r.table_name,
            type: r.type as ChangeType,
            record: r.record,
            oldRecord: r.old_record,
            commitTimestamp: r.ts,
            relid: r.relid,
          }))
          .sort((a, b) => a.id - b.id);
        await this.options.deliver(changes);
        if (rows.length < BATCH) return;
      }
    } catch (error) {
      if (!this.closed) this.options.onError(error);
    }
  }

  /** Runs the timer while someone subscribes to postgres_changes. */
  setActive(active: boolean): void {
    if (active && !this.timer && !this.closed) {
      this.timer = setInterval(() => void this.drain(), this.options.intervalMs ?? 200);
      this.timer.unref();
    } else if (!active && this.timer) {
      clearInterval(this.timer);
      this.timer = null;
    }
  }

  async close(): Promise<void> {
    this.setActive(false);
    this.closed = true;
    await this.loop?.catch(() => {});
  }
}
