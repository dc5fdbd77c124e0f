// The order alert mounted in the shell (spec section 9, DESIGN rule 9): only the driving tab, with sound
// on and permitted, sounds at once for a new created order, repeats every 5 s, and stops at zero.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EngineProvider } from '../../../../src/ui/lib/engine';
import { OrderAlert } from '../../../../src/ui/alert/OrderAlert';
import { SOUND_KEYS } from '../../../../src/ui/lib/sound/sound-settings';
import { appDb } from '../../../../src/db/database';
import { usePendingCount } from '../../../../src/db/order-store';
import { fakeEngine, renderApp } from '../../../helpers/render-app';
import { makeOrder } from '../../../fixtures/rows';
import { FakeAudioContext, fakeAudioUnit, manualTimers } from './fake-audio';
import { putRecords } from '../../../helpers/order-store';

const playSound = vi.hoisted(() => vi.fn(async () => true));
vi.mock('../../../../src/ui/lib/sound/play', () => ({ playSound }));

function allowSound(selected = 'beep', volume = '50') {
  localStorage.setItem(SOUND_KEYS.enabled, 'true');
  localStorage.setItem(SOUND_KEYS.permission, 'granted');
  localStorage.setItem(SOUND_KEYS.selected, selected);
  localStorage.setItem(SOUND_KEYS.volume, volume);
}

/** The count the alert reads, through the same live query, rendered after it: when this shows a
 * count, the alert's query has delivered that count too. */
function PendingProbe() {
  return <output aria-label="open orders">{usePendingCount() ?? 'laden'}</output>;
}

/** Waits until the alert's live query has delivered `count` and its effects ran. */
async function pendingSeen(count: number) {
  await waitFor(() => expect(screen.getByRole('status', { name: 'open orders' })).toHaveTextContent(String(count)));
  await act(async () => {});
}

async function setup() {
  const engine = fakeEngine();
  const timers = manualTimers();
  const audio = fakeAudioUnit();
  render(
    <EngineProvider engine={engine}>
      <OrderAlert timers={timers} audio={audio} />
      <PendingProbe />
    </EngineProvider>,
  );
  // Settle the first live query.
  await waitFor(() => expect(screen.getByRole('status', { name: 'open orders' })).not.toHaveTextContent('laden'));
  return { engine, timers, audio };
}

describe('OrderAlert', () => {
  beforeEach(() => {
    playSound.mockClear();
    FakeAudioContext.reset();
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'userActivation');
  });

  it('sounds at once when a new created order arrives, then every 5 s, with the chosen sound and volume', async () => {
    allowSound('new-order-2', '70');
    const { timers } = await setup();
    expect(playSound).not.toHaveBeenCalled();
    await putRecords(appDb(), makeOrder({ status: 'created' }));
    await waitFor(() => expect(playSound).toHaveBeenCalledTimes(1));
    expect(playSound).toHaveBeenCalledWith('new-order-2', 70, expect.anything());
    act(() => timers.advance(4999));
    expect(playSound).toHaveBeenCalledTimes(1);
    act(() => timers.advance(1));
    expect(playSound).toHaveBeenCalledTimes(2);
    act(() => timers.advance(10_000));
    expect(playSound).toHaveBeenCalledTimes(4);
  });

  it('stops when no created order is left', async () => {
    allowSound();
    const { timers } = await setup();
    const order = makeOrder({ status: 'created' });
    await putRecords(appDb(), order);
    await waitFor(() => expect(playSound).toHaveBeenCalledTimes(1));
    await putRecords(appDb(), { ...order, status: 'accepted' });
    await waitFor(() => expect(timers.pendingCount).toBe(0));
    act(() => timers.advance(30_000));
    expect(playSound).toHaveBeenCalledTimes(1);
  });

  it('sounds at once for a new order while the count stays equal (another device accepted one meanwhile)', async () => {
    allowSound();
    const { timers } = await setup();
    const first = makeOrder({ status: 'created' });
    await putRecords(appDb(), [first, makeOrder({ status: 'created' })]);
    await waitFor(() => expect(playSound).toHaveBeenCalledTimes(1));
    act(() => timers.advance(2000));
    // One transaction: the count stays 2.
    await putRecords(appDb(), { ...first, status: 'accepted' }, makeOrder({ status: 'created' }));
    await waitFor(() => expect(playSound).toHaveBeenCalledTimes(2));
    act(() => timers.advance(4999));
    expect(playSound).toHaveBeenCalledTimes(2);
    act(() => timers.advance(1));
    expect(playSound).toHaveBeenCalledTimes(3);
  });

  it('stays silent in a tab that does not drive sync, and stops when leadership is lost', async () => {
    allowSound();
    const { engine, timers } = await setup();
    act(() => engine.setLeader(false));
    await putRecords(appDb(), makeOrder({ status: 'created' }));
    await pendingSeen(1);
    act(() => timers.advance(20_000));
    expect(playSound).not.toHaveBeenCalled();

    act(() => engine.setLeader(true));
    await waitFor(() => expect(playSound).toHaveBeenCalledTimes(1));
    act(() => engine.setLeader(false));
    act(() => timers.advance(20_000));
    expect(playSound).toHaveBeenCalledTimes(1);
  });

  it('stays silent with sound switched off', async () => {
    localStorage.setItem(SOUND_KEYS.enabled, 'false');
    localStorage.setItem(SOUND_KEYS.permission, 'granted');
    const { timers } = await setup();
    await putRecords(appDb(), makeOrder({ status: 'created' }));
    await pendingSeen(1);
    act(() => timers.advance(20_000));
    expect(playSound).not.toHaveBeenCalled();
  });

  it('after a reload asks for one touch, then sounds at once for the waiting order', async () => {
    allowSound();
    Object.defineProperty(navigator, 'userActivation', { value: { hasBeenActive: false }, configurable: true });
    await putRecords(appDb(), makeOrder({ status: 'created' }));
    await setup();
    const unlock = await screen.findByRole('button', { name: /Tik ergens op het scherm/ });
    expect(playSound).not.toHaveBeenCalled();
    await userEvent.click(unlock);
    await waitFor(() => expect(playSound).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('button', { name: /Tik ergens op het scherm/ })).not.toBeInTheDocument();
  });

  it('is mounted in the shell and sounds for a created order there', async () => {
    allowSound();
    vi.stubGlobal('AudioContext', FakeAudioContext);
    try {
      await renderApp('/app/settings', { seed: (db) => putRecords(db, makeOrder({ status: 'created' })) });
      await waitFor(() => expect(playSound).toHaveBeenCalledTimes(1));
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
