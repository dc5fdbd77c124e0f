// GET /settings, GET /health, GET /.well-known/jwks.json and POST /signup (disabled: staff accounts
// are made by an admin).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { errors } from '../errors';
import { readBody, sendJson, str } from '../http';

const PROVIDERS = [
  'apple',
  'azure',
  'bitbucket',
  'discord',
  'facebook',
  'figma',
  'fly',
  'github',
  'gitlab',
  'google',
  'keycloak',
  'kakao',
  'linkedin',
  'linkedin_oidc',
  'notion',
  'spotify',
  'slack',
  'slack_oidc',
  'workos',
  'twitch',
  'twitter',
  'zoom',
];

export function settingsBody() {
  const external: Record<string, boolean> = { anonymous_users: false };
  for (const provider of PROVIDERS) external[provider] = false;
  external.email = true;
  external.phone = false;
  return {
    external,
    disable_signup: true,
    mailer_autoconfirm: false,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  };
}

export function settingsRoute(res: ServerResponse): void {
  sendJson(res, 200, settingsBody());
}

export function healthRoute(res: ServerResponse): void {
  sendJson(res, 200, {
    version: 'local',
    name: 'GoTrue',
    description: 'GoTrue is a user registration and authentication API',
  });
}

/** Tokens are HS256 with the shared secret, which GoTrue never publishes. */
export function jwksRoute(res: ServerResponse): void {
  sendJson(res, 200, { keys: [] });
}

export async function signupRoute(req: IncomingMessage): Promise<never> {
  const body = await readBody(req);
  // As GoTrue's router: a body without email and phone is an anonymous sign-in.
  if (!str(body.email) && !str(body.phone)) throw errors.anonymousDisabled();
  throw errors.signupDisabled();
}
