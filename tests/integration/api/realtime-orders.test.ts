// Realtime on the app's own schema: a new order placed by the shop website reaches the staff who
// may read orders, with its lines, and never reaches staff of another company.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimePostgresChangesPayload, SupabaseClient } from '@supabase/supabase-js';
import { startTestStack, makeClient, signedInClient, DEMO, type Stack } from '../../helpers/stack';
import { placeDemoOrder } from '../../../local-supabase/demo/order';

type Row = Record<string, unknown>;
let stack: Stack;

function listen(client: SupabaseClient, table: string, filter?: string) {
  const events: RealtimePostgresChangesPayload<Row>[] = [];
  const channel = client.channel(`test-${table}-${Math.random()}`);
  const subscribed = new Promise<void>((resolve, reject) => {
    channel
      .on('postgres_changes', { event: '*', schema: 'public', table, ...(filter ? { filter } : {}) }, (e) => events.push(e))
      .subscribe((status, err) => (status === 'SUBSCRIBED' ? resolve() : status !== 'CLOSED' && reject(err ?? new Error(status))));
  });
  return { events, subscribed };
}

async function until(check: () => boolean, timeoutMs = 3000) {
  const end = Date.now() + timeoutMs;
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
}

beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack?.stop());

describe('realtime orders', () => {
  it('delivers a new order and its lines to staff, filtered subscriptions honoured, and nothing to another company', async () => {
    const owner = await signedInClient(stack, DEMO.owner);
    const kitchen = await signedInClient(stack, DEMO.kitchen);
    const admin = makeClient(stack.url, stack.keys.serviceRoleKey);
    const created = await admin.auth.admin.createUser({ email: 'x@andere.test', password: 'andere-pw', email_confirm: true });
    await stack.sql(
      `with c as (insert into public.companies (slug, name) values ('andere', 'Andere') returning id),
            r as (insert into public.roles (company_id, name, slug, can_view_new_orders, can_view_order_history)
                  select id, 'Baas', 'baas', true, true from c returning id, company_id)
       insert into public.users (user_main_id, company_id, role_id, is_active) select $1, company_id, id, true from r`,
      [created.data.user!.id],
    );
    const stranger = await signedInClient(stack, 'x@andere.test', 'andere-pw');

    const ownerOrders = listen(owner, 'orders');
    const ownerLines = listen(owner, 'order_items');
    const kitchenNew = listen(kitchen, 'orders', 'status=eq.created');
    const strangerOrders = listen(stranger, 'orders');
    await Promise.all([ownerOrders.subscribed, ownerLines.subscribed, kitchenNew.subscribed, strangerOrders.subscribed]);

    const order = await placeDemoOrder(stack.url, stack.keys.serviceRoleKey);
    await until(() => ownerOrders.events.length > 0 && kitchenNew.events.length > 0 && ownerLines.events.length > 0);
    expect(ownerOrders.events[0]).toMatchObject({ eventType: 'INSERT', new: { id: order.id, status: 'created' } });
    expect(kitchenNew.events[0]).toMatchObject({ eventType: 'INSERT', new: { id: order.id } });
    expect(ownerLines.events.every((e) => (e.new as Row).order_id === order.id)).toBe(true);

    await owner.from('orders').update({ status: 'accepted' }).eq('id', order.id);
    await until(() => ownerOrders.events.length > 1);
    expect(ownerOrders.events[1]).toMatchObject({ eventType: 'UPDATE', new: { id: order.id, status: 'accepted' } });
    // Instead of waiting for what must not come: realtime keeps commit order per subscriber, so once the
    // kitchen has a later new order and the stranger an order of its own company, an event of the
    // update (or of this company) would have come before.
    const later = await placeDemoOrder(stack.url, stack.keys.serviceRoleKey);
    const [theirs] = await stack.sql<{ id: string }>(
      `insert into public.orders (company_id) select id from public.companies where slug = 'andere' returning id`);
    await until(() => kitchenNew.events.some((e) => (e.new as Row).id === later.id) && strangerOrders.events.length > 0);
    // The accepted row no longer matches status=eq.created.
    expect(kitchenNew.events.filter((e) => (e.new as Row).id === order.id).map((e) => e.eventType)).toEqual(['INSERT']);
    expect(kitchenNew.events.some((e) => (e.new as Row).id === later.id)).toBe(true);
    expect(strangerOrders.events.map((e) => (e.new as Row).id)).toEqual([theirs.id]);
    await Promise.all([owner, kitchen, stranger].map((c) => c.removeAllChannels()));
  });
});
