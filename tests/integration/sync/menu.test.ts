// The menu edited offline-first against a real local-supabase (DESIGN section 11, sync rules 3 to 5): a
// menu built offline arrives whole and in order (a value after its group, a link after both), each row
// once; two devices editing one price do not overwrite each other silently; a refusal rolls back.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestStack, type Stack } from '../../helpers/stack';
import { startDevice, type Device } from '../../helpers/device';
import { waitFor } from '../../helpers/wait-for';
import { saveCategory } from '../../../src/db/categories';
import { saveProduct, setProductGroups, type ProductDraft } from '../../../src/db/menu-products';
import { applyMine, menuConflicts } from '../../../src/db/menu-conflicts';
import { removeValue, saveGroup, saveValue } from '../../../src/db/option-groups';
import { rejectedEntries } from '../../../src/db/pending';
import { queuePhoto } from '../../../src/db/product-photos';

let stack: Stack;
let first: Device;
let second: Device;

beforeAll(async () => {
  stack = await startTestStack();
  [first, second] = await Promise.all([
    startDevice(stack, { name: 'tablet-1', email: 'eigenaar@kmfc.test' }),
    startDevice(stack, { name: 'tablet-2', email: 'eigenaar@kmfc.test' }),
  ]);
});
afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()]);
  await stack?.stop();
});

async function drained(device: Device): Promise<void> {
  await waitFor(async () => (await device.db.outbox.where('state').anyOf('pending', 'sending', 'failed').count()) === 0,
    { timeoutMs: 15_000, what: `${device.name} to drain` });
}

const draft = (overrides: Partial<ProductDraft> = {}): ProductDraft => ({
  name: 'Kapsalon', description: 'Friet, shoarma, kaas', price_cents: 1250, category_id: null, Productnummer: '901', vat_rate: 9,
  allergens: ['melk'], is_active: true, ...overrides,
});

const ok = <T extends { ok: boolean }>(result: T): T & { ok: true; id: string } => {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result)}`);
  return result as T & { ok: true; id: string };
};

it('a menu made offline arrives whole and in order after reconnecting, each row once', async () => {
  first.goOffline();
  const category = ok(await saveCategory(null, 'Specials', first.db)).id;
  const product = ok(await saveProduct(null, draft({ category_id: category, vat_rate: 21 }), first.db)).id;
  const group = ok(await saveGroup(null, { name: 'Saus', min_choices: 1, max_choices: 2 }, first.db)).id;
  ok(await saveValue(null, group, { name: 'Knoflook', price_delta_cents: 0, allergens: ['eieren'] }, first.db));
  ok(await saveValue(null, group, { name: 'Samurai', price_delta_cents: 50, allergens: [] }, first.db));
  expect(await setProductGroups(product, [group], first.db)).toEqual({ ok: true });
  ok(await saveProduct(product, draft({ category_id: category, vat_rate: 21, price_cents: 1300 }), first.db));
  first.goOnline();
  await drained(first);

  expect(await rejectedEntries(first.db)).toEqual([]);
  const [row] = await stack.sql<{ price_cents: number; vat_rate: number; allergens: string[]; category_id: string }>(
    'select price_cents, vat_rate, allergens, category_id from products where id = $1', [product]);
  expect(row).toMatchObject({ price_cents: 1300, vat_rate: 21, allergens: ['melk'], category_id: category });
  const values = await stack.sql<{ name: string }>('select name from product_option_values where group_id = $1 order by position', [group]);
  expect(values.map((value) => value.name)).toEqual(['Knoflook', 'Samurai']);
  const links = await stack.sql('select 1 from product_option_links where product_id = $1 and group_id = $2 and deleted_at is null', [product, group]);
  expect(links).toHaveLength(1);
  // The other tablet sees it all through its catch-up.
  await waitFor(async () => (await second.db.product_option_links.where('product_id').equals(product).count()) === 1,
    { timeoutMs: 10_000, what: 'the link on the second tablet' });
});

it('two tablets change one price: the second is told, sees the current price, and may still apply its own', async () => {
  const product = ok(await saveProduct(null, draft({ name: 'Broodje bal', Productnummer: '902' }), first.db)).id;
  await drained(first);
  await waitFor(async () => (await second.db.products.get(product))?.version !== undefined, { timeoutMs: 10_000, what: 'the product on the second tablet' });
  second.goOffline();
  ok(await saveProduct(product, draft({ name: 'Broodje bal', Productnummer: '902', price_cents: 1400 }), first.db));
  await drained(first);
  ok(await saveProduct(product, draft({ name: 'Broodje bal', Productnummer: '902', price_cents: 1500 }), second.db));
  second.goOnline();
  await drained(second);

  const [conflict] = await menuConflicts(second.db);
  expect(conflict).toMatchObject({ table: 'products', id: product, mine: { price_cents: 1500 }, current: { price_cents: 1400 } });
  const [server] = await stack.sql<{ price_cents: number }>('select price_cents from products where id = $1', [product]);
  expect(server.price_cents).toBe(1400);

  await applyMine(conflict, second.db);
  await drained(second);
  const [after] = await stack.sql<{ price_cents: number }>('select price_cents from products where id = $1', [product]);
  expect(after.price_cents).toBe(1500);
  expect(await menuConflicts(second.db)).toEqual([]);
});

it('a value removal the server refuses (its group became required and linked meanwhile) is rolled back with the reason', async () => {
  const group = ok(await saveGroup(null, { name: 'Brood', min_choices: 0, max_choices: 1 }, first.db)).id;
  const value = ok(await saveValue(null, group, { name: 'Wit', price_delta_cents: 0, allergens: ['gluten'] }, first.db)).id;
  await drained(first);
  first.goOffline();
  const [product] = await stack.sql<{ id: string }>('select id from products where deleted_at is null limit 1');
  await stack.sql('update product_option_groups set min_choices = 1 where id = $1', [group]);
  await stack.sql('insert into product_option_links (company_id, product_id, group_id) select company_id, $1, $2 from product_option_groups where id = $2', [product.id, group]);
  ok(await removeValue(value, first.db)); // this tablet has not heard of the link yet
  first.goOnline();
  await drained(first);

  const [rejected] = await rejectedEntries(first.db);
  expect(rejected).toMatchObject({ action: 'optionValueRemove', last_error: { kind: 'refused', hint: 'group_unsatisfiable' } });
  await waitFor(async () => (await first.db.product_option_values.get(value))?.deleted_at === null, { timeoutMs: 10_000, what: 'the value back' });
});

it('a photo taken offline is uploaded once online, set on the product with its public URL, and replaces the last one', async () => {
  const product = ok(await saveProduct(null, draft({ name: 'Broodje kaas', Productnummer: '903' }), first.db)).id;
  await drained(first);
  first.goOffline();
  const photo = (text: string) => new Blob([new TextEncoder().encode(`RIFF${text}WEBP`)], { type: 'image/webp' });
  ok(await queuePhoto(product, photo('eerste'), first.db));
  expect(await first.db.photos.count()).toBe(1);
  first.goOnline();
  await drained(first);

  const [row] = await stack.sql<{ image_path: string; image_url: string }>('select image_path, image_url from products where id = $1', [product]);
  expect(row.image_path).toMatch(new RegExp(`/${product}/.+\\.webp$`));
  expect(row.image_url).toBe(`${stack.url}/storage/v1/object/public/product-images/${row.image_path}`);
  expect(await (await fetch(row.image_url)).text()).toContain('eerste');
  expect(await first.db.photos.count()).toBe(0);

  ok(await queuePhoto(product, photo('tweede'), first.db));
  await drained(first);
  const [after] = await stack.sql<{ image_url: string }>('select image_url from products where id = $1', [product]);
  expect(await (await fetch(after.image_url)).text()).toContain('tweede');
  // Hosted Storage answers a missing object with HTTP 400 and statusCode '404' in its body.
  expect(await (await fetch(row.image_url)).json()).toMatchObject({ statusCode: '404' });
  const objects = await stack.sql('select 1 from storage.objects where name like $1', [`%/${product}/%`]);
  expect(objects).toHaveLength(1);
});
