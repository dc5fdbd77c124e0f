// Issue 31: the satisfiable-group rule. A group linked to a product (live link, live product) keeps at
// least min_choices live values; every structural change that breaks it is refused with 23514 and HINT
// group_unsatisfiable, whatever the order of the changes. Sold-out states are not structure.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSeededDatabase, type Database, type Queryable } from './support';
import { CHEESEBURGER, FRIET_KLEIN, GROUP_IDS, VALUE_IDS, linkId, makeGroup, refusedAsOwner } from './menu-support';

let db: Database;

beforeAll(async () => {
  db = await openSeededDatabase();
});

afterAll(async () => {
  await db?.close();
});

const UNSATISFIABLE = { code: '23514', hint: 'group_unsatisfiable' };

/** A required group 'Brood' (min 2) with two values, linked to the cheeseburger; returns its id. */
function bread(tx: Queryable): Promise<string> {
  return makeGroup(tx, { name: 'Brood', min: 2, max: 2, values: ['Wit', 'Bruin'], linkedTo: [CHEESEBURGER] });
}

describe('refused: a change that leaves a linked group with fewer values than min_choices', () => {
  it('removing a value by setting deleted_at, with a message naming the group, the numbers and a product', async () => {
    const error = await refusedAsOwner(db, async (tx) => {
      const group = await bread(tx);
      await tx.query(`update public.product_option_values set deleted_at = now() where group_id = $1 and name = 'Wit'`, [group]);
    });
    expect(error).toMatchObject(UNSATISFIABLE);
    expect(error?.message).toBe(
      'option group "Brood" asks for at least 2 choice(s) but would have 1 value(s) while linked to product "Cheeseburger"',
    );
  });

  it('deleting a value for good', async () => {
    const error = await refusedAsOwner(db, (tx) => tx.query(`delete from public.product_option_values where id = $1`, [VALUE_IDS.ketchup]));
    // the seeded Saus (min 1) keeps two values: that one may go; all three may not
    expect(error).toBeUndefined();
    const all = await refusedAsOwner(db, (tx) =>
      tx.query(`delete from public.product_option_values where group_id = $1`, [GROUP_IDS.saus]));
    expect(all).toMatchObject({ ...UNSATISFIABLE, message: expect.stringContaining('"Saus" asks for at least 1 choice(s) but would have 0') });
  });

  it('moving a value to another group', async () => {
    const error = await refusedAsOwner(db, async (tx) => {
      const group = await bread(tx);
      await tx.query(`update public.product_option_values set group_id = $2 where group_id = $1 and name = 'Bruin'`, [group, GROUP_IDS.extras]);
    });
    expect(error).toMatchObject(UNSATISFIABLE);
  });

  it('raising min_choices above the values left', async () => {
    const error = await refusedAsOwner(db, async (tx) => {
      const group = await bread(tx);
      await tx.query(`update public.product_option_groups set max_choices = 3, min_choices = 3 where id = $1`, [group]);
    });
    expect(error).toMatchObject({ ...UNSATISFIABLE, message: expect.stringContaining('at least 3 choice(s) but would have 2') });
  });

  it('linking such a group to a product, by a new link or by restoring a removed one', async () => {
    const linked = await refusedAsOwner(db, async (tx) => {
      await makeGroup(tx, { name: 'Brood', min: 2, max: 2, values: ['Wit'], linkedTo: [FRIET_KLEIN] });
    });
    expect(linked).toMatchObject(UNSATISFIABLE);
    const restored = await refusedAsOwner(db, async (tx) => {
      const group = await bread(tx);
      await tx.query(`update public.product_option_links set deleted_at = now() where group_id = $1`, [group]);
      await tx.query(`update public.product_option_values set deleted_at = now() where group_id = $1 and name = 'Wit'`, [group]);
      await tx.query(`update public.product_option_links set deleted_at = null where group_id = $1`, [group]);
    });
    expect(restored).toMatchObject(UNSATISFIABLE);
  });

  it('pointing a link at such a group', async () => {
    const error = await refusedAsOwner(db, async (tx) => {
      const group = await makeGroup(tx, { name: 'Brood', min: 1, max: 1 });
      await tx.query(`update public.product_option_links set group_id = $2 where id = $1`, [linkId(2, '202'), group]);
    });
    expect(error).toMatchObject(UNSATISFIABLE);
  });

  it('restoring a removed product linked to such a group', async () => {
    const error = await refusedAsOwner(db, async (tx) => {
      const group = await bread(tx);
      await tx.query(`update public.products set deleted_at = now() where id = $1`, [CHEESEBURGER]);
      await tx.query(`update public.product_option_values set deleted_at = now() where group_id = $1`, [group]);
      await tx.query(`update public.products set deleted_at = null where id = $1`, [CHEESEBURGER]);
    });
    expect(error).toMatchObject({ ...UNSATISFIABLE, message: expect.stringContaining('would have 0 value(s)') });
  });

  it('restoring a removed group that is still linked', async () => {
    const error = await refusedAsOwner(db, async (tx) => {
      const group = await bread(tx);
      await tx.query(`update public.product_option_groups set deleted_at = now() where id = $1`, [group]);
      await tx.query(`update public.product_option_values set deleted_at = now() where group_id = $1`, [group]);
      await tx.query(`update public.product_option_groups set deleted_at = null where id = $1`, [group]);
    });
    expect(error).toMatchObject(UNSATISFIABLE);
  });
});

describe('allowed', () => {
  it('selling out every value of a required group: stock is not structure', async () => {
    const error = await refusedAsOwner(db, (tx) =>
      tx.query(`update public.product_option_values set is_sold_out = true where group_id = $1`, [GROUP_IDS.saus]));
    expect(error).toBeUndefined();
  });

  it('an unlinked group with fewer values than min_choices, and raising its minimum', async () => {
    const error = await refusedAsOwner(db, async (tx) => {
      const group = await makeGroup(tx, { name: 'Brood', min: 2, max: 3, values: ['Wit'] });
      await tx.query(`update public.product_option_groups set min_choices = 3 where id = $1`, [group]);
      await tx.query(`update public.product_option_values set deleted_at = now() where group_id = $1`, [group]);
    });
    expect(error).toBeUndefined();
  });

  it('removing values once the link, the product or the group is removed', async () => {
    for (const detach of [
      `update public.product_option_links set deleted_at = now() where group_id = $1`,
      `update public.products set deleted_at = now() where id = '${CHEESEBURGER}' and $1::uuid is not null`,
      `update public.product_option_groups set deleted_at = now() where id = $1`,
    ]) {
      const error = await refusedAsOwner(db, async (tx) => {
        const group = await bread(tx);
        await tx.query(detach, [group]);
        await tx.query(`update public.product_option_values set deleted_at = now() where group_id = $1`, [group]);
      });
      expect(error, detach).toBeUndefined();
    }
  });

  it('renaming or repricing values and lowering the minimum of a group that is already short', async () => {
    const error = await refusedAsOwner(db, async (tx) => {
      const group = await bread(tx);
      await tx.query(`set constraints public.group_satisfiable deferred`);
      await tx.query(`update public.product_option_values set deleted_at = now() where group_id = $1 and name = 'Wit'`, [group]);
      await tx.query(`update public.product_option_values set name = 'Volkoren', price_delta_cents = 25 where group_id = $1`, [group]);
      await tx.query(`update public.product_option_groups set min_choices = 1 where id = $1`, [group]);
      await tx.query(`set constraints public.group_satisfiable immediate`); // checked now: satisfied again
    });
    expect(error).toBeUndefined();
  });

  it('a deferred check still refuses at the end when the group stays short', async () => {
    const error = await refusedAsOwner(db, async (tx) => {
      const group = await bread(tx);
      await tx.query(`set constraints public.group_satisfiable deferred`);
      await tx.query(`update public.product_option_values set deleted_at = now() where group_id = $1 and name = 'Wit'`, [group]);
      await tx.query(`set constraints public.group_satisfiable immediate`);
    });
    expect(error).toMatchObject(UNSATISFIABLE);
  });
});
