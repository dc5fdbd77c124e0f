// Sends a product's new photo (db/product-photos.ts): uploads the image to the public Storage bucket at
// the path fixed when it was queued (upsert, so a retry replaces the same file), sets the product's
// image_path and image_url (its public URL, which the web shop shows), then removes the previous file.
// A failed removal leaves an unused file behind, never a product without its photo.
import { PHOTO_BUCKET } from '../db/product-photos';
import type { OutboxEntry } from '../db/outbox-types';
import type { Tables } from '../db/database.types';
import type { Client } from './clients';
import { RequestError } from './errors';

type Update = ReturnType<ReturnType<Client['from']>['update']>;

/**
 * A Storage error as a request failure: its HTTP status decides transient or permanent. Hosted Storage
 * answers an expired token with 400 and statusCode '403' ('"exp" claim timestamp check failed'): that is
 * an auth failure (refresh and retry), not a refusal.
 */
function storageFailure(what: string, error: { message: string; status?: number; statusCode?: string }): RequestError {
  const expired = /"exp" claim|jwt expired/i.test(error.message);
  const status = expired ? 401 : error.status ?? (Number(error.statusCode) || 400);
  return new RequestError(what, { status, code: error.statusCode ?? null, message: error.message });
}

/** The updated product, or null when no row came back (the caller reads it and decides). */
export async function sendPhoto(
  client: Client, entry: OutboxEntry, photo: Blob | null, withHeaders: (query: Update) => Update,
): Promise<Tables<'products'> | null> {
  const path = String(entry.payload.image_path ?? '');
  if (!photo || !path) {
    throw new RequestError('uploading a photo', { status: 400, code: 'PHOTO_MISSING', message: 'the photo is no longer on this device' });
  }
  const bucket = client.storage.from(PHOTO_BUCKET);
  const upload = await bucket.upload(path, photo, { upsert: true, contentType: photo.type, cacheControl: '31536000' });
  if (upload.error) throw storageFailure('uploading a photo', upload.error as { message: string; status?: number; statusCode?: string });
  const imageUrl = bucket.getPublicUrl(path).data.publicUrl;
  const query = withHeaders(client.from('products')
    .update({ image_path: path, image_url: imageUrl, last_mutation_id: entry.mutation_id }).eq('id', entry.row_id ?? ''));
  const { data, error, status } = await query.select();
  if (error) throw new RequestError('setting a photo', { status, code: error.code ?? null, message: error.message, hint: error.hint });
  const row = (data as Tables<'products'>[] | null)?.[0] ?? null;
  const previous = entry.expected?.image_path;
  if (row && typeof previous === 'string' && previous && previous !== path) {
    // The old file is no longer shown anywhere; a failure here only leaves it unused.
    await bucket.remove([previous]).catch(() => undefined);
  }
  return row;
}
