// The object routes of local Storage, as hosted Storage (supabase/storage) runs them: upload and update
// (an upsert with x-upsert: true, and always for PUT), download and HEAD as the caller, a public bucket's
// object without a key, and remove ({prefixes}) answering with the removed rows. Every row of
// storage.objects is written and (outside public buckets) read in a transaction as the caller (scope.ts),
// so the project's row level security policies decide. Hand-written: no Storage server is published on npm.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createHash, randomUUID } from 'node:crypto';
import type { ServiceContext } from '../contracts';
import type { Queryable } from '../db/database';
import { ERRORS, StorageError } from './errors';
import { validName, type FileStore } from './files';
import { GLOBAL_FILE_SIZE_LIMIT, readBody, readUpload } from './upload-body';
import { enterScope, type Caller } from './scope';

export interface Target {
  bucket: string;
  name: string;
}

interface Bucket {
  id: string;
  public: boolean;
  file_size_limit: string | number | null;
  allowed_mime_types: string[] | null;
}

interface StoredRow {
  version: string | null;
  metadata: Record<string, unknown> | null;
}

const isUuid = (text: string | null) => !!text && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text);
const json = (res: ServerResponse, body: unknown) => {
  const text = JSON.stringify(body);
  res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': String(Buffer.byteLength(text)) });
  res.end(text);
};
/** The columns hosted answers with for an object (its objectSchema). */
const OBJECT_COLUMNS = 'name, bucket_id, owner, owner_id, version, id, updated_at, created_at, last_accessed_at, metadata, user_metadata';

export function objectRoutes(ctx: ServiceContext, files: FileStore) {
  async function bucketOf(id: string): Promise<Bucket> {
    const [bucket] = await ctx.db.query<Bucket>(
      'select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1', [id]);
    if (!bucket) throw ERRORS.noSuchBucket();
    return bucket;
  }

  const findRow = (tx: Queryable, { bucket, name }: Target) =>
    tx.query<StoredRow>('select version, metadata from storage.objects where bucket_id = $1 and name = $2', [bucket, name]);

  async function upload(req: IncomingMessage, res: ServerResponse, target: Target, caller: Caller): Promise<void> {
    if (!validName(target.name)) throw ERRORS.invalidKey(target.name);
    const bucket = await bucketOf(target.bucket);
    const file = await readUpload(req, bucket.allowed_mime_types);
    const limit = Math.min(GLOBAL_FILE_SIZE_LIMIT, bucket.file_size_limit === null ? Infinity : Number(bucket.file_size_limit));
    const isUpsert = req.method === 'PUT' || req.headers['x-upsert'] === 'true';
    const version = randomUUID();
    const metadata = {
      eTag: `"${createHash('md5').update(file.bytes).digest('hex')}"`, size: file.bytes.length, mimetype: file.mimetype,
      cacheControl: file.cacheControl, lastModified: new Date(ctx.now()).toISOString(), contentLength: file.bytes.length, httpStatusCode: 200,
    };
    const key = { bucket: target.bucket, name: target.name, version };
    const params = [randomUUID(), target.bucket, target.name, isUuid(caller.owner) ? caller.owner : null, caller.owner,
      JSON.stringify(metadata), JSON.stringify(file.userMetadata ?? {}), version];
    const insert = `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, user_metadata, version)
      values ($1, $2, $3, $4::uuid, $5, $6::jsonb, $7::jsonb, $8)`;
    const done = await ctx.db.transaction(async (tx) => {
      const [current] = await tx.query<{ version: string | null }>(
        'select version from storage.objects where bucket_id = $1 and name = $2 for update', [target.bucket, target.name]);
      await enterScope(tx, { caller, req, operation: req.method === 'PUT' ? 'storage.object.upload_update' : 'storage.object.upload' });
      let id = String(params[0]);
      if (isUpsert) {
        // As hosted: an upsert needs the insert, select and update policies; owner kept when the caller has none.
        const [row] = await tx.query<{ id: string }>(`${insert} on conflict (bucket_id, name) do update set
            metadata = excluded.metadata, user_metadata = excluded.user_metadata, version = excluded.version,
            owner = coalesce(excluded.owner, storage.objects.owner), owner_id = coalesce(excluded.owner_id, storage.objects.owner_id)
          returning id`, params);
        id = row.id;
      } else {
        await tx.query(insert, params).catch((error: { code?: string }) => {
          throw error?.code === '23505' ? ERRORS.keyAlreadyExists() : error;
        });
      }
      // Past the policies, the bucket's size limit (hosted finds a file too large once it has it).
      if (file.bytes.length > limit) throw ERRORS.entityTooLarge();
      await files.put(key, file.bytes);
      return { id, previous: current?.version ?? null };
    }).catch(async (error: unknown) => {
      await files.remove(key).catch(() => undefined);
      throw error;
    });
    if (done.previous) await files.remove({ ...target, version: done.previous }).catch(() => undefined);
    json(res, { Id: done.id, Key: `${target.bucket}/${target.name}` });
  }

  async function serve(req: IncomingMessage, res: ServerResponse, target: Target, row: StoredRow | undefined): Promise<void> {
    if (!row) throw ERRORS.noSuchKey();
    const bytes = await files.get({ ...target, version: row.version });
    if (!bytes) throw new StorageError(404, 'NoSuchKey', 'The resource was not found', 'Not found');
    const meta = row.metadata ?? {};
    const eTag = typeof meta.eTag === 'string' ? meta.eTag : `"${createHash('md5').update(bytes).digest('hex')}"`;
    const headers: Record<string, string> = {
      'Content-Type': String(meta.mimetype ?? 'application/octet-stream'),
      'Content-Length': String(bytes.length),
      'Cache-Control': String(meta.cacheControl ?? 'no-cache'),
      ETag: eTag,
      'X-Robots-Tag': 'none',
    };
    const modified = new Date(String(meta.lastModified ?? ''));
    if (!Number.isNaN(modified.getTime())) headers['Last-Modified'] = modified.toUTCString();
    const download = new URL(req.url ?? '/', 'http://localhost').searchParams.get('download');
    if (download !== null) {
      const name = encodeURIComponent(download);
      headers['Content-Disposition'] = download === '' ? 'attachment;' : `attachment; filename=${name}; filename*=UTF-8''${name}`;
    }
    if (req.headers['if-none-match'] === eTag) {
      res.writeHead(304, { ETag: eTag, 'Cache-Control': headers['Cache-Control'] });
      res.end();
      return;
    }
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : bytes);
  }

  /** GET/HEAD /object/public/<bucket>/<name>: a public bucket's object, for anyone. */
  async function publicObject(req: IncomingMessage, res: ServerResponse, target: Target): Promise<void> {
    const [bucket] = await ctx.db.query<Bucket>('select id, public from storage.buckets where id = $1 and public', [target.bucket]);
    if (!bucket) throw ERRORS.noSuchBucket();
    await serve(req, res, target, (await findRow(ctx.db, target))[0]);
  }

  /** GET/HEAD /object/[authenticated/]<bucket>/<name>: as the caller (a public bucket's rows need no policy, as hosted). */
  async function download(req: IncomingMessage, res: ServerResponse, target: Target, caller: Caller): Promise<void> {
    const bucket = await bucketOf(target.bucket);
    const [row] = bucket.public
      ? await findRow(ctx.db, target)
      : await ctx.db.transaction(async (tx) => {
        await enterScope(tx, { caller, req, operation: 'storage.object.get_authenticated' });
        return findRow(tx, target);
      });
    await serve(req, res, target, row);
  }

  /** DELETE /object/<bucket> with {prefixes}: removes what the caller's policies let it, answers with those rows. */
  async function remove(req: IncomingMessage, res: ServerResponse, bucket: string, caller: Caller): Promise<void> {
    let body: { prefixes?: unknown };
    try {
      body = JSON.parse((await readBody(req, 1024 * 1024)).toString('utf8') || '{}') as { prefixes?: unknown };
    } catch (error) {
      throw error instanceof StorageError ? error : ERRORS.invalidBody('Body is not valid JSON');
    }
    const { prefixes } = body;
    if (!Array.isArray(prefixes)) throw ERRORS.invalidBody("body must have required property 'prefixes'");
    if (prefixes.length === 0) throw ERRORS.invalidBody('body/prefixes must NOT have fewer than 1 items');
    if (prefixes.some((prefix) => typeof prefix !== 'string')) throw ERRORS.invalidBody('body/prefixes/0 must be string');
    const removed = await ctx.db.transaction(async (tx) => {
      await enterScope(tx, { caller, req, operation: 'storage.object.delete_many' });
      return tx.query<Record<string, unknown> & { name: string; version: string | null }>(
        `delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${OBJECT_COLUMNS}`, [bucket, prefixes]);
    });
    for (const row of removed) await files.remove({ bucket, name: row.name, version: row.version }).catch(() => undefined);
    json(res, removed);
  }

  return { upload, publicObject, download, remove, json };
}
