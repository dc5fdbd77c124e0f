// The dead-link alarm (issue 13, item 4): in the driving tab, while the shop is open, 30 s without
// contact shows the red banner and sounds the siren every 10 s (also with the order sound off); the
// sound can be silenced for 5 minutes while the banner stays; contact back ends both.
import { beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EngineProvider } from '../../../../src/ui/lib/engine';
import { LinkAlarm } from '../../../../src/ui/link-alarm/LinkAlarm';
import { ALARM_TONES_HZ } from '../../../../src/ui/link-alarm/alarm-sound';
import { SOUND_KEYS } from '../../../../src/ui/lib/sound/sound-settings';
import { appDb } from '../../../../src/db/database';
import { setMeta } from '../../../../src/db/meta';
import { fakeEngine } from '../../../helpers/render-app';
import { FakeAudioContext, fakeAudioUnit } from '../alert/fake-audio';

/** 13:00 in Amsterdam. */
const T0 = Date.parse('2026-11-24T12:00:00Z');

/** A clock and intervals the test moves by hand. */
function manualClock() {
  let now = T0;
  let next = 1;
  const intervals = new Map<number, { every: number; due: number; callback: () => void }>();
  return {
    now: () => now,
    timers: {
      setInterval(callback: () => void, every: number): unknown {
        const id = next++;
        intervals.set(id, { every, due: now + every, callback });
        return id;
      },
      clearInterval(handle: unknown) {
        intervals.delete(handle as number);
      },
    },
    advance(ms: number) {
      const until = now + ms;
      for (;;) {
        const due = [...intervals.values()].filter((t) => t.due <= until).sort((a, b) => a.due - b.due)[0];
        if (!due) break;
        now = due.due;
        due.due += due.every;
        due.callback();
      }
      now = until;
    },
  };
}

const sirens = () => FakeAudioContext.instances.flatMap((ctx) => ctx.oscillators).filter((o) => o.type === 'square');

async function setup(options: { open?: boolean; lostAt?: number | null; leader?: boolean } = {}) {
  const clock = manualClock();
  const engine = fakeEngine();
  engine.setLeader(options.leader ?? true);
  await setMeta(appDb(), 'open_state', { is_open: options.open ?? true, source: 'hours', checked_at: T0 + 10 * 60_000 });
  const lostAt = options.lostAt === undefined ? T0 - 20_000 : options.lostAt;
  await setMeta(appDb(), 'link', { lastContactAt: lostAt, noContactSince: lostAt });
  render(
    <EngineProvider engine={engine}>
      <LinkAlarm timers={clock.timers} clock={clock.now} audio={fakeAudioUnit()} />
    </EngineProvider>,
  );
  const advance = async (ms: number) => {
    act(() => clock.advance(ms));
    await act(async () => {});
  };
  return { clock, engine, advance };
}

describe('LinkAlarm', () => {
  beforeEach(() => {
    FakeAudioContext.reset();
    // The order sound is off: the alarm sounds anyway.
    localStorage.setItem(SOUND_KEYS.enabled, 'false');
    localStorage.setItem(SOUND_KEYS.permission, 'granted');
  });

  it('after 27 s without contact (inside the 30 s budget) shows the banner with the last contact time and sounds every 10 s', async () => {
    const { advance } = await setup();
    await advance(6_000);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await advance(1_000);
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Geen verbinding met de server sinds 12:59. Nieuwe bestellingen komen niet binnen.');
    await waitFor(() => expect(sirens()).toHaveLength(1));
    expect(sirens()[0].frequency.value).toBe(ALARM_TONES_HZ[1]);
    await advance(10_000);
    await waitFor(() => expect(sirens()).toHaveLength(2));
  });

  it('silences the sound for 5 minutes while the banner stays', async () => {
    const { advance } = await setup({ lostAt: T0 - 40_000 });
    await waitFor(() => expect(sirens()).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Geluid 5 minuten uit' }));
    expect(await screen.findByText('Geluid uit tot 13:05')).toBeInTheDocument();
    await advance(4 * 60_000);
    expect(sirens()).toHaveLength(1);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await advance(61_000);
    await waitFor(() => expect(sirens()).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Geluid 5 minuten uit' })).toBeInTheDocument();
  });

  it('ends banner and sound once contact is back', async () => {
    const { advance } = await setup({ lostAt: T0 - 40_000 });
    await screen.findByRole('alert');
    await setMeta(appDb(), 'link', { lastContactAt: T0 + 1_000, noContactSince: null });
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    await advance(60_000);
    expect(sirens()).toHaveLength(1);
  });

  it('stays quiet while the shop is closed, in a tab that does not drive, and shows no sound button when audio was refused', async () => {
    const closed = await setup({ open: false, lostAt: T0 - 40_000 });
    await closed.advance(2_000);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    closed.engine.setLeader(false);
    await setMeta(appDb(), 'open_state', { is_open: true, source: 'hours', checked_at: T0 + 10 * 60_000 });
    await closed.advance(2_000);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    localStorage.setItem(SOUND_KEYS.permission, 'denied');
    act(() => closed.engine.setLeader(true));
    await screen.findByRole('alert');
    expect(screen.queryByRole('button', { name: 'Geluid 5 minuten uit' })).not.toBeInTheDocument();
    expect(sirens()).toHaveLength(0);
  });
});
