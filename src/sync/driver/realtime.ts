// The realtime subscription of the driving tab (DESIGN sync rules 7 and 9): one channel for the
// company's mirrored tables and its users and roles. Realtime is a nudge: every (re)subscribe catches
// up, and an event's table is read again shortly after; the row it carries is applied first.
import Dexie from 'dexie';
import type { RealtimeChannel, RealtimePostgresChangesPayload } from '@supabase/supabase-js';
import { entity, OPEN_STATE_INPUTS } from '../../db/entities';
import { applyServerDeletes } from '../../db/mirror';
import { type MirrorTable } from '../../db/rows';
import { MIRROR_TABLES } from '../../db/entities';
import { ORDER_TABLES } from '../../db/order-store';
import { QUIET_AFTER_CHANGE_MS, type PartContext } from './context';
import { RealtimeRows } from './realtime-rows';

type Payload = RealtimePostgresChangesPayload<Record<string, unknown>>;

/** What the subscription asks of the rest of the driver. */
export interface RealtimeHooks {
  /** The channel is (again) subscribed: catch up. */
  subscribed(): void;
  pull(tables: readonly MirrorTable[]): void;
  openState(): void;
}

export class RealtimeFeed {
  private readonly ctx: PartContext;
  private readonly hooks: RealtimeHooks;
  private readonly rows = new RealtimeRows();
  private channel: RealtimeChannel | null = null;
  /** Deleted lines and cart lines not applied yet, by table. */
  private readonly gone = new Map<MirrorTable, Set<string>>();

  constructor(ctx: PartContext, hooks: RealtimeHooks) {
    this.ctx = ctx;
    this.hooks = hooks;
  }

  subscribe(): void {
    const { ctx } = this;
    const channel = ctx.client.channel(`kmfc-sync:${ctx.companyId}`);
    for (const table of [...MIRROR_TABLES, 'users', 'roles'] as const) {
      // users and roles (permissions) hold company_id; a mirrored table says its column (entities.ts).
      const column = table === 'users' || table === 'roles' ? 'company_id' : entity(table).companyColumn;
      const filter = `${column}=eq.${ctx.companyId}`;
      channel.on('postgres_changes', { event: '*', schema: 'public', table, filter },
        (payload: Payload) => this.onChange(table, payload));
    }
    channel.subscribe((status) => {
      if (ctx.signal.aborted) return;
      const up = status === 'SUBSCRIBED';
      ctx.flags.channelUp = up;
      ctx.statusChanged();
      if (up) this.hooks.subscribed();
    });
    this.channel = channel;
  }

  async unsubscribe(): Promise<void> {
    const channel = this.channel;
    this.channel = null;
    if (channel) await this.ctx.client.removeChannel(channel).catch(() => 'error');
  }

  /** Realtime is a nudge: the catch-up reads the change; its row is applied first (realtime-rows.ts). */
  private onChange(table: MirrorTable | 'users' | 'roles', payload: Payload): void {
    const { ctx } = this;
    ctx.contact.realtime(ctx.now());
    if (table === 'users' || table === 'roles') return ctx.accessChanged();
    if (payload.eventType === 'DELETE') {
      const id = (payload.old as { id?: string }).id;
      if (id) this.deleted(table, id);
      return;
    }
    this.rows.add(table, payload.new);
    if ((ORDER_TABLES as readonly string[]).includes(table)) {
      // An order change is what staff wait for on screen (a new order's card): the history holds back
      // (a slice under way is cut short, rather than making the change's write wait
      // behind it), and the order tables' rows gathered by the nudge are applied together.
      ctx.quiet.until = ctx.now() + ctx.intervals.nudgeDelayMs + QUIET_AFTER_CHANGE_MS;
      ctx.quiet.interrupt?.();
      ctx.schedule.after('nudge:orders', ctx.intervals.nudgeDelayMs, () => {
        void this.rows.applyTogether(ctx.db, ORDER_TABLES).catch((error: unknown) => ctx.log('realtime rows not applied', error));
        this.hooks.pull([...ORDER_TABLES]);
      });
    } else {
      ctx.schedule.after(`nudge:${table}`, ctx.intervals.nudgeDelayMs, () => {
        void this.rows.apply(ctx.db, table).catch((error: unknown) => ctx.log('realtime rows not applied', error));
        this.hooks.pull([table]);
      });
    }
    if (OPEN_STATE_INPUTS.includes(table)) ctx.schedule.after('open-state', ctx.intervals.nudgeDelayMs, () => this.hooks.openState());
  }

  /**
   * Deleted on the server: through the mirror's merge, so a change still queued for it stays (rule 8).
   * Lines and cart lines are gathered for the nudge delay first: finding their orders may walk the
   * orders (the order store walks them), and an order deleted outright takes its lines with it in one burst.
   */
  private deleted(table: MirrorTable, id: string): void {
    const { ctx } = this;
    this.rows.forget(table, id);
    if (entity(table).storage !== 'order-part') return this.applyDeletes(table, [id]);
    const ids = this.gone.get(table) ?? new Set<string>();
    this.gone.set(table, ids.add(id));
    ctx.schedule.after(`deletes:${table}`, ctx.intervals.nudgeDelayMs, () => {
      this.gone.delete(table);
      this.applyDeletes(table, [...ids]);
    });
  }

  private applyDeletes(table: MirrorTable, ids: string[]): void {
    const { ctx } = this;
    const at = new Date(ctx.now()).toISOString();
    void Dexie.ignoreTransaction(() => applyServerDeletes(ctx.db, table, ids, at))
      .catch((error: unknown) => ctx.log('realtime delete not applied', error));
  }
}
