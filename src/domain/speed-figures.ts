// How fast orders were handled, by the same rules as the database's figure_report (issue 32): from the
// audit trail, placed → the first 'accepted' event, accepted → the first change to a ready status
// (median and 90th percentile, PostgreSQL's percentile_cont: linear between the two nearest values),
// and how many of the orders with a promised time were ready by it. Cancelled orders do not count.
// Used for "today" on the device, from the mirror's order events.

export interface SpeedOrder { id: string; status: string; placed_at: string; promised_at?: string | null }
export interface SpeedEvent { order_id: string | null; action: string; at: string; new: unknown }

export interface Speed {
  accept_median_s: number | null; accept_p90_s: number | null;
  ready_median_s: number | null; ready_p90_s: number | null;
  promised: number; on_time: number; on_time_share: number | null;
}

const READY = new Set(['ready_pickup', 'ready_delivery']);

/** percentile_cont(p) of these values; null when there are none. */
export function percentileCont(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const position = p * (sorted.length - 1);
  const lower = Math.floor(position);
  const upper = Math.min(lower + 1, sorted.length - 1);
  return sorted[lower] + (sorted[upper] - sorted[lower]) * (position - lower);
}

/** Whole seconds as PostgreSQL's round(numeric) gives them (halves away from zero). */
const seconds = (value: number | null) => (value === null ? null : Math.sign(value) * Math.round(Math.abs(value)));

function statusOf(event: SpeedEvent): unknown {
  return event.new && typeof event.new === 'object' ? (event.new as Record<string, unknown>).status : undefined;
}

export function speedFigures(orders: readonly SpeedOrder[], events: readonly SpeedEvent[]): Speed {
  const firsts = new Map<string, { accepted?: number; ready?: number }>();
  for (const event of events) {
    if (!event.order_id) continue;
    const kind = event.action === 'accepted' ? 'accepted'
      : event.action === 'status' && READY.has(statusOf(event) as string) ? 'ready' : null;
    if (!kind) continue;
    const at = Date.parse(event.at);
    const first = firsts.get(event.order_id) ?? {};
    if (first[kind] === undefined || at < first[kind]) first[kind] = at;
    firsts.set(event.order_id, first);
  }
  const accept: number[] = [];
  const ready: number[] = [];
  let promised = 0;
  let onTime = 0;
  for (const order of orders) {
    const first = firsts.get(order.id);
    if (order.status === 'canceled' || !first) continue;
    if (first.accepted !== undefined) accept.push((first.accepted - Date.parse(order.placed_at)) / 1000);
    if (first.accepted !== undefined && first.ready !== undefined) ready.push((first.ready - first.accepted) / 1000);
    if (first.ready !== undefined && order.promised_at) {
      promised += 1;
      if (first.ready <= Date.parse(order.promised_at)) onTime += 1;
    }
  }
  return {
    accept_median_s: seconds(percentileCont(accept, 0.5)), accept_p90_s: seconds(percentileCont(accept, 0.9)),
    ready_median_s: seconds(percentileCont(ready, 0.5)), ready_p90_s: seconds(percentileCont(ready, 0.9)),
    promised, on_time: onTime, on_time_share: promised === 0 ? null : Math.round((onTime / promised) * 10_000) / 10_000,
  };
}
