// The VAPID key pair of a local project: made on first start, kept in the data folder readable only by
// its owner, and the same after a restart (browser subscriptions made with it stay valid).
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startStack } from '../../../local-supabase/stack';
import { startTestStack } from '../../helpers/stack';

const dataDir = mkdtempSync(join(tmpdir(), 'local-supabase-vapid-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('VAPID keys', () => {
  it('are made on first start, kept as <data-dir>/vapid.json (0600), and reused on the next start', async () => {
    const first = await startStack({ port: 0, dataDir, functions: { realertIntervalMs: 0 } });
    const key = first.vapidPublicKey;
    await first.stop();
    const file = join(dataDir, 'vapid.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
    expect(stored.publicKey).toBe(key);
    expect(Buffer.from(stored.privateKey, 'base64url')).toHaveLength(32);

    const second = await startStack({ port: 0, dataDir, functions: { realertIntervalMs: 0 } });
    try {
      expect(second.vapidPublicKey).toBe(key);
    } finally {
      await second.stop();
    }
  });

  it('are fresh for every in-memory project', async () => {
    const a = await startTestStack({ functions: { realertIntervalMs: 0 } });
    const b = await startTestStack({ functions: { realertIntervalMs: 0 } });
    try {
      expect(a.vapidPublicKey).not.toBe(b.vapidPublicKey);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });
});
