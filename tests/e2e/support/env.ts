// The addresses and keys the global setup put in the environment, for the test workers.
function need(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the journeys through playwright.config.ts (its global setup sets it)`);
  return value;
}

export const e2eEnv = {
  get baseUrl() { return need('E2E_BASE_URL'); },
  get supabaseUrl() { return need('E2E_SUPABASE_URL'); },
  get anonKey() { return need('E2E_ANON_KEY'); },
  get serviceKey() { return need('E2E_SERVICE_KEY'); },
  get controlUrl() { return need('E2E_CONTROL_URL'); },
};
