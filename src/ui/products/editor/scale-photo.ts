// Scales a photo before it is stored and uploaded: at most 1200 px on its longest side, WebP (JPEG where
// the browser cannot encode WebP). Written here because the browser does the work itself:
// createImageBitmap decodes (EXIF orientation applied), a canvas resamples with high-quality smoothing,
// and convertToBlob/toBlob encodes; no library is needed for it. Loaded only when a photo is chosen.

export const MAX_SIDE = 1200;
const QUALITY = 0.85;

type AnyCanvas = OffscreenCanvas | HTMLCanvasElement;

/** The size that fits within `max` on the longest side, never enlarged. */
export function fitted(width: number, height: number, max = MAX_SIDE): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

function canvasOf(width: number, height: number): AnyCanvas {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

function encode(canvas: AnyCanvas, type: string): Promise<Blob | null> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type, quality: QUALITY });
  return new Promise((resolve) => canvas.toBlob(resolve, type, QUALITY));
}

/** The scaled photo; rejects when the file cannot be read as an image. */
export async function scalePhoto(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  const size = fitted(bitmap.width, bitmap.height);
  const canvas = canvasOf(size.width, size.height);
  const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null;
  if (!context) throw new Error('no 2d canvas');
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  const webp = await encode(canvas, 'image/webp');
  // A browser without a WebP encoder answers with PNG: JPEG is far smaller for a photo.
  if (webp?.type === 'image/webp') return webp;
  const jpeg = await encode(canvas, 'image/jpeg');
  if (!jpeg) throw new Error('the photo could not be encoded');
  return jpeg;
}
