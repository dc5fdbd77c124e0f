// The presence reporter (issue 13): the driving tab with a live link reports this device at once,
// on its minute timer (injected here), when a flag changes or a change is announced, and stops when
// it no longer drives.
import { describe, expect, it } from 'vitest';
import { act, render, waitFor } from '@testing-library/react';
import { appDb } from '../../../../src/db/database';
import { setMeta } from '../../../../src/db/meta';
import { saveSession } from '../../../../src/db/session';
import { EngineProvider } from '../../../../src/ui/lib/engine';
import { announceDeviceChange } from '../../../../src/ui/lib/device-events';
import { setSoundEnabled, setAudioPermission } from '../../../../src/ui/lib/sound/sound-settings';
import { DevicePresence } from '../../../../src/ui/shell/DevicePresence';
import type { PresenceTimers } from '../../../../src/ui/shell/usePresenceReport';
import { fakeEngine } from '../../../helpers/render-app';
import { makeSession } from '../../../fixtures/rows';

function manualTimers() {
  const running = new Map<number, { run: () => void; ms: number }>();
  let next = 0;
  const timers: PresenceTimers = {
    setInterval(run, ms) {
      running.set(++next, { run, ms });
      return next;
    },
    clearInterval(id) {
      running.delete(id);
    },
  };
  return { timers, running, tick: () => [...running.values()].forEach((timer) => timer.run()) };
}

async function payload(): Promise<Record<string, unknown> | undefined> {
  const entries = await appDb().outbox.filter((entry) => entry.entity === 'staff_devices').toArray();
  return entries.at(-1)?.payload;
}

describe('usePresenceReport', () => {
  it('reports at once, every minute, on a flag change and on an announced change; stops when not driving', async () => {
    const db = appDb();
    await saveSession(db, makeSession());
    await setMeta(db, 'sync_status', { state: 'live', problem: null, since: 0 });
    const engine = fakeEngine();
    const clock = manualTimers();
    let pushOn = false;
    render(
      <EngineProvider engine={engine}>
        <DevicePresence timers={clock.timers} readPushOn={async () => pushOn} />
      </EngineProvider>,
    );

    await waitFor(async () => expect(await payload()).toMatchObject({ push_on: false, sound_on: false, audio_permission: 'unknown', app_version: '1.0.0' }));
    expect([...clock.running.values()].map((timer) => timer.ms)).toEqual([60_000]);

    pushOn = true;
    act(() => announceDeviceChange());
    await waitFor(async () => expect(await payload()).toMatchObject({ push_on: true }));

    pushOn = false;
    act(() => clock.tick());
    await waitFor(async () => expect(await payload()).toMatchObject({ push_on: false }));

    act(() => {
      setAudioPermission('granted');
      setSoundEnabled(true);
    });
    await waitFor(async () => expect(await payload()).toMatchObject({ sound_on: true, audio_permission: 'granted' }));
    // Unsent reports merged into one entry all along.
    expect(await db.outbox.count()).toBe(1);

    act(() => engine.setLeader(false));
    await waitFor(() => expect(clock.running.size).toBe(0));
  });
});
