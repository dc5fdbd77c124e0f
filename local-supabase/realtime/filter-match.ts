// Matching of parsed filters against a row (a to_jsonb record): values are compared with the
// column's type the way Postgres would (numbers as numbers, timestamps as times, uuids case-blind,
// other simple types as text); a NULL column passes no comparison (only is / isdistinct).
import type { Condition } from './filters';

const NUMERIC = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid', 'money']);
const TIMES = new Set(['timestamptz', 'timestamp', 'date']);
const TRUE_WORDS = new Set(['t', 'true', 'y', 'yes', 'on', '1']);

/** A jsonb value as text, as `value #>> '{}'` gives it (arrays as Postgres array literals). */
export function cellText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `{${value.map((v) => cellText(v) ?? 'NULL').join(',')}}`;
  return JSON.stringify(value);
}

/** -1, 0, 1, or null when the cell is NULL. */
function compare(cell: unknown, value: string, type: string | undefined): number | null {
  const text = cellText(cell);
  if (text === null) return null;
  const order = (a: number | string, b: number | string) => (a < b ? -1 : a > b ? 1 : 0);
  if (type && NUMERIC.has(type)) {
    const a = Number(text);
    const b = Number(value);
    if (!Number.isNaN(a) && !Number.isNaN(b)) return order(a, b);
  } else if (type === 'bool') {
    return order(Number(TRUE_WORDS.has(text.toLowerCase())), Number(TRUE_WORDS.has(value.toLowerCase())));
  } else if (type && TIMES.has(type)) {
    const a = Date.parse(text);
    const b = Date.parse(value);
    if (!Number.isNaN(a) && !Number.isNaN(b)) return order(a, b);
  } else if (type === 'uuid') {
    return order(text.toLowerCase(), value.toLowerCase());
  }
  return order(text, value);
}

/** true, false, or null (unknown, as SQL NULL: the row does not pass). */
function evaluate(c: Condition, cell: unknown, type: string | undefined): boolean | null {
  const isNull = cell === null || cell === undefined;
  const value = c.values[0];
  switch (c.op) {
    case 'is': {
      if (value === 'null' || value === 'unknown') return isNull;
      if (isNull) return false;
      const truthy = TRUE_WORDS.has(cellText(cell)!.toLowerCase());
      return value === 'true' ? truthy : !truthy;
    }
    case 'isdistinct':
      return isNull ? true : compare(cell, value, type) !== 0;
    case 'in': {
      if (isNull) return null;
      return c.values.some((v) => compare(cell, v, type) === 0);
    }
    case 'like':
    case 'ilike':
    case 'match':
    case 'imatch':
      return isNull ? null : c.pattern!.test(cellText(cell)!);
    default: {
      const r = compare(cell, value, type);
      if (r === null) return null;
      return { eq: r === 0, neq: r !== 0, lt: r < 0, lte: r <= 0, gt: r > 0, gte: r >= 0 }[c.op];
    }
  }
}

/** Does the row pass every condition? typeOf gives a column's pg_type.typname. */
export function rowMatches(
  conditions: Condition[],
  row: Record<string, unknown> | null,
  typeOf: (column: string) => string | undefined,
): boolean {
  if (!conditions.length) return true;
  if (!row) return false;
  for (const c of conditions) {
    const result = evaluate(c, row[c.column], typeOf(c.column));
    if (result === null) return false;
    if ((c.negate ? !result : result) !== true) return false;
  }
  return true;
}
