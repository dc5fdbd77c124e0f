// Web Push journeys (issue 13), in Chromium with the app's real service worker. Headless Chromium cannot
// reach a real push service, so an init script replaces Notification.requestPermission and
// PushManager's subscribe/getSubscription: the "browser subscription" it hands the app is one of the
// tests' loopback push service (real P-256 keys; it decrypts what the server sends). A push is put into
// the real service worker with the DevTools protocol (ServiceWorker.deliverPushMessage), and the
// notification's click is fired inside the worker through Playwright's service worker handle.
import type { BrowserContext, CDPSession, Page, Worker } from '@playwright/test';
import { startPushService, type PushService } from '../helpers/push-service';
import { placeDemoOrder } from '../../local-supabase/demo/order';
import { e2eEnv } from './support/env';
import { flip } from './support/app';
import { orderNumber, restGet, restPatch } from './support/rest';
import { heardSounds, listenForAlerts, SOUND_KEYS } from './pwa/support/beeps';
import { test, expect, signInInstalled } from './pwa/support/tablet';
import { fakePushManager, type FakeSubscription } from './support/push-browser';

const SWITCH = 'Pushmelding bij nieuwe bestellingen';

let pushService: PushService;
test.beforeAll(async () => {
  pushService = await startPushService();
});
test.afterAll(async () => {
  await pushService?.stop();
});

interface ShownNotification { title: string; body: string; tag: string; data: { orderId?: string } | null }

function shownNotifications(page: Page): Promise<ShownNotification[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data as { orderId?: string } | null }));
  });
}

/** Signs in on a tablet whose browser "subscribes" to the loopback push service, and switches push on. */
async function subscribed(page: Page, context: BrowserContext, sub: FakeSubscription) {
  await context.grantPermissions(['notifications'], { origin: e2eEnv.baseUrl });
  await signInInstalled(page, 'eigenaar');
  await page.goto('/app/settings/notifications');
  const toggle = page.getByRole('switch', { name: SWITCH });
  await expect(toggle).toBeEnabled();
  await flip(toggle);
  await expect(page.getByText('Pushmeldingen staan aan op dit apparaat.')).toBeAttached();
  await expect(toggle).toBeChecked();
  await expect.poll(() => restGet('push_subscriptions', `endpoint=eq.${encodeURIComponent(sub.endpoint)}&select=endpoint`),
    { message: 'the subscription on the server' }).toHaveLength(1);
}

async function registrationId(cdp: CDPSession): Promise<string> {
  const seen: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => seen.push(...event.registrations));
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => seen.find((r) => r.scopeURL === `${e2eEnv.baseUrl}/` && !r.isDeleted)?.registrationId).toBeTruthy();
  return seen.find((r) => r.scopeURL === `${e2eEnv.baseUrl}/`)!.registrationId;
}

function worker(context: BrowserContext): Worker {
  const [sw] = context.serviceWorkers();
  if (!sw) throw new Error('no service worker');
  return sw;
}

/**
 * Records what the worker shows (its registration.showNotification calls) from now on. The pushes are
 * checked on this record, not on getNotifications(): Chromium keeps that list in step with what it
 * displays, and a read landing while a notification was still being displayed dropped it from the list
 * for good (about one run in three, on main too).
 */
async function recordShown(context: BrowserContext): Promise<void> {
  await worker(context).evaluate(() => {
    const sw = self as unknown as ServiceWorkerGlobalScope & { shownByTest?: ShownNotification[] };
    if (sw.shownByTest) return;
    const shown: ShownNotification[] = [];
    sw.shownByTest = shown;
    const { registration } = sw;
    const show = registration.showNotification.bind(registration);
    registration.showNotification = async (title, options) => {
      await show(title, options);
      shown.push({ title, body: options?.body ?? '', tag: options?.tag ?? '', data: (options?.data ?? null) as ShownNotification['data'] });
    };
  });
}

function workerShown(context: BrowserContext): Promise<ShownNotification[]> {
  return worker(context).evaluate(() => (self as unknown as { shownByTest?: ShownNotification[] }).shownByTest ?? []);
}

test('@push subscribing in Meldingen stores the subscription; the server pushes a new order to it; off deletes it', async ({ tablet }) => {
  const sub = pushService.subscribe();
  await tablet.addInitScript(fakePushManager, { endpoint: sub.endpoint, p256dh: sub.p256dh, auth: sub.auth });
  const { page, context } = tablet;
  await subscribed(page, context, sub);
  const [row] = await restGet<{ p256dh: string; auth: string; company_id: string }>('push_subscriptions', `endpoint=eq.${encodeURIComponent(sub.endpoint)}`);
  expect(row).toMatchObject({ p256dh: sub.p256dh, auth: sub.auth });
  const keyAnswer = await (await fetch(`${e2eEnv.supabaseUrl}/functions/v1/push-orders`, { headers: { apikey: e2eEnv.anonKey, authorization: `Bearer ${e2eEnv.anonKey}` } })).json() as { publicKey: string };
  expect(await page.evaluate(() => window.__push?.key)).toBe(keyAnswer.publicKey);

  const placed = await placeDemoOrder(e2eEnv.supabaseUrl, e2eEnv.serviceKey);
  await expect.poll(() => pushService.to(sub.endpoint).map((p) => (p.payload as { orderId?: string }).orderId)).toContain(placed.id);
  expect(pushService.errors).toEqual([]);

  await flip(page.getByRole('switch', { name: SWITCH }));
  await expect(page.getByRole('switch', { name: SWITCH })).not.toBeChecked();
  await expect.poll(() => restGet('push_subscriptions', `endpoint=eq.${encodeURIComponent(sub.endpoint)}&select=endpoint`)).toHaveLength(0);
  expect(await page.evaluate(() => window.__push?.unsubscribed)).toBe(1);
});

test('@push a push shows the notification and rings the open window; a click opens the order; an accepted order shows nothing new', async ({ tablet }) => {
  // The seed's new orders are accepted first, so only a push can make the alert sound.
  await restPatch('orders', 'status=eq.created', { status: 'accepted' });
  const sub = pushService.subscribe();
  await tablet.addInitScript(fakePushManager, { endpoint: sub.endpoint, p256dh: sub.p256dh, auth: sub.auth });
  await tablet.addInitScript(listenForAlerts, SOUND_KEYS);
  const { page, context } = tablet;
  await subscribed(page, context, sub);
  const unlock = page.getByRole('button', { name: /^🔔? ?Tik ergens op het scherm/ });
  await expect.poll(async () => {
    if (await unlock.isVisible()) await unlock.click();
    return page.evaluate(() => window.__audioContexts?.some((ctx) => ctx.state === 'running') ?? false);
  }, { message: 'the alert audio runs' }).toBe(true);
  expect(await heardSounds(page)).toEqual([]);

  const cdp = await context.newCDPSession(page);
  const id = await registrationId(cdp);
  await recordShown(context);
  // First an order this tab has not got (its realtime may lag): the push alone must ring.
  const unknown = {
    kind: 'new-order', orderId: '0a0b0c0d-0000-4000-8000-00000000beef', number: '#0A0B0C0D', customerName: 'Piet',
    totalCents: 2350, fulfilment: 'pickup', attempt: 1,
  };
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: e2eEnv.baseUrl, registrationId: id, data: JSON.stringify(unknown) });
  await expect.poll(() => workerShown(context)).toContainEqual({
    title: 'Nieuwe bestelling #0A0B0C0D', body: 'Piet · €\u00a023,50 · Afhalen', tag: `order-${unknown.orderId}`, data: { orderId: unknown.orderId },
  });
  await expect.poll(async () => (await heardSounds(page)).length, { message: 'the pushed order rings' }).toBeGreaterThan(0);

  // Then the server's real push for a new order, as the loopback push service decrypted it.
  const placed = await placeDemoOrder(e2eEnv.supabaseUrl, e2eEnv.serviceKey);
  await expect.poll(() => pushService.to(sub.endpoint).some((p) => (p.payload as { orderId?: string }).orderId === placed.id)).toBe(true);
  const payload = pushService.to(sub.endpoint).find((p) => (p.payload as { orderId?: string }).orderId === placed.id)!.payload;
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: e2eEnv.baseUrl, registrationId: id, data: JSON.stringify(payload) });
  const number = orderNumber(placed.id);
  await expect.poll(async () => (await workerShown(context)).find((n) => n.tag === `order-${placed.id}`)).toMatchObject({
    title: `Nieuwe bestelling ${number}`, body: expect.stringMatching(/€\s?\d+,\d\d · (Bezorgen|Afhalen)$/), data: { orderId: placed.id },
  });

  // The click, fired in the real worker on the notification it showed (a headless browser has no
  // notification to click): the worker's own notificationclick listener runs.
  await page.goto('/app/dashboard');
  await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toBeVisible();
  await worker(context).evaluate(async (orderId) => {
    const sw = self as unknown as ServiceWorkerGlobalScope;
    const [notification] = await sw.registration.getNotifications({ tag: `order-${orderId}` });
    sw.dispatchEvent(new NotificationEvent('notificationclick', { notification }));
  }, placed.id);
  await expect(page).toHaveURL(new RegExp(`/app/orders\\?order=${placed.id}$`));
  await expect(page.getByRole('dialog', { name: new RegExp(number.replace('#', '')) })).toBeVisible();
  await expect.poll(async () => (await shownNotifications(page)).some((n) => n.tag === `order-${placed.id}`)).toBe(false);

  // Accepted meanwhile, and the app knows it: a re-alert for it shows nothing new. A later push for
  // another order does show, so the re-alert had its turn by then.
  await restPatch('orders', `id=eq.${placed.id}`, { status: 'accepted' });
  await expect.poll(() => page.evaluate((orderId) => new Promise((resolve) => {
    const open = indexedDB.open('kmfc-admin');
    open.onsuccess = () => {
      const read = open.result.transaction('orders').objectStore('orders').get(orderId);
      read.onsuccess = () => resolve((read.result as { status?: string } | undefined)?.status);
    };
  }), placed.id)).toBe('accepted');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: e2eEnv.baseUrl, registrationId: id, data: JSON.stringify({ ...(payload as object), attempt: 2 }),
  });
  const later = { ...unknown, orderId: '0a0b0c0d-0000-4000-8000-00000000cafe', number: '#0A0B0CAF' };
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: e2eEnv.baseUrl, registrationId: id, data: JSON.stringify(later) });
  await expect.poll(async () => (await workerShown(context)).some((n) => n.tag === `order-${later.orderId}`)).toBe(true);
  // The re-alert showed nothing: the order's one notification is the first push's, clicked away.
  expect((await workerShown(context)).filter((n) => n.tag === `order-${placed.id}`)).toHaveLength(1);
  expect((await shownNotifications(page)).some((n) => n.tag === `order-${placed.id}`)).toBe(false);
});
