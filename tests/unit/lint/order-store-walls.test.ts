// The order store owns the order tables (DESIGN section 2), and libraries are used through their
// public surface only; lint enforces both. Each source is linted as if written in the named file and
// must pass or fail as the table says.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function wallMessages(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport {};\n`, { filePath });
  return result.messages
    .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-syntax')
    .map((m) => m.message);
}

const db = "import { appDb } from '../../db/database';\nconst db = appDb();";
const cases: [file: string, source: string, allowed: boolean][] = [
  // Order tables by name, outside the order store.
  ['src/ui/orders/X.tsx', `${db}\nvoid db.orders.get('x');`, false],
  ['src/ui/orders/X.tsx', "import { appDb } from '../../db/database';\nvoid appDb().orders.count();", false],
  ['src/ui/orders/X.tsx', `${db}\nvoid db.table('order_packs').count();`, false],
  ['src/sync/X.ts', "import type { ShopDb } from '../db/database';\nexport const f = (ctx: { db: ShopDb }) => ctx.db.order_lines.count();", false],
  ['src/sync/X.ts', "import type { ShopDb } from '../db/database';\nexport const f = (db: ShopDb) => db.transaction('rw', ['orders', 'meta'], async () => {});", false],
  ['src/sync/X.ts', "import type { ShopDb } from '../db/database';\nexport const f = (db: ShopDb) => db.transaction('r', 'order_hours', async () => {});", false],
  ['src/db/X.ts', "import type { ShopDb } from './database';\nexport const f = (db: ShopDb) => db.cart_parts.clear();", false],
  // The store's files, outside the store.
  ['src/ui/orders/X.tsx', "import { tables } from '../../db/order-store/tables';", false],
  ['src/sync/X.ts', "import { packHistory } from '../db/order-store/pack-history';", false],
  ['src/sync/X.ts', "const load = () => import('../db/order-store/packs');", false],
  // Through the public entry.
  ['src/ui/orders/X.tsx', "import { useTabOrders } from '../../db/order-store';", true],
  ['src/sync/X.ts', "import { orderScope, packHistory } from '../db/order-store';", true],
  ['src/sync/X.ts', "import type { ShopDb } from '../db/database';\nexport const f = (db: ShopDb) => db.transaction('rw', [db.meta, db.outbox], async () => {});", true],
  ['src/ui/orders/X.tsx', "import { texts } from '../texts';\nexport const t = texts.orders;", true],
  ['src/sw/X.ts', "import { knownOrderStatus } from '../db/order-store/sw-reader';", true],
  ['src/sw/X.ts', "import { tables } from '../db/order-store/tables';", false],
  // Inside the store only write.ts writes orders and packs.
  ['src/db/order-store/X.ts', "import type { ShopDb } from '../database';\nimport { tables } from './tables';\nexport const f = (db: ShopDb) => tables(db).orders.bulkPut([]);", false],
  ['src/db/order-store/X.ts', "import type { ShopDb } from '../database';\nimport { tables } from './tables';\nexport const f = (db: ShopDb) => tables(db).orders.get('x');", true],
  // Libraries through their public surface.
  ['src/db/X.ts', "const channel = new BroadcastChannel('x-storagemutated-1');", false],
  ['src/db/X.ts', "import Dexie from 'dexie';\nexport const f = () => Dexie.currentTransaction?.idbtrans;", false],
  ['src/sync/X.ts', "import { _request } from '@supabase/auth-js/dist/module/lib/fetch';", false],
  ['src/db/X.ts', "import type { ShopDb } from './database';\nexport const f = (db: ShopDb) => db.transaction('r', db.meta, () => db.meta.count());", false],
];

describe('lint: the order store and public surfaces', () => {
  it.each(cases)('%s: %s is allowed: %s', async (file, source, allowed) => {
    const messages = await wallMessages(file, source);
    if (allowed) expect(messages).toEqual([]);
    else expect(messages.length).toBeGreaterThan(0);
  });
});
