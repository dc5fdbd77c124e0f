// Table rows of the Producten bench (bench/results/menu.json): opening the menu from IndexedDB (≤ 100 ms),
// a search keystroke (≤ 50 ms), a 12-megapixel photo scaled and shown (≤ 1.5 s), and the JavaScript sizes
// with the menu in the build (≤ 135 KB before the first screen, ≤ 300 KB in all).
import type { MenuBenchResult } from '../menu';
import { atMost, ms, row, type Row } from './format';

export function menuRows(r: MenuBenchResult): Row[] {
  const open = atMost(r.open.p95, 100, ms);
  const key = atMost(r.keystroke.p95, 50, ms);
  const photo = atMost(r.photo.median, 1500, ms);
  const upFront = atMost(r.js.upFrontGzip / 1000, 135, (n) => `${n.toFixed(1)} KB`);
  const all = atMost(r.js.allGzip / 1000, 300, (n) => `${n.toFixed(1)} KB`);
  const menu = `${r.products} products, ${r.groups} option groups of 4 options, 2 groups per product`;
  return [
    row(`Producten opened from the dashboard, ${menu}: tap → every product on screen (p95 in the note)`, 'p95 ≤ 100 ms',
      [ms(r.open.median), ms(r.open.min), ms(r.open.max)],
      `${open.text}; p95 ${ms(r.open.p95)}; n=${r.open.values.length}, from IndexedDB with the screen's code loaded; the first opening after sign-in ${ms(r.firstOpenMs)}`, open.ok),
    row(`Producten search, ${menu}: keystroke → the matching products on screen (p95 in the note)`, 'p95 ≤ 50 ms',
      [ms(r.keystroke.median), ms(r.keystroke.min), ms(r.keystroke.max)],
      `${key.text}; p95 ${ms(r.keystroke.p95)}; n=${r.keystroke.values.length} keystrokes of names and product numbers`, key.ok),
    row('a 12-megapixel photo (4000 × 3000 JPEG) chosen in the product editor → scaled to 1200 px and shown', '≤ 1.5 s',
      [ms(r.photo.median), ms(r.photo.min), ms(r.photo.max)], `${photo.text}; n=${r.photo.values.length}; WebP from the browser's encoder`, photo.ok),
    row('JS before the first screen, with the menu in the build (gzip)', '≤ 135 KB', [`${(r.js.upFrontGzip / 1000).toFixed(1)} KB`, '—', '—'],
      `${upFront.text}; index.html's entry and modulepreloads`, upFront.ok),
    row('all JS with the menu in the build (gzip), sw.js apart', '≤ 300 KB', [`${(r.js.allGzip / 1000).toFixed(1)} KB`, '—', '—'],
      `${all.text}; the editor and its photo scaling ${(r.js.editorGzip / 1000).toFixed(1)} KB of it, loaded only when the editor opens`, all.ok),
  ];
}
