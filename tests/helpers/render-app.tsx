// Renders the whole app (routes, shell, providers) at a path, on the app's IndexedDB (fake-indexeddb),
// with a fake sync engine that records what screens ask of it.
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, useLocation, type Location } from 'react-router-dom';
import { vi } from 'vitest';
import { App, type AppRouterProps } from '../../src/ui/app/App';
import type { AppEngine } from '../../src/ui/lib/engine';
import { appDb, type ShopDb } from '../../src/db/database';
import { saveSession } from '../../src/db/session';
import { ALL_PERMISSIONS, makeSession } from '../fixtures/rows';
import type { Permissions, SessionInfo } from '../../src/db/meta';

/** A P-256 public key in base64url (65 bytes, uncompressed), as the push-orders function answers. */
export const FAKE_VAPID_KEY = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';

export type FakeEngine = AppEngine & {
  signIn: ReturnType<typeof vi.fn>;
  signOut: ReturnType<typeof vi.fn>;
  refresh: ReturnType<typeof vi.fn>;
  requestDrain: ReturnType<typeof vi.fn>;
  changeEmail: ReturnType<typeof vi.fn>;
  changePassword: ReturnType<typeof vi.fn>;
  pushPublicKey: ReturnType<typeof vi.fn>;
  lookup: { search: ReturnType<typeof vi.fn>; events: ReturnType<typeof vi.fn>; customer: ReturnType<typeof vi.fn> };
  setLeader(leading: boolean): void;
};

/** A stand-in for SyncEngine: every method is a vi.fn; leadership can be switched. */
export function fakeEngine(overrides: Partial<AppEngine> = {}): FakeEngine {
  const listeners = new Set<(leading: boolean) => void>();
  let leading = true;
  const engine = {
    signIn: vi.fn(async () => {}),
    signOut: vi.fn(async () => ({ ok: true as const })),
    refresh: vi.fn(async () => {}),
    requestDrain: vi.fn(),
    changeEmail: vi.fn(async () => {}),
    changePassword: vi.fn(async () => {}),
    pushPublicKey: vi.fn(async () => ({ ok: true as const, publicKey: FAKE_VAPID_KEY })),
    // The server's answers beyond the mirror: nothing found unless a test says otherwise.
    lookup: {
      search: vi.fn(async () => []),
      events: vi.fn(async () => []),
      customer: vi.fn(async () => ({ orders: 0, spentCents: 0, canceled: 0, notes: [], last: [] })),
    },
    // Figures beyond today: unreachable unless a test says otherwise.
    figures: {
      revenue: vi.fn(async () => Promise.reject(new Error('offline'))),
      products: vi.fn(async () => Promise.reject(new Error('offline'))),
      dayReport: vi.fn(async () => Promise.reject(new Error('offline'))),
      closeDay: vi.fn(async () => Promise.reject(new Error('offline'))),
    },
    get isLeader() {
      return leading;
    },
    onLeaderChange(listener: (leading: boolean) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setLeader(value: boolean) {
      leading = value;
      for (const listener of listeners) listener(value);
    },
    ...overrides,
  };
  return engine as FakeEngine;
}

export interface RenderAppOptions {
  /** Signed in as this staff member (default: all permissions); null renders signed out. */
  session?: Partial<SessionInfo> | null;
  permissions?: Partial<Permissions>;
  engine?: FakeEngine;
  /** Rows to put in the mirror before rendering. */
  seed?: (db: ShopDb) => Promise<unknown>;
}

export interface RouterState {
  state: { location: Location };
}

export interface RenderedApp extends RenderResult {
  engine: FakeEngine;
  /** Where the app's router is now (updated on every navigation). */
  router: RouterState;
  db: ShopDb;
}

export async function renderApp(path: string, options: RenderAppOptions = {}): Promise<RenderedApp> {
  const db = appDb();
  if (options.session !== null) {
    await saveSession(db, makeSession({
      ...options.session,
      permissions: { ...ALL_PERMISSIONS, ...options.session?.permissions, ...options.permissions },
    }));
  }
  await options.seed?.(db);
  const engine = options.engine ?? fakeEngine();
  const router: RouterState = { state: { location: { pathname: path, search: '', hash: '', state: null, key: 'default' } } };
  function Probe() {
    router.state.location = useLocation();
    return null;
  }
  function TestRouter({ children }: AppRouterProps) {
    return <MemoryRouter initialEntries={[path]}><Probe />{children}</MemoryRouter>;
  }
  const result = render(<App engine={engine} router={TestRouter} />);
  return { ...result, engine, router, db };
}
