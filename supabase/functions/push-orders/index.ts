// Deno entry of the push-orders edge function (`supabase functions deploy push-orders`). All logic is in
// ./handler.ts and its modules, which local-supabase runs unchanged in Node.
import webpush from 'npm:web-push@3.6.7';
import { createHandler } from './handler.ts';
import type { GenerateRequestDetails, PushEnv } from './types.ts';

function env(name: keyof PushEnv): string {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`push-orders: the secret ${name} is not set`);
  return value;
}

Deno.serve(
  createHandler({
    env: {
      VAPID_PUBLIC_KEY: env('VAPID_PUBLIC_KEY'),
      VAPID_PRIVATE_KEY: env('VAPID_PRIVATE_KEY'),
      VAPID_SUBJECT: env('VAPID_SUBJECT'),
      SUPABASE_URL: env('SUPABASE_URL'),
      SUPABASE_SERVICE_ROLE_KEY: env('SUPABASE_SERVICE_ROLE_KEY'),
    },
    generateRequestDetails: webpush.generateRequestDetails as GenerateRequestDetails,
    fetch,
    now: Date.now,
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    log: (line) => console.log(line),
  }),
);
