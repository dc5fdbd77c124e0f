// From queued row changes to postgres_changes frames, as walrus + the Realtime fastlane do it:
// per change, the channels whose bindings match (event, schema, table, filter on the new row, or
// the old row for DELETE); per role, the columns it may SELECT; per distinct claims, the RLS check
// for INSERT/UPDATE on RLS tables; then ONE frame per channel with every matching binding id.
import type { Database } from '../db/database';
import { bindingCovers, type Binding, type ChangeType } from './bindings';
import { rowMatches } from './filters';
import type { Metadata, TableMeta } from './metadata';
import type { Frame, Json, JsonObject } from './protocol';
import { checkVisibility, type VisibilityTask } from './visibility';

export type Row = Record<string, unknown>;

export interface Change {
  id: number;
  schema: string;
  table: string;
  type: ChangeType;
  record: Row | null;
  oldRecord: Row | null;
  /** UTC, YYYY-MM-DDTHH:MM:SS.mmmZ */
  commitTimestamp: string;
  /** The table's current oid (0 if it is gone): a cached table with another oid is stale. */
  relid: number;
}

/** A joined channel with postgres_changes bindings, as the fan-out sees it. */
export interface Subscriber {
  topic: string;
  bindings: Binding[];
  claims: Record<string, unknown>;
  claimsKey: string;
  role: string;
  send(frame: Frame): void;
}

interface Delivery {
  sub: Subscriber;
  ids: number[];
  data: JsonObject;
  check?: { task: VisibilityTask; index: number };
}

interface ClaimsGroup {
  claims: Record<string, unknown>;
  tasks: Map<number, VisibilityTask & { byChange: Map<number, number> }>;
}

function pick(row: Row | null, columns: Iterable<string>): JsonObject {
  const out: JsonObject = {};
  if (!row) return out;
  for (const c of columns) if (c in row) out[c] = row[c] as Json;
  return out;
}

async function tableFor(metadata: Metadata, change: Change): Promise<TableMeta | null> {
  if (!change.relid) return null;
  let meta = await metadata.table(change.schema, change.table);
  if (meta && (meta.oid !== change.relid || !metadata.fits(meta, change.record ?? change.oldRecord))) {
    metadata.forget(meta);
    meta = await metadata.table(change.schema, change.table);
  }
  return meta;
}

const MAX_RECORD_BYTES = 1024 * 1024;

/** Over 1 MB, hosted Realtime keeps only the fields of at most 64 bytes and reports Error 413. */
function shrink(record: JsonObject): JsonObject {
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(record))
    if (Buffer.byteLength(JSON.stringify(v) ?? '') <= 64) out[k] = v;
  return out;
}

function dataFor(
  change: Change,
  meta: TableMeta,
  columns: { name: string; type: string }[],
  selectable: Set<string>,
): JsonObject {
  const data: JsonObject = {
    schema: change.schema,
    table: change.table,
    commit_timestamp: change.commitTimestamp,
    type: change.type,
    columns: columns.map((c) => ({ name: c.name, type: c.type })),
  };
  if (change.type !== 'DELETE')
    data.record = pick(
      change.record,
      columns.map((c) => c.name),
    );
  if (change.type !== 'INSERT') {
    // DELETE on an RLS table is not RLS-checked, so its old_record is cut down to the primary key.
    const identity = change.type === 'DELETE' && meta.rls ? meta.pk : meta.identity;
    data.old_record = pick(
      change.oldRecord,
      identity.filter((c) => selectable.has(c)),
    );
  }
  data.errors = null;
  const size = Buffer.byteLength(JSON.stringify([data.record ?? null, data.old_record ?? null]));
  if (size > MAX_RECORD_BYTES) {
    if (data.record) data.record = shrink(data.record as JsonObject);
    if (data.old_record) data.old_record = shrink(data.old_record as JsonObject);
    data.errors = ['Error 413: Payload Too Large'];
  }
  return data;
}

function errorData(change: Change, error: string): JsonObject {
  return {
    schema: change.schema,
    table: change.table,
    commit_timestamp: change.commitTimestamp,
    type: change.type,
    columns: [],
    record: {},
    errors: [error],
  };
}

export async function fanOut(
  db: Database,
  metadata: Metadata,
  changes: Change[],
  subscribers: Subscriber[],
): Promise<void> {
  if (!subscribers.length || !changes.length) return;
  const deliveries: Delivery[] = [];
  const groups = new Map<string, ClaimsGroup>();
  for (const change of changes) {
    const meta = await tableFor(metadata, change);
    if (!meta) continue;
    const filterRow = change.type === 'DELETE' ? change.oldRecord : change.record;
    const typeOf = (column: string) => meta.types.get(column);
    const byRole = new Map<string, { sub: Subscriber; ids: number[] }[]>();
    for (const sub of subscribers) {
      const ids = new Set<number>();
      for (const b of sub.bindings) {
        if (
          bindingCovers(b, change.schema, change.table, change.type) &&
          rowMatches(b.conditions, filterRow, typeOf)
        )
          ids.add(b.id);
      }
      if (!ids.size) continue;
      const list = byRole.get(sub.role) ?? [];
      list.push({ sub, ids: [...ids] });
      byRole.set(sub.role, list);
    }
    for (const [role, list] of byRole) {
      const [view, roleInfo] = await Promise.all([metadata.roleView(meta, role), metadata.role(role)]);
      let data: JsonObject;
      let needsCheck = false;
      if (change.type !== 'DELETE' && meta.pk.length === 0)
        data = errorData(change, 'Error 400: Bad Request, no primary key');
      else if (change.type !== 'DELETE' && !meta.pk.every((c) => view.selectable.has(c)))
        data = errorData(change, 'Error 401: Unauthorized');
      else {
        data = dataFor(change, meta, view.columns, view.selectable);
        needsCheck = meta.rls && change.type !== 'DELETE' && !roleInfo.bypass;
      }
      for (const { sub, ids } of list) {
        const delivery: Delivery = { sub, ids, data };
        if (needsCheck) {
          const group = groups.get(sub.claimsKey) ?? { claims: sub.claims, tasks: new Map() };
          groups.set(sub.claimsKey, group);
          let task = group.tasks.get(meta.oid);
          if (!task) {
            task = { meta, keys: [], visible: new Set(), byChange: new Map() };
            group.tasks.set(meta.oid, task);
          }
          let index = task.byChange.get(change.id);
          if (index === undefined) {
            index = task.keys.push(pick(change.record, meta.pk)) - 1;
            task.byChange.set(change.id, index);
          }
          delivery.check = { task, index };
        }
        deliveries.push(delivery);
      }
    }
  }
  for (const group of groups.values()) await checkVisibility(db, group.claims, [...group.tasks.values()]);
  for (const d of deliveries) {
    if (d.check && !d.check.task.visible.has(d.check.index)) continue;
    d.sub.send({
      joinRef: null,
      ref: null,
      topic: d.sub.topic,
      event: 'postgres_changes',
      payload: { ids: d.ids, data: d.data },
    });
  }
}
