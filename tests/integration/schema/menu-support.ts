// Shared by the menu-*.test.ts files (issue 31): the seeded option groups, values and links of
// supabase/seed.sql (its header lists the same ids), and the full error of a refused statement (the app
// words a refusal by its SQLSTATE and HINT).
import { productId } from '../../fixtures/seed-ids';
import { inRolledBackTransaction, type Database, type Queryable } from './support';

export const GROUP_IDS = {
  /** 'Saus', min 1, max 1; linked to 101, 102, 103, 301, 302 */
  saus: '9a000000-0000-4000-8000-000000000001',
  /** "Extra's", min 0, max 3; linked to 201, 202, 203, 204, 207 */
  extras: '9a000000-0000-4000-8000-000000000002',
} as const;

export const VALUE_IDS = {
  mayonaise: '9b000000-0000-4000-8000-000000000001',
  ketchup: '9b000000-0000-4000-8000-000000000002',
  curry: '9b000000-0000-4000-8000-000000000003',
  /** +1,00 */
  extraKaas: '9b000000-0000-4000-8000-000000000004',
  /** +1,50 */
  bacon: '9b000000-0000-4000-8000-000000000005',
  zonderUi: '9b000000-0000-4000-8000-000000000006',
} as const;

/** The seeded link of a group (1 Saus, 2 Extra's) to a product by its "Productnummer". */
export function linkId(group: 1 | 2, productnummer: string): string {
  return `9c000000-0000-4000-8000-00000000${group}${productnummer}`;
}

export const FRIET_KLEIN = productId('101');
export const CHEESEBURGER = productId('202');

export interface SqlError {
  code?: string;
  message: string;
  hint?: string;
  constraint?: string;
}

/** The SQLSTATE, message, HINT and constraint the promise fails with, or undefined when it succeeds. */
export async function refusalOf(promise: Promise<unknown>): Promise<SqlError | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    const e = error as { code?: unknown; hint?: unknown; constraint?: unknown; message: string };
    return {
      code: typeof e.code === 'string' ? e.code : undefined,
      message: e.message,
      ...(typeof e.hint === 'string' ? { hint: e.hint } : {}),
      ...(typeof e.constraint === 'string' ? { constraint: e.constraint } : {}),
    };
  }
}

/** Runs fn as the owner in a rolled-back transaction and returns how it was refused (undefined: it went). */
export function refusedAsOwner(db: Database, fn: (tx: Queryable) => Promise<unknown>): Promise<SqlError | undefined> {
  return refusalOf(inRolledBackTransaction(db, fn));
}

/** A new group with the given values (names), linked to the given products; returns its id. */
export async function makeGroup(
  tx: Queryable,
  group: { name: string; min: number; max: number; values?: string[]; linkedTo?: string[] },
): Promise<string> {
  const [{ id }] = await tx.query<{ id: string }>(
    `insert into public.product_option_groups (company_id, name, min_choices, max_choices)
     select id, $1, $2, $3 from public.companies where slug = 'kmfc-shop' returning id`,
    [group.name, group.min, group.max],
  );
  for (const [position, name] of (group.values ?? []).entries()) {
    await tx.query(
      `insert into public.product_option_values (company_id, group_id, name, position)
       select company_id, id, $2, $3 from public.product_option_groups where id = $1`,
      [id, name, position],
    );
  }
  for (const product of group.linkedTo ?? []) {
    await tx.query(
      `insert into public.product_option_links (company_id, product_id, group_id)
       select company_id, $2, id from public.product_option_groups where id = $1`,
      [id, product],
    );
  }
  return id;
}
