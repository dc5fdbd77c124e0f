// POST /object/list/<bucket> ({prefix, limit, offset, sortBy, search}), what supabase-js's list() sends:
// the files and folders one level below the prefix, as hosted Storage's storage.search() answers (names
// relative to the prefix; a folder once, with null id, dates and metadata; by name in lower-case byte
// order with folders where they fall, or folders first then files by another column). The rows are read as
// the caller, so row level security decides what is listed. Hand-written: no Storage server is on npm.
import type { IncomingMessage } from 'node:http';
import type { ServiceContext } from '../contracts';
import { ERRORS, StorageError } from './errors';
import { readBody } from './upload-body';
import { enterScope, type Caller } from './scope';

interface ListRow {
  name: string;
  id: string | null;
  updated_at: unknown;
  created_at: unknown;
  last_accessed_at: unknown;
  metadata: Record<string, unknown> | null;
}

const SORT_COLUMNS = ['name', 'updated_at', 'created_at', 'last_accessed_at'] as const;
type SortColumn = (typeof SORT_COLUMNS)[number];

interface ListBody {
  prefix?: unknown;
  limit?: unknown;
  offset?: unknown;
  search?: unknown;
  sortBy?: { column?: unknown; order?: unknown };
}

const folderOf = (name: string): ListRow => ({ name, id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null });
const byteOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const timeOf = (value: unknown) => (value === null || value === undefined ? Number.NaN : new Date(String(value)).getTime());

export async function listObjects(ctx: ServiceContext, req: IncomingMessage, bucket: string, caller: Caller): Promise<ListRow[]> {
  let body: ListBody;
  try {
    body = JSON.parse((await readBody(req, 1024 * 1024)).toString('utf8') || '{}') as ListBody;
  } catch (error) {
    throw error instanceof StorageError ? error : ERRORS.invalidBody('Body is not valid JSON');
  }
  if (typeof body.prefix !== 'string') throw ERRORS.invalidBody("body must have required property 'prefix'");
  const prefix = body.prefix.length > 0 && !body.prefix.endsWith('/') ? `${body.prefix}/` : body.prefix;
  const search = typeof body.search === 'string' ? body.search : '';
  const limit = Math.min(Number.isInteger(body.limit) && Number(body.limit) > 0 ? Number(body.limit) : 100, 1500);
  const offset = Number.isInteger(body.offset) && Number(body.offset) > 0 ? Number(body.offset) : 0;
  const column: SortColumn = SORT_COLUMNS.find((c) => c === String(body.sortBy?.column ?? 'name').toLowerCase()) ?? 'name';
  const ascending = String(body.sortBy?.order ?? 'asc').toLowerCase() === 'asc';
  const wanted = `${prefix}${search}`.toLowerCase();

  const rows = await ctx.db.transaction(async (tx) => {
    await enterScope(tx, { caller, req, operation: 'storage.object.list' });
    return tx.query<ListRow>(
      `select name, id, updated_at, created_at, last_accessed_at, metadata from storage.objects
        where bucket_id = $1 and left(lower(name), length($2)) = $2`, [bucket, wanted]);
  });
  // A row below the wanted level belongs to the folder named by its path up to the next '/' after it.
  const folderKey = (name: string) => {
    const slash = name.indexOf('/', wanted.length);
    return slash === -1 ? null : name.slice(0, slash);
  };

  let listed: ListRow[];
  if (column === 'name') {
    const sorted = [...rows].sort((a, b) => byteOrder(a.name.toLowerCase(), b.name.toLowerCase()) * (ascending ? 1 : -1));
    listed = [];
    const seen = new Set<string>();
    for (const row of sorted) {
      const folder = folderKey(row.name);
      if (folder === null) listed.push({ ...row, name: row.name.slice(prefix.length) });
      else if (!seen.has(folder.toLowerCase())) {
        seen.add(folder.toLowerCase());
        listed.push(folderOf(folder.slice(prefix.length)));
      }
    }
  } else {
    const folders = [...new Set(rows.map((row) => folderKey(row.name)).filter((f): f is string => f !== null))]
      .sort((a, b) => byteOrder(a, b) * (ascending ? 1 : -1))
      .map((folder) => folderOf(folder.slice(prefix.length)));
    const fileRows = rows.filter((row) => folderKey(row.name) === null)
      .sort((a, b) => (timeOf(a[column]) - timeOf(b[column])) * (ascending ? 1 : -1))
      .map((row) => ({ ...row, name: row.name.slice(prefix.length) }));
    listed = [...folders, ...fileRows];
  }
  return listed.slice(offset, offset + limit);
}
