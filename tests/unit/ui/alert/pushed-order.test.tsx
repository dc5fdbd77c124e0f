// A pushed order rings the alert at once in the driving tab (issue 13): the service worker's message
// rings for an order this tab has not got yet; an order the mirror holds rings through the schedule,
// so the message adds nothing; a tab that does not drive, or has sound off, stays quiet.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { EngineProvider } from '../../../../src/ui/lib/engine';
import { OrderAlert } from '../../../../src/ui/alert/OrderAlert';
import { SOUND_KEYS } from '../../../../src/ui/lib/sound/sound-settings';
import { appDb } from '../../../../src/db/database';
import { fakeEngine } from '../../../helpers/render-app';
import { makeOrder } from '../../../fixtures/rows';
import { FakeAudioContext, fakeAudioUnit, manualTimers } from './fake-audio';
import { putRecords } from '../../../helpers/order-store';

const playSound = vi.hoisted(() => vi.fn(async () => true));
vi.mock('../../../../src/ui/lib/sound/play', () => ({ playSound }));

let worker: EventTarget;

function pushMessage(orderId: string): void {
  act(() => {
    worker.dispatchEvent(new MessageEvent('message', { data: { type: 'push-order', order: { orderId, number: '#X', attempt: 1 } } }));
  });
}

async function setup(leading = true) {
  const engine = fakeEngine();
  engine.setLeader(leading);
  render(
    <EngineProvider engine={engine}>
      <OrderAlert timers={manualTimers()} audio={fakeAudioUnit()} />
      <p>klaar</p>
    </EngineProvider>,
  );
  await screen.findByText('klaar');
  return engine;
}

const UNKNOWN = '00000000-0000-4000-8000-00000000abcd';

/** Sends pushes of an unknown order until one rings (the alert turns active once its effects ran). */
async function ringsForUnknown(): Promise<void> {
  await waitFor(() => {
    if (playSound.mock.calls.length === 0) pushMessage(UNKNOWN);
    expect(playSound).toHaveBeenCalled();
  });
}

describe('a pushed order', () => {
  beforeEach(() => {
    playSound.mockClear();
    FakeAudioContext.reset();
    worker = new EventTarget();
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: worker });
    localStorage.setItem(SOUND_KEYS.enabled, 'true');
    localStorage.setItem(SOUND_KEYS.permission, 'granted');
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('rings at once when this tab does not have the order yet', async () => {
    await setup();
    await ringsForUnknown();
    expect(playSound).toHaveBeenCalledTimes(1);
  });

  it('adds nothing for an order the mirror already holds (the schedule rings for it)', async () => {
    const order = makeOrder({ status: 'created' });
    await putRecords(appDb(), order);
    await setup();
    await waitFor(() => expect(playSound).toHaveBeenCalledTimes(1));
    pushMessage(order.id);
    // Messages are handled in order: once the later unknown one rang, the known one had its turn.
    pushMessage(UNKNOWN);
    await waitFor(() => expect(playSound).toHaveBeenCalledTimes(2));
    pushMessage(UNKNOWN);
    await waitFor(() => expect(playSound.mock.calls.length).toBeGreaterThanOrEqual(3));
    expect(playSound).toHaveBeenCalledTimes(3);
  });

  it('stays quiet in a tab that does not drive', async () => {
    const engine = await setup(false);
    pushMessage(UNKNOWN);
    act(() => engine.setLeader(true));
    await ringsForUnknown();
    // Only the push after taking over rang.
    expect(playSound).toHaveBeenCalledTimes(1);
  });
});
