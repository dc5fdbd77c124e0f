// The Storage API of a project, the part supabase-js's storage client uses: upload (POST, with x-upsert;
// PUT to replace), download as the caller, remove ({prefixes}), and the public object URL of a public
// bucket. Hand-written because no Storage server is published on npm. As hosted, every object row is
// read and written in the database as the caller (role and JWT claims set for the transaction), so the
// project's row level security policies on storage.objects decide; the bytes live in a FileStore.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createHash } from 'node:crypto';
import type { ApiRole, ServiceContext } from '../contracts';
import { verifyJwt, type Claims } from '../jwt';
import { notFound, sendStorageError, StorageError } from './errors';
import { validName, type FileStore } from './files';

export interface StorageServer {
  /** path is what follows /storage/v1, e.g. "/object/product-images/a/b.webp". */
  handle(req: IncomingMessage, res: ServerResponse, path: string, apiRole: ApiRole | null): Promise<void>;
}

interface Bucket {
  id: string;
  public: boolean;
  file_size_limit: string | number | null;
  allowed_mime_types: string[] | null;
}

interface Upload {
  bytes: Uint8Array;
  type: string;
  cacheControl: string;
}

const MAX_BODY = 60 * 1024 * 1024;

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new StorageError(413, 'Payload too large', 'The object exceeded the maximum allowed size');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** The file of an upload: a multipart form (a Blob from supabase-js) or the raw body. */
async function uploadOf(req: IncomingMessage): Promise<Upload> {
  const body = await bodyOf(req);
  const type = String(req.headers['content-type'] ?? 'application/octet-stream');
  if (!type.startsWith('multipart/form-data')) {
    const cacheControl = /max-age=(\d+)/.exec(String(req.headers['cache-control'] ?? ''))?.[1] ?? '3600';
    return { bytes: new Uint8Array(body), type: type.split(';')[0], cacheControl };
  }
  const form = await new Response(new Uint8Array(body), { headers: { 'content-type': type } }).formData();
  const file = [...form.values()].find((value): value is File => typeof value !== 'string');
  if (!file) throw new StorageError(400, 'invalid_request', 'No file in the upload');
  return { bytes: new Uint8Array(await file.arrayBuffer()), type: file.type || 'application/octet-stream', cacheControl: String(form.get('cacheControl') ?? '3600') };
}

/** The caller's claims: its user token when it sends one, else the project key's role. */
function claimsOf(req: IncomingMessage, ctx: ServiceContext, apiRole: ApiRole | null): Claims {
  const token = /^Bearer (.+)$/i.exec(String(req.headers.authorization ?? ''))?.[1];
  if (token) {
    const verified = verifyJwt(token, ctx.keys.jwtSecret, ctx.now() / 1000);
    if (!verified.ok) throw new StorageError(400, 'InvalidJWT', verified.message);
    return verified.claims;
  }
  return { role: apiRole ?? 'anon' };
}

function split(path: string): { bucket: string; name: string } {
  const [bucket, ...rest] = path.split('/').filter((part, i) => i > 0 || part !== '');
  const name = decodeURIComponent(rest.join('/'));
  if (!bucket) throw new StorageError(400, 'invalid_request', 'No bucket in the path');
  return { bucket: decodeURIComponent(bucket), name };
}

export function createStorageServer(ctx: ServiceContext, files: FileStore): StorageServer {
  async function bucketOf(id: string): Promise<Bucket> {
    const [bucket] = await ctx.db.query<Bucket>('select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1', [id]);
    if (!bucket) throw new StorageError(404, 'Bucket not found', 'Bucket not found');
    return bucket;
  }

  function checkUpload(bucket: Bucket, upload: Upload): void {
    if (bucket.file_size_limit !== null && upload.bytes.length > Number(bucket.file_size_limit)) {
      throw new StorageError(413, 'Payload too large', 'The object exceeded the maximum allowed size');
    }
    if (bucket.allowed_mime_types?.length && !bucket.allowed_mime_types.includes(upload.type)) {
      throw new StorageError(415, 'invalid_mime_type', `mime type ${upload.type} is not supported`);
    }
  }

  async function upload(req: IncomingMessage, res: ServerResponse, path: string, claims: Claims): Promise<void> {
    const { bucket: id, name } = split(path);
    if (!validName(name)) throw new StorageError(400, 'InvalidKey', `Invalid key: ${name}`);
    const bucket = await bucketOf(id);
    const file = await uploadOf(req);
    checkUpload(bucket, file);
    const etag = `"${createHash('md5').update(file.bytes).digest('hex')}"`;
    const metadata = { size: file.bytes.length, mimetype: file.type, cacheControl: `max-age=${file.cacheControl}`, eTag: etag, lastModified: new Date(ctx.now()).toISOString() };
    const upsert = req.method === 'POST' && req.headers['x-upsert'] === 'true';
    const owner = typeof claims.sub === 'string' ? claims.sub : null;
    const row = await ctx.db.asClaims(claims, async (tx) => {
      const params = [id, name, owner, JSON.stringify(metadata), owner];
      const rows = req.method === 'PUT'
        ? await tx.query<{ id: string }>(`update storage.objects set metadata = $4::jsonb, owner = $3::uuid, owner_id = $5::text, updated_at = now()
            where bucket_id = $1 and name = $2 returning id`, params)
        : await tx.query<{ id: string }>(`insert into storage.objects (bucket_id, name, owner, owner_id, metadata) values ($1, $2, $3::uuid, $5::text, $4::jsonb)
            ${upsert ? 'on conflict (bucket_id, name) do update set metadata = excluded.metadata, owner = excluded.owner, owner_id = excluded.owner_id, updated_at = now()' : ''}
            returning id`, params);
      if (!rows[0]) throw notFound();
      // The bytes are written before the row commits: a failed write leaves no row behind.
      await files.put(id, name, file.bytes);
      return rows[0];
    });
    res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ Id: row.id, Key: `${id}/${name}` }));
  }

  async function serve(res: ServerResponse, id: string, name: string, head: boolean, row: { metadata: Record<string, unknown> } | undefined) {
    const bytes = row ? await files.get(id, name) : null;
    if (!row || !bytes) throw notFound();
    res.writeHead(200, {
      'Content-Type': String(row.metadata?.mimetype ?? 'application/octet-stream'),
      'Content-Length': String(bytes.length),
      'Cache-Control': String(row.metadata?.cacheControl ?? 'max-age=3600'),
      ETag: String(row.metadata?.eTag ?? ''),
    });
    res.end(head ? undefined : bytes);
  }

  async function publicObject(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    const { bucket: id, name } = split(path);
    const bucket = await bucketOf(id);
    if (!bucket.public) throw notFound();
    const [row] = await ctx.db.query<{ metadata: Record<string, unknown> }>('select metadata from storage.objects where bucket_id = $1 and name = $2', [id, name]);
    await serve(res, id, name, req.method === 'HEAD', row);
  }

  async function download(req: IncomingMessage, res: ServerResponse, path: string, claims: Claims): Promise<void> {
    const { bucket: id, name } = split(path);
    const [row] = await ctx.db.asClaims(claims, (tx) =>
      tx.query<{ metadata: Record<string, unknown> }>('select metadata from storage.objects where bucket_id = $1 and name = $2', [id, name]));
    await serve(res, id, name, req.method === 'HEAD', row);
  }

  async function remove(req: IncomingMessage, res: ServerResponse, path: string, claims: Claims): Promise<void> {
    const { bucket: id } = split(path);
    const prefixes = (JSON.parse((await bodyOf(req)).toString('utf8') || '{}') as { prefixes?: unknown }).prefixes;
    if (!Array.isArray(prefixes) || prefixes.some((prefix) => typeof prefix !== 'string')) {
      throw new StorageError(400, 'invalid_request', 'body must have prefixes: an array of object names');
    }
    const removed = await ctx.db.asClaims(claims, (tx) => tx.query<Record<string, unknown> & { name: string }>(
      'delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning *', [id, prefixes]));
    for (const row of removed) await files.remove(id, row.name);
    res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(removed));
  }

  return {
    async handle(req, res, path, apiRole) {
      try {
        const publicPath = /^\/object\/public\/(.+)$/.exec(path);
        if (publicPath && (req.method === 'GET' || req.method === 'HEAD')) return await publicObject(req, res, publicPath[1]);
        if (apiRole === null) throw new StorageError(400, 'Unauthorized', 'headers must have required property \'authorization\'');
        const claims = claimsOf(req, ctx, apiRole);
        const object = /^\/object\/(?:authenticated\/)?(.+)$/.exec(path);
        if (!object) throw new StorageError(404, 'not_found', `no route for ${path}`);
        if (req.method === 'POST' || req.method === 'PUT') return await upload(req, res, object[1], claims);
        if (req.method === 'DELETE') return await remove(req, res, object[1], claims);
        if (req.method === 'GET' || req.method === 'HEAD') return await download(req, res, object[1], claims);
        throw new StorageError(405, 'method_not_allowed', `${req.method} is not allowed here`);
      } catch (error) {
        sendStorageError(res, error);
      }
    },
  };
}
