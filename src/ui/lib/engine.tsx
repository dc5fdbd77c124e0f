// The sync engine as the screens see it: sign in and out, refresh, retry, account changes, orders beyond
// the mirror, and whether this tab drives (only the driving tab plays the order alert, DESIGN rule 9).
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { FigureLookup, OrderLookup, PushKeyResult, SignInStep, SignOutResult } from '../../sync';

export interface AppEngine {
  signIn(email: string, password: string, onStep?: (step: SignInStep) => void): Promise<void>;
  signOut(options?: { discardUnsent?: boolean }): Promise<SignOutResult>;
  refresh(): Promise<void>;
  requestDrain(): void;
  changeEmail(email: string): Promise<void>;
  changePassword(password: string): Promise<void>;
  /** The shop's Web Push public key (needs the network). */
  pushPublicKey(): Promise<PushKeyResult>;
  /** Orders beyond the mirror (needs the network): search, an older order's history, a customer's orders. */
  readonly lookup: Pick<OrderLookup, 'search' | 'events' | 'customer'>;
  /** Figures beyond today and the day closing (needs the network). */
  readonly figures: Pick<FigureLookup, 'revenue' | 'products' | 'dayReport' | 'closeDay'>;
  readonly isLeader: boolean;
  onLeaderChange(listener: (leading: boolean) => void): () => void;
}

const EngineContext = createContext<AppEngine | null>(null);

export type EngineProviderProps = { engine: AppEngine; children: ReactNode };

export function EngineProvider({ engine, children }: EngineProviderProps) {
  return <EngineContext.Provider value={engine}>{children}</EngineContext.Provider>;
}

export function useEngine(): AppEngine {
  const engine = useContext(EngineContext);
  if (!engine) throw new Error('useEngine needs an EngineProvider');
  return engine;
}

/** True while this tab drives sync. */
export function useIsLeader(): boolean {
  const engine = useEngine();
  return useSyncExternalStore(
    (changed) => engine.onLeaderChange(changed),
    () => engine.isLeader,
  );
}
