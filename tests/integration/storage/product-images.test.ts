// local-supabase's Storage API through supabase-js's own storage client, with the bucket product-images
// and its policies as migration 20251130000009 makes them on a hosted project: an editor uploads, an upsert
// or update replaces, the public URL serves the bytes without a key, a removal answers with the rows and
// the URL then answers hosted's not-found; the keuken account, anon and another company's folder are
// refused by row level security; too large and wrong types by the bucket; the service role may write.
// Refusals are hosted's: HTTP 400 with the real status in the body's statusCode.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { DEMO, makeClient, signedInClient, startTestStack, type Stack } from '../../helpers/stack';
import { AUTH_USER_IDS, KMFC_COMPANY_ID, OUDE_SHOP_COMPANY_ID, PRODUCT_IDS } from '../../fixtures/seed-ids';

let stack: Stack;
let owner: SupabaseClient;
let kitchen: SupabaseClient;
const BUCKET = 'product-images';
const webp = (text: string) => new Blob([new TextEncoder().encode(`RIFF${text}WEBPVP8 `)], { type: 'image/webp' });
const path = (name: string) => `${KMFC_COMPANY_ID}/${PRODUCT_IDS.frietKlein}/${name}.webp`;
const rls = { status: 400, statusCode: '403', message: 'new row violates row-level security policy' };

beforeAll(async () => {
  stack = await startTestStack();
  [owner, kitchen] = await Promise.all([signedInClient(stack, DEMO.owner), signedInClient(stack, DEMO.kitchen)]);
});
afterAll(async () => {
  await stack?.stop();
});

/** The public URL as an <img> asks it: no apikey, no Authorization. */
async function fetchPublic(name: string, init?: RequestInit) {
  const response = await fetch(owner.storage.from(BUCKET).getPublicUrl(name).data.publicUrl, init);
  return { status: response.status, headers: response.headers, text: await response.text() };
}

const objectRow = async (name: string) => (await stack.sql<{
  id: string; owner: string | null; owner_id: string | null; version: string; updated_at: Date; metadata: Record<string, unknown>;
}>('select id, owner, owner_id, version, updated_at, metadata from storage.objects where bucket_id = $1 and name = $2', [BUCKET, name]))[0];

describe('uploads by staff with can_edit_product_data', () => {
  it('stores a webp with its row and metadata; an upsert replaces it in place; the public URL serves it without a key', async () => {
    const name = path('a');
    const first = await owner.storage.from(BUCKET).upload(name, webp('one'), { upsert: true, contentType: 'image/webp' });
    expect(first.error).toBeNull();
    const row = await objectRow(name);
    expect(first.data).toEqual({ path: name, fullPath: `${BUCKET}/${name}`, id: row.id });
    const bytes = new Uint8Array(await webp('one').arrayBuffer());
    expect(row).toMatchObject({ owner: AUTH_USER_IDS.eigenaar, owner_id: AUTH_USER_IDS.eigenaar, version: expect.any(String) });
    expect(row.metadata).toMatchObject({
      size: bytes.length, contentLength: bytes.length, mimetype: 'image/webp', cacheControl: 'max-age=3600',
      eTag: `"${createHash('md5').update(bytes).digest('hex')}"`, lastModified: expect.any(String), httpStatusCode: 200,
    });

    const served = await fetchPublic(name);
    expect(served).toMatchObject({ status: 200, text: 'RIFFoneWEBPVP8 ' });
    expect(Object.fromEntries(served.headers)).toMatchObject({
      'content-type': 'image/webp', 'content-length': String(bytes.length), 'cache-control': 'max-age=3600', etag: row.metadata.eTag,
    });
    const head = await fetchPublic(name, { method: 'HEAD' });
    expect(head).toMatchObject({ status: 200, text: '' });
    expect(head.headers.get('content-length')).toBe(String(bytes.length));
    expect((await fetchPublic(name, { headers: { 'If-None-Match': String(row.metadata.eTag) } })).status).toBe(304);

    const again = await owner.storage.from(BUCKET).upload(name, webp('two'), { upsert: true, cacheControl: '31536000' });
    expect(again.error).toBeNull();
    const replaced = await objectRow(name);
    expect(replaced.id).toBe(row.id);
    expect(replaced.version).not.toBe(row.version);
    expect(replaced.updated_at.getTime()).toBeGreaterThanOrEqual(row.updated_at.getTime());
    expect(await fetchPublic(name)).toMatchObject({ status: 200, text: 'RIFFtwoWEBPVP8 ' });
    expect((await fetchPublic(name)).headers.get('cache-control')).toBe('max-age=31536000');
  });

  it('update() replaces a file; a raw body (not a Blob) is stored with its content type', async () => {
    const name = path('raw');
    const raw = await owner.storage.from(BUCKET).upload(name, Buffer.from('PNG bytes'), { contentType: 'image/png' });
    expect(raw.error).toBeNull();
    expect(await fetchPublic(name)).toMatchObject({ status: 200, text: 'PNG bytes' });
    expect((await fetchPublic(name)).headers.get('content-type')).toBe('image/png');
    const updated = await owner.storage.from(BUCKET).update(name, webp('updated'));
    expect(updated.error).toBeNull();
    expect(await fetchPublic(name)).toMatchObject({ status: 200, text: 'RIFFupdatedWEBPVP8 ' });
  });

  it('without upsert a second upload of one name is refused as a duplicate, and the first file stays', async () => {
    const name = path('b');
    expect((await owner.storage.from(BUCKET).upload(name, webp('x'))).error).toBeNull();
    const again = await owner.storage.from(BUCKET).upload(name, webp('y'));
    expect(again.error).toMatchObject({ status: 400, statusCode: '409', message: 'The resource already exists' });
    expect((await fetchPublic(name)).text).toContain('x');
  });

  it('downloads and lists as the caller: company staff read their folder, anon lists nothing', async () => {
    const name = path('c');
    expect((await owner.storage.from(BUCKET).upload(name, webp('listed'))).error).toBeNull();
    const blob = (await kitchen.storage.from(BUCKET).download(name)).data;
    expect(blob?.type).toBe('image/webp');
    expect(await blob?.text()).toBe('RIFFlistedWEBPVP8 ');
    expect((await owner.storage.from(BUCKET).exists(name)).data).toBe(true);
    expect((await owner.storage.from(BUCKET).exists(path('nope'))).data).toBe(false);

    const files = (await kitchen.storage.from(BUCKET).list(`${KMFC_COMPANY_ID}/${PRODUCT_IDS.frietKlein}`)).data ?? [];
    expect(files.map((file) => file.name)).toContain('c.webp');
    expect(files.find((file) => file.name === 'c.webp')).toMatchObject({ id: expect.any(String), metadata: { mimetype: 'image/webp' } });
    const folders = (await owner.storage.from(BUCKET).list(KMFC_COMPANY_ID)).data;
    expect(folders).toEqual([expect.objectContaining({ name: PRODUCT_IDS.frietKlein, id: null, metadata: null })]);
    const anon = makeClient(stack.url, stack.keys.anonKey);
    expect((await anon.storage.from(BUCKET).list(`${KMFC_COMPANY_ID}/${PRODUCT_IDS.frietKlein}`)).data).toEqual([]);
  });

  it('remove() answers with the removed rows; the public URL then answers hosted\'s not-found', async () => {
    const name = path('d');
    expect((await owner.storage.from(BUCKET).upload(name, webp('gone'))).error).toBeNull();
    const { id } = await objectRow(name);
    const removed = await owner.storage.from(BUCKET).remove([name, path('never-there')]);
    expect(removed.error).toBeNull();
    expect(removed.data).toEqual([expect.objectContaining({ name, bucket_id: BUCKET, id, metadata: expect.objectContaining({ mimetype: 'image/webp' }) })]);
    const gone = await fetchPublic(name);
    expect(gone.status).toBe(400);
    expect(JSON.parse(gone.text)).toEqual({ statusCode: '404', code: 'NoSuchKey', error: 'not_found', message: 'Object not found' });
    expect((await owner.storage.from(BUCKET).download(name)).error).toMatchObject({ status: 400, statusCode: '404' });
    expect(await objectRow(name)).toBeUndefined();
  });
});

describe('refusals', () => {
  it('the keuken account (no can_edit_product_data) may not upload, and its removal removes nothing', async () => {
    const name = path('kept');
    expect((await owner.storage.from(BUCKET).upload(name, webp('kept'))).error).toBeNull();
    const byKitchen = await kitchen.storage.from(BUCKET).upload(path('e'), webp('x'), { upsert: true });
    expect(byKitchen.error).toMatchObject(rls);
    expect((await kitchen.storage.from(BUCKET).update(name, webp('x'))).error).toMatchObject(rls);
    expect((await kitchen.storage.from(BUCKET).remove([name])).data).toEqual([]);
    expect(await fetchPublic(name)).toMatchObject({ status: 200, text: 'RIFFkeptWEBPVP8 ' });
    expect(await objectRow(path('e'))).toBeUndefined();
  });

  it('anon may not upload; an editor may not write in another company\'s folder', async () => {
    const anon = makeClient(stack.url, stack.keys.anonKey);
    expect((await anon.storage.from(BUCKET).upload(path('f'), webp('x'))).error).toMatchObject(rls);
    const foreign = `${OUDE_SHOP_COMPANY_ID}/${PRODUCT_IDS.frietKlein}/g.webp`;
    expect((await owner.storage.from(BUCKET).upload(foreign, webp('x'), { upsert: true })).error).toMatchObject(rls);
    expect((await owner.storage.from(BUCKET).upload(`${PRODUCT_IDS.frietKlein}/g.webp`, webp('x'))).error).toMatchObject(rls);
  });

  it('a file above the bucket\'s 10 MB and a type that is no image are refused, nothing stored', async () => {
    const big = new Blob([new Uint8Array(10 * 1024 * 1024 + 1)], { type: 'image/jpeg' });
    expect((await owner.storage.from(BUCKET).upload(path('big'), big)).error).toMatchObject({
      status: 400, statusCode: '413', message: 'The object exceeded the maximum allowed size',
    });
    const pdf = new Blob(['%PDF'], { type: 'application/pdf' });
    expect((await owner.storage.from(BUCKET).upload(path('doc'), pdf)).error).toMatchObject({
      status: 400, statusCode: '415', message: 'mime type application/pdf is not supported',
    });
    expect(await objectRow(path('big'))).toBeUndefined();
    expect(await objectRow(path('doc'))).toBeUndefined();
  });

  it('a token that does not verify is refused as hosted refuses it', async () => {
    const forged = createClient(stack.url, stack.keys.anonKey, {
      auth: { persistSession: false }, global: { headers: { Authorization: 'Bearer not-a-jwt' } },
      realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
    });
    expect((await forged.storage.from(BUCKET).upload(path('h'), webp('x'))).error).toMatchObject({
      status: 400, statusCode: '403', message: 'Invalid Compact JWS',
    });
  });
});

describe('the service role and other buckets', () => {
  it('the service role writes anywhere (it bypasses row level security); owner stays empty', async () => {
    const service = makeClient(stack.url, stack.keys.serviceRoleKey);
    const name = `${OUDE_SHOP_COMPANY_ID}/x/g.webp`;
    expect((await service.storage.from(BUCKET).upload(name, webp('s'))).error).toBeNull();
    expect(await objectRow(name)).toMatchObject({ owner: null, owner_id: null });
    expect((await service.storage.from(BUCKET).remove([name])).data).toHaveLength(1);
  });

  it('a private bucket has no public URL, its rows are read under row level security, and a missing bucket is named', async () => {
    await stack.sql(`insert into storage.buckets (id, name, public) values ('private-docs', 'private-docs', false) on conflict do nothing`);
    const service = makeClient(stack.url, stack.keys.serviceRoleKey);
    expect((await service.storage.from('private-docs').upload('a/b.txt', new Blob(['secret'], { type: 'text/plain' }))).error).toBeNull();
    const open = await fetch(service.storage.from('private-docs').getPublicUrl('a/b.txt').data.publicUrl);
    expect(open.status).toBe(400);
    expect(await open.json()).toEqual({ statusCode: '404', code: 'NoSuchBucket', error: 'Bucket not found', message: 'Bucket not found' });
    expect(await (await service.storage.from('private-docs').download('a/b.txt')).data?.text()).toBe('secret');
    expect((await owner.storage.from('private-docs').download('a/b.txt')).error).toMatchObject({ statusCode: '404' });
    expect((await owner.storage.from('no-such-bucket').upload('a.webp', webp('x'))).error).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
  });
});
