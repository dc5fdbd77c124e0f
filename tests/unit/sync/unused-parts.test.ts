// The build swaps parts of supabase-js the app never uses for stand-ins (vite.config.ts). The one call
// the auth stand-in keeps, signing out, must send what the original sends and answer as it does.
import { GoTrueAdminApi as OriginalAdminApi } from '@supabase/auth-js';
import { describe, expect, it } from 'vitest';
import StandInAdminApi from '../../../src/sync/unused-auth-admin';
import RealtimePresence, { REALTIME_PRESENCE_LISTEN_EVENTS } from '../../../src/sync/unused-presence';
import { REALTIME_PRESENCE_LISTEN_EVENTS as ORIGINAL_EVENTS } from '@supabase/realtime-js';

interface Sent { url: string; method: string; headers: Record<string, string>; body: unknown }

function recordingFetch(status: number, body: string) {
  const sent: Sent[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    sent.push({
      url: String(input), method: init?.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init?.headers).entries()), body: init?.body ?? null,
    });
    return new Response(status === 204 ? null : body, { status, headers: { 'Content-Type': 'application/json' } });
  };
  return { sent, fetch };
}

const options = (fetch: typeof globalThis.fetch) => ({
  url: 'http://127.0.0.1:54321/auth/v1', headers: { apikey: 'anon-key', 'X-Client-Info': 'test' }, fetch,
});

describe('the auth admin stand-in', () => {
  for (const scope of ['global', 'local', 'others'] as const) {
    it(`signs out (${scope}) with the same request and answer as auth-js`, async () => {
      const original = recordingFetch(204, '');
      const standIn = recordingFetch(204, '');
      const expected = await new OriginalAdminApi(options(original.fetch)).signOut('jwt-1', scope);
      const got = await new StandInAdminApi(options(standIn.fetch)).signOut('jwt-1', scope);
      expect(got).toEqual({ data: null, error: null });
      expect(got).toEqual(expected);
      expect(standIn.sent).toEqual(original.sent);
      expect(standIn.sent[0]).toMatchObject({ method: 'POST', url: `http://127.0.0.1:54321/auth/v1/logout?scope=${scope}` });
      expect(standIn.sent[0].headers.authorization).toBe('Bearer jwt-1');
    });
  }

  it('answers an expired session with the error, as auth-js does, so sign-out goes on locally', async () => {
    const body = JSON.stringify({ code: 401, error_code: 'bad_jwt', msg: 'invalid JWT' });
    const original = recordingFetch(401, body);
    const standIn = recordingFetch(401, body);
    const expected = await new OriginalAdminApi(options(original.fetch)).signOut('old');
    const got = await new StandInAdminApi(options(standIn.fetch)).signOut('old');
    // (Node loads auth-js's CommonJS build for the test, the stand-in its module build: compare by value.)
    expect(got.error).toMatchObject({ name: 'AuthApiError', status: 401, code: 'bad_jwt', message: 'invalid JWT' });
    expect(got).toEqual(expected);
    expect(standIn.sent).toEqual(original.sent);
  });
});

describe('the presence stand-in', () => {
  it('names the same events and holds no presence', () => {
    expect(REALTIME_PRESENCE_LISTEN_EVENTS).toEqual({ ...ORIGINAL_EVENTS });
    expect(new RealtimePresence().state).toEqual({});
  });
});
