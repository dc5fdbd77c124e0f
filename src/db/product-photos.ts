// A product's photo, taken or chosen on this device: the scaled image is kept here with its outbox entry
// (same mutation id) until the sync engine has uploaded it to Storage and set the product's image_path
// (sync/send-photo.ts), so a photo made offline survives reloads and shows at once. The file's path is
// fixed when the photo is queued (company/product/mutation id), so a retried upload replaces, never adds.
import { useLiveQuery } from 'dexie-react-hooks';
import { appDb, type PhotoRow, type ShopDb } from './database';
import { getMeta } from './meta';
import { enqueue } from './outbox';
import type { WriteResult } from './menu-write';

/** The public Storage bucket of product photos (migration 20251130000009_product_images). */
export const PHOTO_BUCKET = 'product-images';

const EXTENSIONS: Record<string, string> = { 'image/webp': 'webp', 'image/jpeg': 'jpg', 'image/png': 'png' };

/**
 * Queues a product's new photo (already scaled): shown at once from this device, uploaded when there is a
 * connection; the previous file is removed after the new one is set.
 */
export async function queuePhoto(productId: string, blob: Blob, db: ShopDb = appDb()): Promise<WriteResult> {
  return db.transaction('rw', [db.products, db.photos, db.outbox, db.meta], async (): Promise<WriteResult> => {
    const product = await db.products.get(productId);
    const session = await getMeta(db, 'session');
    if (!product || !session) return { ok: false, reason: 'not-found' };
    const name = db.env.uuid();
    const path = `${session.companyId}/${productId}/${name}.${EXTENSIONS[blob.type] ?? 'webp'}`;
    const entry = await enqueue(db, {
      entity: 'products', key: `products:${productId}`, row_id: productId, kind: 'photo', action: 'productPhoto',
      payload: { image_path: path }, expected: { image_path: product.image_path ?? null },
    });
    await db.photos.put({ mutation_id: entry.mutation_id, product_id: productId, blob });
    await db.products.put({ ...product, image_path: path });
    return { ok: true, id: productId };
  });
}

/** The photo of an outbox entry, for its upload; undefined when it is gone (signed out meanwhile). */
export function photoOf(db: ShopDb, mutationId: string): Promise<PhotoRow | undefined> {
  return db.photos.get(mutationId);
}

/** The newest photo of a product still waiting for upload, or null. */
export async function pendingPhoto(db: ShopDb, productId: string): Promise<Blob | null> {
  const photos = await db.photos.where('product_id').equals(productId).toArray();
  const entries = await db.outbox.where('mutation_id').anyOf(photos.map((photo) => photo.mutation_id)).sortBy('seq');
  const newest = entries.at(-1);
  return photos.find((photo) => photo.mutation_id === newest?.mutation_id)?.blob ?? null;
}

export function usePendingPhoto(productId: string | null, db: ShopDb = appDb()): Blob | null | undefined {
  return useLiveQuery(async () => (productId ? pendingPhoto(db, productId) : null), [db, productId]);
}

/** The products that have a photo waiting (the list shows it from the device, not from the server). */
export function usePendingPhotoIds(db: ShopDb = appDb()): Set<string> | undefined {
  return useLiveQuery(async () => new Set((await db.photos.toArray()).map((photo) => photo.product_id)), [db]);
}
