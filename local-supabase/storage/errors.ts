// Storage API errors as hosted Storage (supabase/storage) answers them: HTTP 400 for every refusal (500 for
// its own failures) with the real status in the body, `{statusCode: '404', code: 'NoSuchKey', error:
// 'not_found', message: 'Object not found'}`; supabase-js's storage client turns that into a
// StorageApiError (`status` 400, `statusCode` '404'). Hand-written: no Storage server is published on npm.
import type { ServerResponse } from 'node:http';

export class StorageError extends Error {
  constructor(
    /** The status hosted Storage puts in the body's statusCode. */
    readonly httpStatusCode: number,
    readonly code: string,
    message: string,
    /** The body's `error` (hosted's older names); the code when absent. */
    readonly error: string = code,
  ) {
    super(message);
  }
}

export const ERRORS = {
  noSuchBucket: () => new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => new StorageError(404, 'NoSuchKey', 'Object not found', 'not_found'),
  invalidKey: (key: string) => new StorageError(400, 'InvalidKey', `Invalid key: ${key}`),
  accessDenied: (message: string) => new StorageError(403, 'AccessDenied', message || 'Access denied', 'Unauthorized'),
  keyAlreadyExists: () => new StorageError(409, 'KeyAlreadyExists', 'The resource already exists', 'Duplicate'),
  entityTooLarge: () => new StorageError(413, 'EntityTooLarge', 'The object exceeded the maximum allowed size', 'Payload too large'),
  invalidMimeType: (type: string) => new StorageError(415, 'InvalidMimeType', `mime type ${type} is not supported`, 'invalid_mime_type'),
  noContent: (message = 'No content provided') => new StorageError(400, 'InvalidRequest', message),
  invalidBody: (message: string) => new StorageError(400, 'InvalidRequest', message, 'Bad Request'),
};

/** A database refusal in Storage's words, as hosted maps Postgres errors (storage/database/errors.ts). */
export function fromDatabase(error: unknown): StorageError {
  if (error instanceof StorageError) return error;
  const code = (error as { code?: string })?.code;
  const message = String((error as Error)?.message ?? error);
  if (code === '42501') {
    return ERRORS.accessDenied(message.includes('row-level security') ? 'new row violates row-level security policy' : message);
  }
  if (code === '23505') return new StorageError(409, 'ResourceAlreadyExists', 'The resource already exists', 'Duplicate');
  return new StorageError(500, 'InternalError', message);
}

export function sendStorageError(res: ServerResponse, error: unknown): void {
  const known = fromDatabase(error);
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body = JSON.stringify({ statusCode: String(known.httpStatusCode), code: known.code, error: known.error, message: known.message });
  res.writeHead(known.httpStatusCode === 500 ? 500 : 400, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    // A missing object is not cached, as hosted answers it.
    ...(known.httpStatusCode === 404 ? { 'Cache-Control': 'no-store' } : {}),
  });
  res.end(body);
}

/** A path with no route here (hosted's other routes: signed URLs, move, copy, buckets), as fastify answers it. */
export function sendNoRoute(res: ServerResponse, method: string, path: string): void {
  const body = JSON.stringify({ message: `Route ${method}:${path} not found`, error: 'Not Found', statusCode: 404 });
  res.writeHead(404, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(body);
}
