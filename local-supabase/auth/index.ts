// The Auth service: a GoTrue look-alike for what auth-js does in this app (password sign-in,
// rotating refresh tokens, user read/update, logout, the admin user API), with GoTrue's error codes.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApiRole, AuthOptions, AuthServer, ServiceContext } from '../contracts';
import { createEnv, type AuthEnv } from './env';
import { AuthError, errors, sendError } from './errors';
import { adminRoute } from './routes/admin';
import { healthRoute, jwksRoute, settingsRoute, signupRoute } from './routes/misc';
import { tokenRoute } from './routes/token';
import { getUserRoute, logoutRoute, updateUserRoute } from './routes/user';

async function route(env: AuthEnv, req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
  const method = req.method ?? 'GET';
  const key = `${method} ${path.replace(/\/+$/, '') || '/'}`;
  switch (key) {
    case 'POST /token':
      return tokenRoute(env, req, res);
    case 'GET /user':
      return getUserRoute(env, req, res);
    case 'PUT /user':
      return updateUserRoute(env, req, res);
    case 'POST /logout':
      return logoutRoute(env, req, res);
    case 'POST /signup':
      return signupRoute(req);
    case 'GET /settings':
      return settingsRoute(res);
    case 'GET /health':
      return healthRoute(res);
    case 'GET /.well-known/jwks.json':
      return jwksRoute(res);
  }
  if (path === '/admin' || path.startsWith('/admin/'))
    return adminRoute(env, req, res, path.replace(/\/+$/, ''));
  throw errors.notFound();
}

export function createAuthServer(ctx: ServiceContext, options: AuthOptions): AuthServer {
  const env = createEnv(ctx, options);
  return {
    // The apikey was checked by the gateway; like GoTrue, authorisation here follows the Bearer token.
    async handle(req: IncomingMessage, res: ServerResponse, path: string, _apiRole: ApiRole): Promise<void> {
      try {
        await route(env, req, res, path);
      } catch (error) {
        if (res.headersSent) {
          res.destroy();
          return;
        }
        const authError =
          error instanceof AuthError
            ? error
            : new AuthError(
                500,
                'unexpected_failure',
                'Unexpected failure, please check server logs for more information',
              );
        if (!(error instanceof AuthError)) console.error('[auth]', error);
        sendError(req, res, authError);
      }
    },
  };
}
