// Push kept alive at app start (issue 13): with push on for this device, the browser's subscription is
// sent again (refreshing last_seen_at), a missing one is made again with the shop's key, and a permission
// taken away in the browser switches push off and deletes the row. Off, or signed out, nothing happens.
import { afterEach, describe, expect, it } from 'vitest';
import { appDb } from '../../../../src/db/database';
import { getPushState, savePushSubscription } from '../../../../src/db/push-subscriptions';
import { saveSession } from '../../../../src/db/session';
import { refreshPushOnStart } from '../../../../src/ui/lib/push/push-flow';
import { FAKE_VAPID_KEY, fakeEngine } from '../../../helpers/render-app';
import { makeSession } from '../../../fixtures/rows';
import { ENDPOINT, fakePushBrowser, removeFakePush } from './fake-push';

afterEach(removeFakePush);

const OLD = { endpoint: 'https://push.example/send/old', p256dh: 'BOld', auth: 'old' };

async function pushWasOn(): Promise<void> {
  const db = appDb();
  await saveSession(db, makeSession());
  await savePushSubscription(db, OLD);
  // As if that upsert had been sent long ago.
  await db.outbox.clear();
}

describe('refreshPushOnStart', () => {
  it('sends the browser subscription again; a changed endpoint replaces the old row', async () => {
    const push = fakePushBrowser('granted');
    await push.alreadySubscribed();
    await pushWasOn();
    const engine = fakeEngine();
    await refreshPushOnStart(engine, appDb());
    const entries = await appDb().outbox.toArray();
    expect(entries.map((entry) => [entry.kind, entry.payload.endpoint])).toEqual([['delete', OLD.endpoint], ['upsert', ENDPOINT]]);
    expect(push.subscribe).not.toHaveBeenCalled();
    expect((await getPushState(appDb())).subscription?.endpoint).toBe(ENDPOINT);
  });

  it('a subscription made with another key (the shop got a new VAPID pair) is made again with the current one', async () => {
    const push = fakePushBrowser('granted');
    await push.subscribe({ userVisibleOnly: true, applicationServerKey: new Uint8Array(65).fill(9) });
    push.subscribe.mockClear();
    await pushWasOn();
    await refreshPushOnStart(fakeEngine(), appDb());
    expect(push.unsubscribed).toBe(1);
    expect(push.subscribe).toHaveBeenCalledOnce();
    const [options] = push.subscribe.mock.calls[0] as [PushSubscriptionOptionsInit];
    expect(btoa(String.fromCharCode(...(options.applicationServerKey as Uint8Array))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''))
      .toBe(FAKE_VAPID_KEY);
  });

  it('without the key (offline) the browser subscription is sent again as it is', async () => {
    const push = fakePushBrowser('granted');
    await push.alreadySubscribed();
    await pushWasOn();
    const engine = fakeEngine();
    engine.pushPublicKey.mockResolvedValue({ ok: false, reason: 'offline' });
    await refreshPushOnStart(engine, appDb());
    expect(push.subscribe).not.toHaveBeenCalled();
    expect((await appDb().outbox.toArray()).map((entry) => [entry.kind, entry.payload.endpoint]))
      .toEqual([['delete', OLD.endpoint], ['upsert', ENDPOINT]]);
  });

  it('makes a missing subscription again with the shop key', async () => {
    const push = fakePushBrowser('granted');
    await pushWasOn();
    const engine = fakeEngine();
    await refreshPushOnStart(engine, appDb());
    expect(engine.pushPublicKey).toHaveBeenCalledOnce();
    expect(push.subscribe).toHaveBeenCalledOnce();
    const [options] = push.subscribe.mock.calls[0] as [PushSubscriptionOptionsInit];
    expect((options.applicationServerKey as Uint8Array).length).toBe(65);
    expect((await appDb().outbox.toArray()).map((entry) => entry.kind)).toEqual(['delete', 'upsert']);
  });

  it('a permission taken away switches push off and deletes the row', async () => {
    fakePushBrowser('denied');
    await pushWasOn();
    await refreshPushOnStart(fakeEngine(), appDb());
    expect((await getPushState(appDb())).enabled).toBe(false);
    expect((await appDb().outbox.toArray()).map((entry) => [entry.kind, entry.payload.endpoint])).toEqual([['delete', OLD.endpoint]]);
  });

  it('does nothing with push off or nobody signed in', async () => {
    const push = fakePushBrowser('granted');
    await push.alreadySubscribed();
    const engine = fakeEngine();
    await refreshPushOnStart(engine, appDb());
    await saveSession(appDb(), makeSession());
    await refreshPushOnStart(engine, appDb());
    expect(await appDb().outbox.count()).toBe(0);
  });
});
