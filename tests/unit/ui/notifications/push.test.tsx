// Pushmeldingen on the Meldingen screen (issue 13), with the browser's Notification, PushManager and
// service worker replaced by fakes: switching on asks permission, gets the key, subscribes and queues
// the row; the texts for a browser without push, a refused permission and no connection; progress while
// the network is needed; switching off unsubscribes and queues the delete.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FAKE_VAPID_KEY, fakeEngine, renderApp } from '../../../helpers/render-app';
import { getPushState } from '../../../../src/db/push-subscriptions';
import type { PushKeyResult } from '../../../../src/sync';
import { ENDPOINT, bytes, fakePushBrowser, removeFakePush } from './fake-push';

const PATH = '/app/settings/notifications';
const SWITCH = /^Pushmelding bij nieuwe bestellingen/;

afterEach(removeFakePush);

/** The switch once this device's push state has loaded (it is held until then). */
async function readySwitch(): Promise<HTMLElement> {
  const toggle = await screen.findByRole('switch', { name: SWITCH });
  await waitFor(() => expect(toggle).toBeEnabled());
  return toggle;
}

describe('Pushmeldingen', () => {
  it('switching on asks permission, subscribes with the shop key and queues the row; the card says it is on', async () => {
    const push = fakePushBrowser();
    const { engine, db } = await renderApp(PATH);
    const toggle = await readySwitch();
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);

    // Enabled again once the flow is done; checked once the device store's live query has caught up.
    await waitFor(() => {
      expect(screen.getByRole('switch', { name: SWITCH })).toBeEnabled();
      expect(screen.getByRole('switch', { name: SWITCH })).toBeChecked();
    });
    expect(screen.getByText('Pushmeldingen staan aan op dit apparaat.')).toBeInTheDocument();
    expect(push.requestPermission).toHaveBeenCalledOnce();
    expect(engine.pushPublicKey).toHaveBeenCalledOnce();
    const [options] = push.subscribe.mock.calls[0] as [PushSubscriptionOptionsInit];
    expect(options.userVisibleOnly).toBe(true);
    expect(btoa(String.fromCharCode(...(options.applicationServerKey as Uint8Array))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''))
      .toBe(FAKE_VAPID_KEY);
    const p256dh = btoa(String.fromCharCode(...new Uint8Array(bytes(65, 4)))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    expect((await getPushState(db)).subscription).toEqual({ endpoint: ENDPOINT, p256dh, auth: 'BwcHBwcHBwcHBwcHBwcHBw' });
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ entity: 'push_subscriptions', kind: 'upsert', payload: { endpoint: ENDPOINT, p256dh } });
    expect(await screen.findByText(/Nog niet naar de server verzonden/)).toBeInTheDocument();
  });

  it('shows progress while the key is fetched, with the switch held', async () => {
    fakePushBrowser();
    let answer: (result: PushKeyResult) => void = () => {};
    const engine = fakeEngine({ pushPublicKey: vi.fn(() => new Promise<PushKeyResult>((resolve) => { answer = resolve; })) });
    await renderApp(PATH, { engine });
    await userEvent.click(await readySwitch());
    expect(await screen.findByText('Pushmeldingen worden ingeschakeld…')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: SWITCH })).toBeDisabled();
    answer({ ok: true, publicKey: FAKE_VAPID_KEY });
    // Enabled again once the flow is done; checked once the device store's live query has caught up.
    await waitFor(() => {
      expect(screen.getByRole('switch', { name: SWITCH })).toBeEnabled();
      expect(screen.getByRole('switch', { name: SWITCH })).toBeChecked();
    });
  });

  it('without a connection it says the key cannot be fetched now, and stays off', async () => {
    const push = fakePushBrowser();
    const engine = fakeEngine({ pushPublicKey: vi.fn(async () => ({ ok: false as const, reason: 'offline' as const })) });
    const { db } = await renderApp(PATH, { engine });
    await userEvent.click(await readySwitch());
    expect(await screen.findByRole('alert')).toHaveTextContent(/Geen verbinding: de sleutel voor pushmeldingen kan nu niet worden opgehaald/);
    expect(screen.getByRole('switch', { name: SWITCH })).not.toBeChecked();
    expect(push.subscribe).not.toHaveBeenCalled();
    expect(await db.outbox.count()).toBe(0);
  });

  it('a refused permission says how to allow it in the browser, and the switch is held off', async () => {
    const push = fakePushBrowser('default', 'denied');
    const { engine } = await renderApp(PATH);
    await userEvent.click(await readySwitch());
    expect(await screen.findByRole('alert')).toHaveTextContent(/Meldingen zijn geblokkeerd voor deze app\. Sta meldingen toe in je browser/);
    expect(screen.getByRole('switch', { name: SWITCH })).toBeDisabled();
    expect(screen.getByRole('switch', { name: SWITCH })).not.toBeChecked();
    expect(engine.pushPublicKey).not.toHaveBeenCalled();
    expect(push.subscribe).not.toHaveBeenCalled();
  });

  it('a browser without push says why (an iPhone needs the app on the home screen)', async () => {
    await renderApp(PATH);
    expect(await screen.findByRole('switch', { name: SWITCH })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent(/Deze browser kan geen pushmeldingen ontvangen\. Op een iPhone of iPad werkt het alleen als je de app eerst via "Zet op beginscherm"/);
  });

  it('switching off unsubscribes the browser and queues the delete in place of the unsent upsert', async () => {
    const push = fakePushBrowser('granted');
    const { db } = await renderApp(PATH);
    await userEvent.click(await readySwitch());
    // Enabled again once the flow is done; checked once the device store's live query has caught up.
    await waitFor(() => {
      expect(screen.getByRole('switch', { name: SWITCH })).toBeEnabled();
      expect(screen.getByRole('switch', { name: SWITCH })).toBeChecked();
    });
    await userEvent.click(screen.getByRole('switch', { name: SWITCH }));
    await waitFor(() => expect(screen.getByRole('switch', { name: SWITCH })).not.toBeChecked());
    await waitFor(() => expect(push.unsubscribed).toBe(1));
    expect(screen.getByText('Pushmeldingen staan uit op dit apparaat.')).toBeInTheDocument();
    const entries = await db.outbox.toArray();
    expect(entries.map((entry) => [entry.kind, entry.payload])).toEqual([['delete', { endpoint: ENDPOINT }]]);
    expect((await getPushState(db)).enabled).toBe(false);
  });
});
