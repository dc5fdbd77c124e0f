// Reads an upload's file the way hosted Storage does (storage/uploader.ts fileUploadFromRequest): a
// multipart form (what supabase-js sends for a Blob or File: the fields cacheControl and metadata, then the
// file, whose part type is the mimetype) or the raw body (a Buffer or string: content-type, cache-control
// and a base64 x-metadata header). The bucket's allowed types are checked here, its size limit later.
// Hand-written because no Storage server is published on npm.
import type { IncomingMessage } from 'node:http';
import { ERRORS, StorageError } from './errors';

export interface UploadFile {
  bytes: Uint8Array;
  mimetype: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | undefined;
}

/** Hosted's global upload limit on the free plan (and the Supabase CLI's default), 50 MiB. */
export const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024;
/** Room for the multipart envelope around a file of the global limit. */
const MAX_BODY = GLOBAL_FILE_SIZE_LIMIT + 1024 * 1024;

/** The whole body; past max it is still read to the end (so the answer reaches the client), then refused. */
export async function readBody(req: IncomingMessage, max = MAX_BODY): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size <= max) chunks.push(chunk as Buffer);
  }
  if (size > max) throw ERRORS.entityTooLarge();
  return Buffer.concat(chunks);
}

/** Hosted's validateMimeType: type/subtype equal to an allowed one, or its type with subtype '*'. */
export function checkMimeType(mimetype: string, allowed: string[] | null): void {
  if (!allowed?.length) return;
  const [type, subtype] = mimetype.split('/');
  if (subtype === undefined) throw ERRORS.invalidMimeType(mimetype);
  const ok = allowed.some((entry) => {
    const [allowedType, allowedSubtype] = entry.split('/');
    return allowedType === type && (allowedSubtype === '*' || allowedSubtype === subtype);
  });
  if (!ok) throw ERRORS.invalidMimeType(mimetype);
}

function parseMetadata(text: string | undefined): Record<string, unknown> | undefined {
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

export async function readUpload(req: IncomingMessage, allowedMimeTypes: string[] | null): Promise<UploadFile> {
  const contentType = String(req.headers['content-type'] ?? '');
  if (!contentType.startsWith('multipart/form-data')) {
    const mimetype = contentType || 'application/octet-stream';
    checkMimeType(mimetype, allowedMimeTypes);
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > GLOBAL_FILE_SIZE_LIMIT) throw ERRORS.entityTooLarge();
    const header = req.headers['x-metadata'];
    const userMetadata = typeof header === 'string' ? parseMetadata(Buffer.from(header, 'base64').toString('utf8')) : undefined;
    const bytes = new Uint8Array(await readBody(req));
    return { bytes, mimetype, cacheControl: String(req.headers['cache-control'] ?? 'no-cache'), userMetadata };
  }
  let form: FormData;
  try {
    const body = await readBody(req);
    form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
  } catch (error) {
    if (error instanceof StorageError) throw error;
    throw ERRORS.noContent();
  }
  const file = [...form.values()].find((value): value is File => typeof value !== 'string');
  if (!file) throw ERRORS.noContent();
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' && value ? value : undefined;
  };
  const mimetype = field('contentType') ?? (file.type || 'application/octet-stream');
  checkMimeType(mimetype, allowedMimeTypes);
  const cacheTime = field('cacheControl');
  return {
    bytes: new Uint8Array(await file.arrayBuffer()),
    mimetype,
    cacheControl: cacheTime ? `max-age=${cacheTime}` : 'no-cache',
    userMetadata: parseMetadata(field('metadata') ?? field('userMetadata')),
  };
}
