// A stand-in for the Web Audio API (happy-dom has none): records oscillators, gains and buffer sources,
// and starts only when `resume()` is allowed to.
import { createAudioUnit, type AudioUnit } from '../../../../src/ui/lib/sound/audio';

export interface FakeParam {
  value: number;
  setValueAtTime(value: number, at: number): FakeParam;
  exponentialRampToValueAtTime(value: number, at: number): FakeParam;
  ramps: [number, number][];
}

function param(initial = 0): FakeParam {
  const p: FakeParam = {
    value: initial,
    ramps: [],
    setValueAtTime(value) {
      p.value = value;
      return p;
    },
    exponentialRampToValueAtTime(value, at) {
      p.ramps.push([value, at]);
      return p;
    },
  };
  return p;
}

export class FakeAudioContext extends EventTarget {
  static instances: FakeAudioContext[] = [];
  /** Whether a resume() starts the context (a browser without a user gesture says no). */
  static allowStart = true;
  state: AudioContextState = 'suspended';
  currentTime = 10;
  destination = { kind: 'destination' };
  oscillators: { type: string; frequency: FakeParam; started: number | null; stopped: number | null }[] = [];
  gains: FakeParam[] = [];
  sources: { buffer: unknown; started: boolean }[] = [];

  constructor() {
    super();
    FakeAudioContext.instances.push(this);
  }

  resume(): Promise<void> {
    if (!FakeAudioContext.allowStart) return Promise.reject(new Error('NotAllowedError'));
    this.state = 'running';
    this.dispatchEvent(new Event('statechange'));
    return Promise.resolve();
  }

  createOscillator() {
    const oscillator = {
      type: 'sine',
      frequency: param(440),
      started: null as number | null,
      stopped: null as number | null,
      connect: () => {},
      start(at: number) {
        oscillator.started = at;
      },
      stop(at: number) {
        oscillator.stopped = at;
      },
    };
    this.oscillators.push(oscillator);
    return oscillator;
  }

  createGain() {
    const gain = param(1);
    this.gains.push(gain);
    return { gain, connect: () => {} };
  }

  createBufferSource() {
    const source = { buffer: null as unknown, started: false, connect: () => {}, start: () => { source.started = true; } };
    this.sources.push(source);
    return source;
  }

  decodeAudioData(bytes: ArrayBuffer): Promise<{ decoded: number }> {
    return Promise.resolve({ decoded: bytes.byteLength });
  }

  static reset(): void {
    FakeAudioContext.instances = [];
    FakeAudioContext.allowStart = true;
  }
}

/** An audio unit on the fake context. */
export function fakeAudioUnit(): AudioUnit {
  return createAudioUnit(() => new FakeAudioContext() as unknown as AudioContext);
}

/** Timers the test advances by hand (Dexie's own timers stay real). */
export function manualTimers() {
  let now = 0;
  let next = 1;
  const pending = new Map<number, { at: number; callback: () => void }>();
  return {
    setTimeout(callback: () => void, ms: number): unknown {
      const id = next++;
      pending.set(id, { at: now + ms, callback });
      return id;
    },
    clearTimeout(handle: unknown) {
      pending.delete(handle as number);
    },
    advance(ms: number) {
      const until = now + ms;
      for (;;) {
        const due = [...pending.entries()].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        pending.delete(due[0]);
        now = due[1].at;
        due[1].callback();
      }
      now = until;
    },
    get pendingCount() {
      return pending.size;
    },
  };
}
