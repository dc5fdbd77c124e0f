// Sound playback (spec section 9): the generated beep is 800 Hz sine for 0.2 s at volume x 0.3; files
// play at volume/100 through the shared context; a file that cannot load falls back to the beep.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { beepGain, playBeep, playSound } from '../../../../src/ui/lib/sound/play';
import { FakeAudioContext, fakeAudioUnit } from './fake-audio';

describe('alert sound playback', () => {
  beforeEach(() => FakeAudioContext.reset());
  afterEach(() => vi.unstubAllGlobals());

  it('beeps at 800 Hz, sine, for 0.2 s, at gain volume/100 x 0.3', () => {
    const ctx = new FakeAudioContext();
    playBeep(ctx as unknown as AudioContext, 50);
    const [oscillator] = ctx.oscillators;
    expect(oscillator.type).toBe('sine');
    expect(oscillator.frequency.value).toBe(800);
    expect(oscillator.started).toBe(10);
    expect(oscillator.stopped).toBeCloseTo(10.2);
    expect(ctx.gains[0].value).toBeCloseTo(0.15);
    expect(beepGain(100)).toBeCloseTo(0.3);
    expect(beepGain(0)).toBe(0);
  });

  it('plays the standard beep through one shared context', async () => {
    const audio = fakeAudioUnit();
    expect(await playSound('beep', 80, audio)).toBe(true);
    expect(await playSound('beep', 80, audio)).toBe(true);
    expect(FakeAudioContext.instances).toHaveLength(1);
    expect(FakeAudioContext.instances[0].oscillators).toHaveLength(2);
    expect(FakeAudioContext.instances[0].gains[0].value).toBeCloseTo(0.24);
  });

  it('plays a sound file from /sounds at volume/100, loading it once', async () => {
    const fetchMock = vi.fn(async () => new Response(new Uint8Array(64)));
    vi.stubGlobal('fetch', fetchMock);
    const audio = fakeAudioUnit();
    expect(await playSound('new-order-3', 40, audio)).toBe(true);
    expect(await playSound('new-order-3', 40, audio)).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/sounds/new-order-3.wav');
    const ctx = FakeAudioContext.instances[0];
    expect(ctx.sources.every((source) => source.started)).toBe(true);
    expect(ctx.sources).toHaveLength(2);
    expect(ctx.gains[0].value).toBeCloseTo(0.4);
    expect(ctx.oscillators).toHaveLength(0);
  });

  it('falls back to the beep when the file cannot be loaded', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('missing', { status: 404 })));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const audio = fakeAudioUnit();
    expect(await playSound('new-order-1', 50, audio)).toBe(true);
    expect(FakeAudioContext.instances[0].oscillators).toHaveLength(1);
    warn.mockRestore();
  });

  it('plays nothing and says so when the browser holds audio back', async () => {
    FakeAudioContext.allowStart = false;
    const audio = fakeAudioUnit();
    expect(await playSound('beep', 50, audio)).toBe(false);
    expect(await audio.request()).toBe('denied');
    expect(FakeAudioContext.instances[0].oscillators).toHaveLength(0);
  });

  it('grants audio once a gesture lets the context run', async () => {
    const audio = fakeAudioUnit();
    expect(audio.isRunning()).toBe(false);
    expect(await audio.request()).toBe('granted');
    expect(audio.isRunning()).toBe(true);
  });

  it('denies audio when the browser has no Web Audio', async () => {
    const { createAudioUnit } = await import('../../../../src/ui/lib/sound/audio');
    expect(await createAudioUnit(() => null).request()).toBe('denied');
  });
});
