// The postgres_changes bindings of a join: echoed to the client in order, each with a stable
// integer id (hash of event, schema, table and filter, like the real server's phash2), and parsed
// for matching.
import { parseFilter, FilterError, type Condition } from './filters';
import { isObject, type JsonObject } from './protocol';

export type ChangeType = 'INSERT' | 'UPDATE' | 'DELETE';

export interface Binding {
  id: number;
  /** '*', INSERT, UPDATE or DELETE (upper case); anything else never matches. */
  event: string;
  /** Schema name or '*'. */
  schema: string;
  /** Table name, or null for every table of the schema. */
  table: string | null;
  filter: string | null;
  conditions: Condition[];
  /** Why the binding cannot be subscribed (bad filter or event). */
  error: string | null;
  /** What the client sent, plus the id: the join reply entry. */
  echo: JsonObject;
}

const EVENTS = new Set(['*', 'INSERT', 'UPDATE', 'DELETE']);

function str(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** FNV-1a, folded into 1 … 2^27-1 (0 would be falsy: realtime-js skips a binding whose id is 0). */
export function bindingId(
  event: string,
  schema: string | null,
  table: string | null,
  filter: string | null,
): number {
  const text = JSON.stringify([event, schema, table, filter]);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return (hash % 134217727) + 1;
}

export function parseBindings(list: unknown): Binding[] {
  if (!Array.isArray(list)) return [];
  return list.map((entry) => {
    const raw: JsonObject = isObject(entry) ? entry : {};
    const event = (str(raw.event) ?? '*').toUpperCase();
    const schema = str(raw.schema);
    const tableName = str(raw.table);
    const filter = str(raw.filter);
    const id = bindingId(event, schema, tableName, filter);
    let conditions: Condition[] = [];
    let error: string | null = EVENTS.has(event) ? null : `invalid event ${String(raw.event)}`;
    try {
      conditions = parseFilter(filter);
    } catch (e) {
      error = e instanceof FilterError ? e.message : String(e);
    }
    return {
      id,
      event,
      schema: schema ?? 'public',
      table: tableName === '*' ? null : tableName,
      filter,
      conditions,
      error,
      echo: { ...raw, id },
    };
  });
}

export function bindingCovers(binding: Binding, schema: string, table: string, type: ChangeType): boolean {
  if (binding.error) return false;
  if (binding.event !== '*' && binding.event !== type) return false;
  if (binding.schema !== '*' && binding.schema !== schema) return false;
  return binding.table === null || binding.table === table;
}

/** How a failed binding is described in the system error message, as hosted Realtime does. */
export function describeBinding(binding: Binding): string {
  const filters = binding.filter ? `[${binding.filter}]` : '[]';
  return `[event: ${binding.event}, schema: ${binding.schema}, table: ${binding.table ?? '*'}, filters: ${filters}]`;
}
