// A project with a data folder keeps its Storage files across a restart, as it keeps its database: each
// upload is a version of its own under <data>/storage/<bucket>/<name>/<version>, and a replaced version's
// file is removed once the new one is in place. On PGlite the database lives in the same folder; on the
// PostgreSQL run both starts use one database of the cluster.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startStack, type StackOptions } from '../../../local-supabase/stack';
import { DEMO, signedInClient } from '../../helpers/stack';
import { stackDatabase } from '../../helpers/test-database';
import { KMFC_COMPANY_ID, PRODUCT_IDS } from '../../fixtures/seed-ids';

const dataDir = mkdtempSync(join(tmpdir(), 'local-supabase-storage-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const BUCKET = 'product-images';
const name = `${KMFC_COMPANY_ID}/${PRODUCT_IDS.frietKlein}/kept.webp`;
const webp = (text: string) => new Blob([new TextEncoder().encode(`RIFF${text}WEBP`)], { type: 'image/webp' });
const versions = () => readdirSync(join(dataDir, 'storage', BUCKET, name));

describe('Storage files in a data folder', () => {
  it('survive a restart; a replaced version\'s file is removed', async () => {
    const options: StackOptions = { ...(await stackDatabase()), memory: false, dataDir, port: 0, functions: { realertIntervalMs: 0 } };
    const first = await startStack(options);
    let url: string;
    try {
      const editor = await signedInClient(first, DEMO.owner);
      expect((await editor.storage.from(BUCKET).upload(name, webp('eerste'), { upsert: true })).error).toBeNull();
      expect((await editor.storage.from(BUCKET).upload(name, webp('tweede'), { upsert: true })).error).toBeNull();
      url = editor.storage.from(BUCKET).getPublicUrl(name).data.publicUrl;
      const [row] = await first.sql<{ version: string }>('select version from storage.objects where name = $1', [name]);
      expect(versions()).toEqual([row.version]);
    } finally {
      await first.stop();
    }

    const second = await startStack(options);
    try {
      const again = url.replace(/^http:\/\/127\.0\.0\.1:\d+/, second.url);
      const response = await fetch(again);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(await response.text()).toBe('RIFFtweedeWEBP');

      const editor = await signedInClient(second, DEMO.owner);
      expect((await editor.storage.from(BUCKET).remove([name])).data).toHaveLength(1);
      expect(versions()).toEqual([]);
    } finally {
      await second.stop();
    }
  }, 120_000); // two projects on disk, one after the other
});
