// Parsing of postgres_changes filters, PostgREST-like: `col=op.value`, several ANDed with `,`,
// optional `not.`. Operators: eq, neq, lt, lte, gt, gte, in, like, ilike, is, match, imatch,
// isdistinct. Values may be double-quoted (`in.("a,b",c)`). Matching is in filter-match.ts.

export type Op =
  | 'eq'
  | 'neq'
  | 'lt'
  | 'lte'
  | 'gt'
  | 'gte'
  | 'in'
  | 'like'
  | 'ilike'
  | 'is'
  | 'match'
  | 'imatch'
  | 'isdistinct';
const OPS = new Set<string>([
  'eq',
  'neq',
  'lt',
  'lte',
  'gt',
  'gte',
  'in',
  'like',
  'ilike',
  'is',
  'match',
  'imatch',
  'isdistinct',
]);

export interface Condition {
  column: string;
  op: Op;
  negate: boolean;
  /** The value (for `in`: every element); `is` keeps its keyword lower-cased. */
  values: string[];
  pattern?: RegExp;
}

export class FilterError extends Error {}

/** Splits at commas that are outside double quotes and parentheses. */
function splitTopLevel(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '\\') i++;
      else if (ch === '"') quoted = false;
    } else if (ch === '"') quoted = true;
    else if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (ch === ',' && depth === 0) {
      out.push(text.slice(start, i));
      start = i + 1;
    }
  }
  out.push(text.slice(start));
  return out;
}

function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    return value.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return value;
}

function likeToRegExp(pattern: string, insensitive: boolean): RegExp {
  let source = '';
  for (const ch of pattern) {
    if (ch === '%' || ch === '*') source += '.*';
    else if (ch === '_') source += '.';
    else source += ch.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  }
  return new RegExp(`^${source}$`, insensitive ? 'is' : 's');
}

export function parseFilter(filter: string | null | undefined): Condition[] {
  if (!filter || !filter.trim()) return [];
  return splitTopLevel(filter).map((part) => {
    const eq = part.indexOf('=');
    if (eq <= 0) throw new FilterError(`invalid filter ${part}`);
    const column = part.slice(0, eq).trim();
    let rest = part.slice(eq + 1);
    let negate = false;
    if (rest.startsWith('not.')) {
      negate = true;
      rest = rest.slice(4);
    }
    const dot = rest.indexOf('.');
    const op = dot < 0 ? '' : rest.slice(0, dot);
    if (!OPS.has(op)) throw new FilterError(`invalid filter operator in ${part}`);
    const raw = rest.slice(dot + 1);
    const condition: Condition = { column, op: op as Op, negate, values: [unquote(raw)] };
    if (op === 'in') {
      if (!raw.startsWith('(') || !raw.endsWith(')')) throw new FilterError(`invalid in list in ${part}`);
      condition.values = splitTopLevel(raw.slice(1, -1)).map((v) => unquote(v.trim()));
    } else if (op === 'is') {
      const keyword = raw.toLowerCase();
      if (!['null', 'true', 'false', 'unknown'].includes(keyword))
        throw new FilterError(`invalid is value in ${part}`);
      condition.values = [keyword];
    } else if (op === 'like' || op === 'ilike') {
      condition.pattern = likeToRegExp(condition.values[0], op === 'ilike');
    } else if (op === 'match' || op === 'imatch') {
      try {
        condition.pattern = new RegExp(condition.values[0], op === 'imatch' ? 'i' : '');
      } catch {
        throw new FilterError(`invalid regular expression in ${part}`);
      }
    }
    return condition;
  });
}

export { rowMatches } from './filter-match';
