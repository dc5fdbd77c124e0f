// The sync engine loaded after the first screen has rendered from IndexedDB: supabase-js and the sync
// code are most of the JavaScript and nothing on screen needs them to show local data.
// Calls made before it is loaded wait for it; leadership listeners are handed over when it arrives.
import type { FoundOrder, PushKeyResult, SearchFilters, SignInStep, SignOutResult } from '../../sync';
import type { AppEngine } from '../lib/engine';

export class LazyEngine implements AppEngine {
  private engine: AppEngine | null = null;
  private readonly ready: Promise<AppEngine>;
  private readonly listeners = new Set<(leading: boolean) => void>();

  constructor(load: () => Promise<AppEngine>) {
    this.ready = load().then((engine) => {
      this.engine = engine;
      engine.onLeaderChange((leading) => {
        for (const listener of this.listeners) listener(leading);
      });
      if (engine.isLeader) for (const listener of this.listeners) listener(true);
      return engine;
    });
    this.ready.catch((error: unknown) => console.error('loading the sync engine failed', error));
  }

  get isLeader(): boolean {
    return this.engine?.isLeader ?? false;
  }

  onLeaderChange(listener: (leading: boolean) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async signIn(email: string, password: string, onStep?: (step: SignInStep) => void): Promise<void> {
    return (await this.ready).signIn(email, password, onStep);
  }

  async signOut(options?: { discardUnsent?: boolean }): Promise<SignOutResult> {
    return (await this.ready).signOut(options);
  }

  async refresh(): Promise<void> {
    return (await this.ready).refresh();
  }

  requestDrain(): void {
    void this.ready.then((engine) => engine.requestDrain());
  }

  async changeEmail(email: string): Promise<void> {
    return (await this.ready).changeEmail(email);
  }

  async changePassword(password: string): Promise<void> {
    return (await this.ready).changePassword(password);
  }

  async pushPublicKey(): Promise<PushKeyResult> {
    return (await this.ready).pushPublicKey();
  }

  readonly lookup: AppEngine['lookup'] = {
    search: async (query: string, filters?: SearchFilters): Promise<FoundOrder[]> => (await this.ready).lookup.search(query, filters),
    events: async (orderId: string) => (await this.ready).lookup.events(orderId),
    customer: async (phone: string, exclude?: string) => (await this.ready).lookup.customer(phone, exclude),
  };

  readonly figures: AppEngine['figures'] = {
    revenue: async (from: string, to: string) => (await this.ready).figures.revenue(from, to),
    products: async (from: string, to: string) => (await this.ready).figures.products(from, to),
    dayReport: async (date: string) => (await this.ready).figures.dayReport(date),
    closeDay: async (date: string, deviceId: string) => (await this.ready).figures.closeDay(date, deviceId),
  };
}
