// Generates the demo product images public/products/<slug>.svg from supabase/seed.sql (the single
// source of the product list): a rounded tile in the category's colour with a simple drawing and the
// product's initials. Run after changing the seeded products:  npx tsx scripts/make-product-images.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { pathToFileURL } from 'node:url';
import { openDatabase } from '../local-supabase/db/database';
import { migrate } from '../local-supabase/db/migrate';

export interface ProductRow {
  name: string;
  image_url: string;
  category_position: number;
}

interface CategoryStyle {
  background: string;
  ink: string;
  drawing: string;
}

// One style per category position (1 Friet, 2 Burgers, 3 Kip, 4 Snacks, 5 Wraps & Salades, 6 Dranken).
const styles: Record<number, CategoryStyle> = {
  1: {
    background: '#fde68a',
    ink: '#7c2d12',
    drawing:
      '<g fill="#f59e0b"><rect x="78" y="22" width="9" height="40" rx="3"/><rect x="90" y="16" width="9" height="46" rx="3"/>' +
      '<rect x="102" y="20" width="9" height="42" rx="3"/><rect x="114" y="25" width="9" height="37" rx="3"/></g>' +
      '<path d="M70 50h60l-8 52H78z" fill="#dc2626"/><path d="M86 70h28" stroke="#fef3c7" stroke-width="5" stroke-linecap="round"/>',
  },
  2: {
    background: '#fed7aa',
    ink: '#7c2d12',
    drawing:
      '<path d="M60 58a40 28 0 0 1 80 0z" fill="#d97706"/><rect x="56" y="60" width="88" height="8" rx="4" fill="#65a30d"/>' +
      '<rect x="58" y="69" width="84" height="13" rx="6" fill="#7c2d12"/><rect x="60" y="84" width="80" height="14" rx="7" fill="#d97706"/>' +
      '<g fill="#fef3c7"><circle cx="86" cy="44" r="2"/><circle cx="100" cy="40" r="2"/><circle cx="114" cy="45" r="2"/></g>',
  },
  3: {
    background: '#fecaca',
    ink: '#7f1d1d',
    drawing:
      '<path d="M118 76l18 18" stroke="#fff7ed" stroke-width="9" stroke-linecap="round"/>' +
      '<circle cx="139" cy="92" r="7" fill="#fff7ed"/><circle cx="133" cy="99" r="7" fill="#fff7ed"/>' +
      '<ellipse cx="96" cy="56" rx="36" ry="28" transform="rotate(38 96 56)" fill="#b45309"/>' +
      '<ellipse cx="86" cy="48" rx="12" ry="7" transform="rotate(38 86 48)" fill="#d97706"/>',
  },
  4: {
    background: '#e9d5ff',
    ink: '#4c1d95',
    drawing:
      '<rect x="52" y="48" width="96" height="26" rx="13" transform="rotate(-12 100 61)" fill="#92400e"/>' +
      '<path d="M62 66l10-10 10 10 10-10 10 10 10-10 10 10 10-10 10 10" transform="rotate(-12 100 61)" fill="none" ' +
      'stroke="#fef3c7" stroke-width="5" stroke-linejoin="round"/>',
  },
  5: {
    background: '#bbf7d0',
    ink: '#14532d',
    drawing:
      '<g fill="#4ade80"><circle cx="82" cy="58" r="14"/><circle cx="102" cy="50" r="16"/><circle cx="120" cy="60" r="13"/></g>' +
      '<circle cx="94" cy="62" r="6" fill="#ef4444"/><circle cx="112" cy="56" r="5" fill="#facc15"/>' +
      '<path d="M58 66h84a42 34 0 0 1-84 0z" fill="#15803d"/>',
  },
  6: {
    background: '#bfdbfe',
    ink: '#1e3a8a',
    drawing:
      '<path d="M104 14l8 2-6 26" stroke="#ef4444" stroke-width="5" fill="none" stroke-linecap="round"/>' +
      '<rect x="72" y="34" width="56" height="10" rx="4" fill="#1e40af"/><path d="M76 44h48l-6 58H82z" fill="#2563eb"/>' +
      '<path d="M80 62h40" stroke="#dbeafe" stroke-width="6"/>',
  },
};

const fallbackStyle: CategoryStyle = { background: '#e5e7eb', ink: '#111827', drawing: '' };

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** 'Friet klein' -> 'FK', 'Kroket' -> 'K', 'Coca-Cola Zero 33cl' -> 'CZ'. */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join('');
}

export function productSvg(product: ProductRow): string {
  const style = styles[product.category_position] ?? fallbackStyle;
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 150" width="200" height="150" role="img">' +
    `<title>${escapeXml(product.name)}</title>` +
    `<rect width="200" height="150" rx="18" fill="${style.background}"/>` +
    style.drawing +
    `<text x="100" y="134" text-anchor="middle" font-family="system-ui,-apple-system,Segoe UI,Roboto,sans-serif" ` +
    `font-size="22" font-weight="700" fill="${style.ink}">${escapeXml(initials(product.name))}</text>` +
    '</svg>\n'
  );
}

/** The products of the seed that have a generated image, as the script and its test read them. */
export const productImagesSql = `select p.name, p.image_url, c.position as category_position
  from public.products p join public.categories c on c.id = p.category_id
  where p.image_url like '/products/%.svg'
  order by p."Productnummer"`;

async function main(): Promise<void> {
  const db = await openDatabase();
  try {
    await migrate(db);
    const products = await db.query<ProductRow>(productImagesSql);
    const outDir = new URL('../public/products/', import.meta.url);
    mkdirSync(outDir, { recursive: true });
    for (const product of products) {
      writeFileSync(new URL(basename(product.image_url), outDir), productSvg(product));
    }
    console.log(`Wrote ${products.length} images to public/products/`);
  } finally {
    await db.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
