// Where the app finds its backend: the central Supabase project (company lookup) and the shop's
// slug. Set at build time through VITE_* variables; the defaults are the local-supabase stack.
export interface AppConfig {
  centralUrl: string;
  centralAnonKey: string;
  companySlug: string;
}

const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

export function readConfig(env: Record<string, string | undefined> = import.meta.env): AppConfig {
  return {
    centralUrl: env.VITE_CENTRAL_SUPABASE_URL || 'http://127.0.0.1:54321',
    centralAnonKey: env.VITE_CENTRAL_SUPABASE_ANON_KEY || LOCAL_ANON_KEY,
    companySlug: env.VITE_COMPANY_SLUG || 'kmfc-shop',
  };
}
