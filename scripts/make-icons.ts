// Generates the app icons public/icons/icon-192.png, icon-512.png and icon-maskable-512.png: a white
// "K" on the brand red (rounded for the normal icons, full-bleed with a safe zone for the maskable one).
// Plain PNG through node:zlib, so no image library is needed. Run:  npx tsx scripts/make-icons.ts
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const RED = [200, 16, 46];
const WHITE = [255, 255, 255];

type Segment = [number, number, number, number];
// The "K" in a unit square: the stem and the two arms.
const STROKES: Segment[] = [[0.36, 0.27, 0.36, 0.73], [0.4, 0.52, 0.66, 0.27], [0.47, 0.46, 0.68, 0.73]];
const HALF_WIDTH = 0.055;

function distanceToSegment(px: number, py: number, [x1, y1, x2, y2]: Segment): number {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const t = Math.max(0, Math.min(1, ((px - x1) * dx + (py - y1) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (x1 + t * dx), py - (y1 + t * dy));
}

function insideRounded(x: number, y: number, radius: number): boolean {
  const cx = Math.min(Math.max(x, radius), 1 - radius);
  const cy = Math.min(Math.max(y, radius), 1 - radius);
  return Math.hypot(x - cx, y - cy) <= radius;
}

/** RGBA pixels, 4x4 supersampled. `maskable`: full bleed, glyph scaled into the 80 % safe zone. */
function draw(size: number, maskable: boolean): Buffer {
  const pixels = Buffer.alloc(size * size * 4);
  const samples = 4;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let bg = 0;
      let fg = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const u = (x + (sx + 0.5) / samples) / size;
          const v = (y + (sy + 0.5) / samples) / size;
          if (!maskable && !insideRounded(u, v, 0.2)) continue;
          bg++;
          const scale = maskable ? 0.8 : 1;
          const gu = (u - 0.5) / scale + 0.5;
          const gv = (v - 0.5) / scale + 0.5;
          if (STROKES.some((stroke) => distanceToSegment(gu, gv, stroke) <= HALF_WIDTH)) fg++;
        }
      }
      const total = samples * samples;
      const alpha = bg / total;
      const mix = bg ? fg / bg : 0;
      const i = (y * size + x) * 4;
      for (let c = 0; c < 3; c++) pixels[i + c] = Math.round(RED[c] * (1 - mix) + WHITE[c] * mix);
      pixels[i + 3] = Math.round(alpha * 255);
    }
  }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

export function png(size: number, rgba: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header), chunk('IDAT', deflateSync(rows, { level: 9 })), chunk('IEND', Buffer.alloc(0)),
  ]);
}

for (const [name, size, maskable] of [['icon-192', 192, false], ['icon-512', 512, false], ['icon-maskable-512', 512, true], ['apple-touch-icon', 180, true]] as const) {
  writeFileSync(`public/icons/${name}.png`, png(size, draw(size, maskable)));
  console.log(`public/icons/${name}.png`);
}
