// Stand-in for auth-js's GoTrueAdminApi, swapped in at build time for imports from inside
// @supabase/auth-js (vite.config.ts). The admin API (users, invites, OAuth clients, factors) needs a
// service key a staff device never holds, and it is about 2 KB of gzip of the JS budget. GoTrueClient
// makes one in its constructor and signs out through its signOut, so this keeps that one call, sending
// the same request as the original; every other admin call is absent.
import { isAuthError } from '@supabase/auth-js/dist/module/lib/errors';
import { _request, type Fetch } from '@supabase/auth-js/dist/module/lib/fetch';
import { resolveFetch } from '@supabase/auth-js/dist/module/lib/helpers';

export interface AdminOptions {
  url?: string;
  headers?: Record<string, string>;
  fetch?: Fetch;
}

export default class GoTrueAdminApi {
  private readonly url: string;
  private readonly headers: Record<string, string>;
  private readonly fetch: Fetch;

  constructor({ url = '', headers = {}, fetch }: AdminOptions) {
    this.url = url;
    this.headers = headers;
    this.fetch = resolveFetch(fetch);
  }

  /** Ends the session of `jwt` on the server (POST /logout), as GoTrueClient.signOut asks. */
  async signOut(jwt: string, scope = 'global'): Promise<{ data: null; error: unknown }> {
    try {
      await _request(this.fetch, 'POST', `${this.url}/logout?scope=${scope}`, { headers: this.headers, jwt, noResolveJson: true });
      return { data: null, error: null };
    } catch (error) {
      if (isAuthError(error)) return { data: null, error };
      throw error;
    }
  }
}
