// Realtime on the app's own schema: a new order placed by the shop website reaches the staff who
// may read orders, with its lines, and never reaches staff of another company.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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
    await vi.waitFor(() => {
      expect(ownerOrders.events.length && kitchenNew.events.length && ownerLines.events.length).toBeGreaterThan(0);
    }, 3000);
    expect(ownerOrders.events[0]).toMatchObject({ eventType: 'INSERT', new: { id: order.id, status: 'created' } });
    expect(kitchenNew.events[0]).toMatchObject({ eventType: 'INSERT', new: { id: order.id } });
    expect(ownerLines.events.every((e) => (e.new as Row).order_id === order.id)).toBe(true);

    await owner.from('orders').update({ status: 'accepted' }).eq('id', order.id);
    await vi.waitFor(() => expect(ownerOrders.events).toHaveLength(2), 3000);
    expect(ownerOrders.events[1]).toMatchObject({ eventType: 'UPDATE', new: { id: order.id, status: 'accepted' } });
    // Markers after the UPDATE, one each for the kitchen and the stranger: changes reach each socket in
    // order, so once the markers are in, anything the UPDATE would have sent them is in too.
    const marker = async (slug: string) => (await stack.sql<{ id: string }>(
      'insert into public.orders (company_id) select id from public.companies where slug = $1 returning id', [slug],
    ))[0];
    const kmfcMarker = await marker('kmfc-shop');
    const otherMarker = await marker('andere');
    await vi.waitFor(() => {
      expect(kitchenNew.events.at(-1)).toMatchObject({ new: { id: kmfcMarker.id } });
      expect(strangerOrders.events.at(-1)).toMatchObject({ new: { id: otherMarker.id } });
    }, 3000);
    // The accepted row no longer matches status=eq.created; the other company sees only its own order.
    expect(kitchenNew.events.map((e) => (e.new as Row).id)).toEqual([order.id, kmfcMarker.id]);
    expect(strangerOrders.events.map((e) => (e.new as Row).id)).toEqual([otherMarker.id]);
    await Promise.all([owner, kitchen, stranger].map((c) => c.removeAllChannels()));
  });
});
