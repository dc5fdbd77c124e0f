// local-supabase's Storage API through supabase-js's own storage client (issue 31): the public bucket
// product-images as a hosted project has it after our migrations, with row level security deciding
// who may write: an upsert replaces, the public URL serves the bytes without a key, a removal makes it
// 404; the keuken account, anon and another company's folder are refused; too large and wrong types too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { DEMO, makeClient, signedInClient, startTestStack, type Stack } from '../../helpers/stack';
import { KMFC_COMPANY_ID, OUDE_SHOP_COMPANY_ID } from '../../fixtures/seed-ids';

let stack: Stack;
let owner: SupabaseClient;
let kitchen: SupabaseClient;
const BUCKET = 'product-images';
const webp = (text: string) => new Blob([new TextEncoder().encode(`RIFF${text}WEBPVP8 `)], { type: 'image/webp' });
const path = (name: string) => `${KMFC_COMPANY_ID}/00000000-0000-4000-8000-000000000301/${name}.webp`;

beforeAll(async () => {
  stack = await startTestStack();
  [owner, kitchen] = await Promise.all([signedInClient(stack, DEMO.owner), signedInClient(stack, DEMO.kitchen)]);
});
afterAll(async () => {
  await stack?.stop();
});

async function publicBytes(name: string): Promise<{ status: number; type: string | null; text: string }> {
  const url = owner.storage.from(BUCKET).getPublicUrl(name).data.publicUrl;
  const response = await fetch(url); // no apikey, as an <img> asks
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

describe('product photos in Storage', () => {
  it('an editor uploads, an upsert replaces, the public URL serves the bytes, and a removal makes it 404', async () => {
    const name = path('a');
    const first = await owner.storage.from(BUCKET).upload(name, webp('one'), { upsert: true, contentType: 'image/webp' });
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({ path: name, fullPath: `${BUCKET}/${name}` });
    expect(await publicBytes(name)).toMatchObject({ status: 200, type: 'image/webp', text: expect.stringContaining('one') });

    expect((await owner.storage.from(BUCKET).upload(name, webp('two'), { upsert: true })).error).toBeNull();
    expect((await publicBytes(name)).text).toContain('two');
    const [row] = await stack.sql<{ metadata: { size: number; mimetype: string }; owner: string }>(
      'select metadata, owner from storage.objects where bucket_id = $1 and name = $2', [BUCKET, name]);
    expect(row.metadata).toMatchObject({ mimetype: 'image/webp', size: webp('two').size });

    const removed = await owner.storage.from(BUCKET).remove([name]);
    expect(removed.error).toBeNull();
    expect(removed.data?.map((object) => object.name)).toEqual([name]);
    const gone = await publicBytes(name);
    expect(gone.status).toBe(404);
    expect(JSON.parse(gone.text)).toMatchObject({ statusCode: '404', error: 'not_found' });
  });

  it('without upsert a second upload of one name is refused as a duplicate', async () => {
    const name = path('b');
    expect((await owner.storage.from(BUCKET).upload(name, webp('x'))).error).toBeNull();
    const again = await owner.storage.from(BUCKET).upload(name, webp('y'));
    expect(again.error).toMatchObject({ statusCode: '409' });
  });

  it('refuses the keuken account (no can_edit_product_data), anon and another company\'s folder; removals by them remove nothing', async () => {
    const name = path('c');
    expect((await owner.storage.from(BUCKET).upload(name, webp('kept'))).error).toBeNull();
    const byKitchen = await kitchen.storage.from(BUCKET).upload(path('d'), webp('x'));
    expect(byKitchen.error).toMatchObject({ status: 403, statusCode: '403' });
    const anon = makeClient(stack.url, stack.keys.anonKey);
    expect((await anon.storage.from(BUCKET).upload(path('e'), webp('x'))).error).toMatchObject({ statusCode: '403' });
    const foreign = `${OUDE_SHOP_COMPANY_ID}/x/f.webp`;
    expect((await owner.storage.from(BUCKET).upload(foreign, webp('x'))).error).toMatchObject({ statusCode: '403' });

    expect((await kitchen.storage.from(BUCKET).remove([name])).data).toEqual([]);
    expect((await publicBytes(name)).status).toBe(200);
  });

  it('refuses a file above the bucket\'s 10 MB and a type that is no image; the service role may write anywhere', async () => {
    const big = new Blob([new Uint8Array(10 * 1024 * 1024 + 1)], { type: 'image/jpeg' });
    expect((await owner.storage.from(BUCKET).upload(path('big'), big)).error).toMatchObject({ statusCode: '413' });
    const pdf = new Blob(['%PDF'], { type: 'application/pdf' });
    expect((await owner.storage.from(BUCKET).upload(path('doc'), pdf)).error).toMatchObject({ statusCode: '415' });
    const service = makeClient(stack.url, stack.keys.serviceRoleKey);
    expect((await service.storage.from(BUCKET).upload(`${OUDE_SHOP_COMPANY_ID}/x/g.webp`, webp('s'))).error).toBeNull();
  });
});
