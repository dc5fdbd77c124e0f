// The Storage API of a local project at /storage/v1: the part supabase-js's storage client uses for
// product photos, with hosted Storage's URLs, methods, headers and answers. Hand-written because no
// Storage server is published on npm (supabase/storage is a service, not a package). Routes:
//   POST /object/<bucket>/<name>                upload (x-upsert: true replaces)      → {Id, Key}
//   PUT  /object/<bucket>/<name>                update (replaces, or creates)          → {Id, Key}
//   GET|HEAD /object/public/<bucket>/<name>     a public bucket's object, no key needed → the bytes
//   GET|HEAD /object/[authenticated/]<bucket>/<name>  download as the caller          → the bytes
//   DELETE /object/<bucket>  {prefixes}         remove as the caller                  → the removed rows
//   POST /object/list/<bucket>  {prefix, …}     list as the caller                    → files and folders
// Refusals are hosted's: HTTP 400 with {statusCode, code, error, message} (errors.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApiRole, ServiceContext } from '../contracts';
import { ERRORS, sendNoRoute, sendStorageError } from './errors';
import type { FileStore } from './files';
import { listObjects } from './list';
import { objectRoutes, type Target } from './objects';
import { callerOf } from './scope';

export interface StorageServer {
  /** path is what follows /storage/v1, e.g. "/object/product-images/a/b.webp"; apiRole is null without a key. */
  handle(req: IncomingMessage, res: ServerResponse, path: string, apiRole: ApiRole | null): Promise<void>;
}

/** Hosted routes under /object that this stand-in does not serve (signed URLs, move, copy, info, …). */
const OTHER_ROUTES = new Set(['sign', 'upload', 'move', 'copy', 'info', 'list-v2']);

function decode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    throw ERRORS.invalidKey(part);
  }
}

/** "<bucket>/<name…>" as bucket and object name (the name may hold '/'). */
function targetOf(rest: string): Target | null {
  const slash = rest.indexOf('/');
  if (slash <= 0 || slash === rest.length - 1) return null;
  return { bucket: decode(rest.slice(0, slash)), name: decode(rest.slice(slash + 1)) };
}

export function createStorageServer(ctx: ServiceContext, files: FileStore): StorageServer {
  const objects = objectRoutes(ctx, files);

  return {
    async handle(req, res, path, apiRole) {
      const method = req.method ?? 'GET';
      const read = method === 'GET' || method === 'HEAD';
      try {
        const rest = /^\/object\/(.+)$/.exec(path)?.[1];
        if (!rest) return sendNoRoute(res, method, path);
        const publicTarget = rest.startsWith('public/') ? targetOf(rest.slice('public/'.length)) : null;
        if (read && publicTarget) return await objects.publicObject(req, res, publicTarget);
        // Everything else needs a project key (the gateway checked it) and the caller's token.
        if (apiRole === null) throw ERRORS.accessDenied('headers must have required property \'authorization\'');
        const caller = callerOf(req, ctx, apiRole);
        const list = /^list\/([^/]+)$/.exec(rest);
        if (method === 'POST' && list) return objects.json(res, await listObjects(ctx, req, decode(list[1]), caller));
        if (method === 'DELETE' && !rest.includes('/')) return await objects.remove(req, res, decode(rest), caller);
        if (OTHER_ROUTES.has(rest.split('/')[0])) return sendNoRoute(res, method, path);
        const authenticated = rest.startsWith('authenticated/') ? targetOf(rest.slice('authenticated/'.length)) : null;
        const target = targetOf(rest);
        if (read && (authenticated ?? target)) return await objects.download(req, res, (authenticated ?? target)!, caller);
        if ((method === 'POST' || method === 'PUT') && target) return await objects.upload(req, res, target, caller);
        return sendNoRoute(res, method, path);
      } catch (error) {
        // A body refused before it was read is read away, so the answer reaches the client.
        const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || 'transfer-encoding' in req.headers;
        if (hasBody && !req.readableEnded) req.resume();
        sendStorageError(res, error);
      }
    },
  };
}
