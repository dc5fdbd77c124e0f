// The engine arrives after the first render: calls made before wait for it, leadership is handed on.
import { describe, expect, it, vi } from 'vitest';
import { LazyEngine } from '../../../../src/ui/app/lazy-engine';
import { fakeEngine } from '../../../helpers/render-app';

describe('LazyEngine', () => {
  it('a sign-in made before the engine has loaded runs once it has', async () => {
    const real = fakeEngine();
    let arrive: (engine: typeof real) => void = () => {};
    const lazy = new LazyEngine(() => new Promise((resolve) => (arrive = resolve)));
    const signingIn = lazy.signIn('a@b.nl', 'geheim');
    expect(real.signIn).not.toHaveBeenCalled();
    arrive(real);
    await signingIn;
    expect(real.signIn).toHaveBeenCalledWith('a@b.nl', 'geheim', undefined);
  });

  it('is not the leader until the engine is, and tells listeners when that changes', async () => {
    const real = fakeEngine();
    real.setLeader(false);
    const lazy = new LazyEngine(async () => real);
    const listener = vi.fn();
    lazy.onLeaderChange(listener);
    expect(lazy.isLeader).toBe(false);
    await lazy.refresh();
    real.setLeader(true);
    expect(listener).toHaveBeenLastCalledWith(true);
    expect(lazy.isLeader).toBe(true);
  });

  it('tells listeners at once when the engine arrives already leading', async () => {
    const real = fakeEngine();
    const lazy = new LazyEngine(async () => real);
    const listener = vi.fn();
    lazy.onLeaderChange(listener);
    await lazy.refresh();
    expect(listener).toHaveBeenCalledWith(true);
  });
});
