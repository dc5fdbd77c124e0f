// The "Apparaten" card on Meldingen (issue 13): the company's devices from the mirror, "Dit apparaat",
// the flags in words, the marking of a device not seen for over 3 minutes, and that it moves with time.
import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { appDb } from '../../../../src/db/database';
import { getDeviceId } from '../../../../src/db/device';
import { applyServerRows } from '../../../../src/db/mirror';
import { saveSession } from '../../../../src/db/session';
import { DevicesCard } from '../../../../src/ui/settings/notifications/DevicesCard';
import { fakeEngine, renderApp } from '../../../helpers/render-app';
import { setMeta } from '../../../../src/db/meta';
import type { ShopDb } from '../../../../src/db/database';
import { makeSession, makeStaffDevice } from '../../../fixtures/rows';

const STALE = /Niet verbonden/;

/** The sync engine says the link is live (the fake engine of these tests writes no status). */
const live = (db: ShopDb) => setMeta(db, 'sync_status', { state: 'live', problem: null, since: 0 });

function device(name: string) {
  return screen.getByRole('listitem', { name: new RegExp(`^${name}`) });
}

function flags(item: HTMLElement): string[] {
  const list = within(item).getByRole('list', { name: 'Mogelijkheden' });
  return within(list).getAllByRole('listitem').map((flag) => flag.textContent ?? '');
}

function fact(item: HTMLElement, label: string): string | null | undefined {
  return within(item).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

describe('Apparaten', () => {
  it('lists the company’s devices with this one marked, the user, last seen and the flags; a stale one says so', async () => {
    const session = makeSession();
    const db = appDb();
    const now = Date.now();
    await saveSession(db, session);
    const thisId = await getDeviceId(db);
    await applyServerRows(db, 'staff_devices', [
      makeStaffDevice({
        device_id: thisId, name: 'Chrome op Android', user_id: session.userId,
        last_seen_at: new Date(now - 30_000).toISOString(), sound_on: true, audio_permission: 'granted', push_on: true, app_version: '1.0.0',
      }),
      makeStaffDevice({
        name: 'Safari op iPad', last_seen_at: new Date(now - 5 * 60_000).toISOString(),
        sound_on: false, audio_permission: 'denied', push_on: false, app_version: '0.9.0',
      }),
    ]);

    render(<DevicesCard />);

    const mine = await screen.findByRole('listitem', { name: /^Chrome op Android \(Dit apparaat\)/ });
    expect(within(mine).getByText('Verbonden')).toBeInTheDocument();
    expect(fact(mine, 'Gebruiker')).toBe('Jij');
    expect(fact(mine, 'Laatst gezien')).toBe('Zojuist');
    expect(flags(mine)).toEqual(['Geluid aan', 'Geluid toegestaan', 'Pushmeldingen aan']);
    expect(fact(mine, 'Versie')).toBe('1.0.0');

    const other = device('Safari op iPad');
    expect(other).not.toHaveTextContent('Dit apparaat');
    expect(within(other).getByText(STALE)).toBeInTheDocument();
    expect(fact(other, 'Gebruiker')).toBe('Andere medewerker');
    expect(fact(other, 'Laatst gezien')).toBe('5 min geleden');
    expect(flags(other)).toEqual(['Geluid uit', 'Geluid geblokkeerd', 'Pushmeldingen uit']);
  });

  it('marks a device as not connected once 3 minutes pass without a report', async () => {
    const db = appDb();
    await saveSession(db, makeSession());
    // Seen 3 minutes ago but for 300 ms: the card must notice by itself as time passes.
    await applyServerRows(db, 'staff_devices', [
      makeStaffDevice({ name: 'Chrome op Windows', last_seen_at: new Date(Date.now() - 180_000 + 300).toISOString() }),
    ]);

    render(<DevicesCard tickMs={50} />);

    const item = await screen.findByRole('listitem', { name: /^Chrome op Windows/ });
    expect(within(item).getByText('Verbonden')).toBeInTheDocument();
    await waitFor(() => expect(within(item).getByText(STALE)).toBeInTheDocument());
  });

  it('leaves out devices of another company and says when there are none', async () => {
    const db = appDb();
    await saveSession(db, makeSession());
    await applyServerRows(db, 'staff_devices', [makeStaffDevice({ company_id: 'c0000000-0000-4000-8000-0000000000ff' })]);
    render(<DevicesCard />);
    expect(await screen.findByText('Nog geen apparaten gezien.')).toBeInTheDocument();
  });

  it('on the Meldingen screen, a driving tab with a live link reports this device: "Dit apparaat" before the server confirms', async () => {
    const { engine } = await renderApp('/app/settings/notifications', { seed: live });
    const mine = await screen.findByRole('listitem', { name: /\(Dit apparaat\)/ });
    expect(fact(mine, 'Laatst gezien')).toBe('Nog niet bevestigd door de server');
    expect(flags(mine)).toEqual(['Geluid uit', 'Geluid niet gevraagd', 'Pushmeldingen uit']);
    const [entry] = await appDb().outbox.toArray();
    expect(entry).toMatchObject({ entity: 'staff_devices', kind: 'upsert', payload: { sound_on: false, push_on: false } });
    expect(engine.isLeader).toBe(true);
  });

  it('reports only while the tab drives and the link is live, and starts as soon as both hold', async () => {
    const engine = fakeEngine();
    engine.setLeader(false);
    const { db } = await renderApp('/app/settings/notifications', {
      engine, seed: (db) => setMeta(db, 'sync_status', { state: 'offline', problem: null, since: 0 }),
    });
    expect(await screen.findByText('Nog geen apparaten gezien.')).toBeInTheDocument();
    act(() => engine.setLeader(true));
    expect(screen.getByText('Nog geen apparaten gezien.')).toBeInTheDocument();
    expect(await db.outbox.count()).toBe(0);
    await live(db);
    expect(await screen.findByRole('listitem', { name: /\(Dit apparaat\)/ })).toBeInTheDocument();
    expect(await db.outbox.count()).toBe(1);
  });
});
