// The project's VAPID key pair (RFC 8292): made with web-push on first start and kept in the data
// folder (mode 0600, it is a secret), so browser subscriptions stay valid across restarts. With an
// in-memory project a fresh pair per start is enough.
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export const VAPID_FILE = 'vapid.json';

function isKeys(value: unknown): value is VapidKeys {
  const v = value as Partial<VapidKeys> | null;
  return typeof v?.publicKey === 'string' && typeof v.privateKey === 'string' && !!v.publicKey && !!v.privateKey;
}

export function loadVapidKeys(dataDir?: string): VapidKeys {
  if (!dataDir) return webpush.generateVAPIDKeys();
  const file = join(dataDir, VAPID_FILE);
  if (existsSync(file)) {
    const stored: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (!isKeys(stored)) throw new Error(`${file} does not hold a VAPID key pair; delete it to make a new one`);
    return { publicKey: stored.publicKey, privateKey: stored.privateKey };
  }
  const keys = webpush.generateVAPIDKeys();
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
  return keys;
}
