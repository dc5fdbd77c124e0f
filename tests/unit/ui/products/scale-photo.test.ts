// The photo scaling (src/ui/products/editor/scale-photo.ts). happy-dom has no image decoder or canvas
// encoder, so createImageBitmap and the canvases are stand-ins that record what they are asked: this
// checks the size asked for, the drawing, the encoder's type and quality and the JPEG fallback, not
// the pixels. Real decoding and encoding run in Chromium: the @menu journey (a photo chosen, uploaded,
// served as image/webp or image/jpeg) and `npm run bench -- menu` (a 12-megapixel photo scaled).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fitted, scalePhoto } from '../../../../src/ui/products/editor/scale-photo';

interface Drawn { width: number; height: number; draws: unknown[][]; encodes: { type: string; quality: number }[] }

function fakeBitmap(width: number, height: number) {
  return { width, height, close: vi.fn() };
}

/** An OffscreenCanvas whose encoder answers with `encodes(type)` (a browser without WebP answers PNG). */
function stubOffscreen(encodes: (type: string) => string): Drawn[] {
  const made: Drawn[] = [];
  class FakeOffscreenCanvas {
    drawn: Drawn;
    constructor(width: number, height: number) {
      this.drawn = { width, height, draws: [], encodes: [] };
      made.push(this.drawn);
    }
    getContext() {
      return { imageSmoothingQuality: 'low', drawImage: (...args: unknown[]) => this.drawn.draws.push(args) };
    }
    convertToBlob({ type, quality }: { type: string; quality: number }) {
      this.drawn.encodes.push({ type, quality });
      return Promise.resolve(new Blob(['x'], { type: encodes(type) }));
    }
  }
  vi.stubGlobal('OffscreenCanvas', FakeOffscreenCanvas);
  return made;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('scalePhoto', () => {
  it('fits a size within 1200 px on its longest side, never enlarging', () => {
    expect(fitted(4000, 3000)).toEqual({ width: 1200, height: 900 });
    expect(fitted(3000, 4000)).toEqual({ width: 900, height: 1200 });
    expect(fitted(800, 600)).toEqual({ width: 800, height: 600 });
    expect(fitted(5000, 1)).toEqual({ width: 1200, height: 1 });
  });

  it('draws a 4000 × 3000 photo on a 1200 × 900 canvas and encodes WebP at quality 0.85', async () => {
    const bitmap = fakeBitmap(4000, 3000);
    vi.stubGlobal('createImageBitmap', vi.fn(async () => bitmap));
    const made = stubOffscreen((type) => type);
    const scaled = await scalePhoto(new Blob(['jpeg'], { type: 'image/jpeg' }));
    expect(scaled.type).toBe('image/webp');
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ width: 1200, height: 900, encodes: [{ type: 'image/webp', quality: 0.85 }] });
    expect(made[0].draws).toEqual([[bitmap, 0, 0, 1200, 900]]);
    expect(bitmap.close).toHaveBeenCalled();
  });

  it('falls back to JPEG where the browser cannot encode WebP (it answers PNG)', async () => {
    vi.stubGlobal('createImageBitmap', vi.fn(async () => fakeBitmap(3000, 4000)));
    const made = stubOffscreen((type) => (type === 'image/webp' ? 'image/png' : type));
    const scaled = await scalePhoto(new Blob(['png'], { type: 'image/png' }));
    expect(scaled.type).toBe('image/jpeg');
    expect(made[0]).toMatchObject({ width: 900, height: 1200 });
    expect(made[0].encodes.map((encode) => encode.type)).toEqual(['image/webp', 'image/jpeg']);
  });

  it('uses a canvas element where there is no OffscreenCanvas, and keeps a small photo its size', async () => {
    vi.stubGlobal('createImageBitmap', vi.fn(async () => fakeBitmap(800, 600)));
    vi.stubGlobal('OffscreenCanvas', undefined);
    const drawImage = vi.fn();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ drawImage } as never);
    const toBlob = vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (this: HTMLCanvasElement, done, type) {
      done(new Blob([`${this.width}x${this.height}`], { type }));
    });
    const scaled = await scalePhoto(new Blob(['webp'], { type: 'image/webp' }));
    expect(scaled.type).toBe('image/webp');
    expect(await scaled.text()).toBe('800x600');
    expect(drawImage).toHaveBeenCalledWith(expect.anything(), 0, 0, 800, 600);
    expect(toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/webp', 0.85);
  });

  it('rejects a file the browser cannot read as an image', async () => {
    vi.stubGlobal('createImageBitmap', vi.fn(async () => { throw new DOMException('bad image', 'InvalidStateError'); }));
    await expect(scalePhoto(new Blob(['not an image'], { type: 'image/jpeg' }))).rejects.toThrow('bad image');
  });
});
