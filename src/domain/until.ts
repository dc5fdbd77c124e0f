// States that staff set "until" a time (DESIGN section 10): sold out until, busy until, closed
// until. Each rule takes the instant to judge at, so expiry needs no job and holds offline; each one
// matches the database's reading (available_products, fn_busy_state, fn_is_open) rule for rule.
// The "until" choices staff pick from are in until-times.ts (loaded with the screens that offer them).


/** An ISO time as ms; null for null, absent or unreadable. */
export function untilMs(until: string | null | undefined): number | null {
  if (!until) return null;
  const ms = Date.parse(until);
  return Number.isNaN(ms) ? null : ms;
}

/** Whether a switch set until `until` is still on at `at`: on, and no end or an end still to come. */
function onAt(on: boolean, until: string | null | undefined, at: Date): boolean {
  if (!on) return false;
  const end = untilMs(until);
  return end === null || at.getTime() < end;
}

export type StockRow = { is_sold_out: boolean; sold_out_until?: string | null };

/** Sold out at `at` (available_products: in stock again from sold_out_until on). */
export function isSoldOutAt(product: StockRow, at: Date): boolean {
  return onAt(product.is_sold_out, product.sold_out_until, at);
}

export type BusyRow = { is_busy: boolean; busy_extra_minutes?: number | null; busy_until?: string | null };

export interface BusyState {
  isBusy: boolean;
  /** 0 when not busy or when no minutes were chosen (as fn_busy_state). */
  extraMinutes: number;
  /** The end while busy, else null. */
  until: string | null;
}

/** The busy mode in force at `at`, as fn_busy_state: is_busy counts as off from busy_until on. */
export function busyStateAt(company: BusyRow | null | undefined, at: Date): BusyState {
  const isBusy = !!company && onAt(company.is_busy, company.busy_until, at);
  return {
    isBusy,
    extraMinutes: isBusy ? (company?.busy_extra_minutes ?? 0) : 0,
    until: isBusy ? (company?.busy_until ?? null) : null,
  };
}

export type ClosureRow = { is_closed: boolean; closed_until?: string | null };

/** The manual closure is in force at `at` (fn_is_open: over from closed_until on). */
export function isClosedAt(status: ClosureRow | null | undefined, at: Date): boolean {
  return !!status && onAt(status.is_closed, status.closed_until, at);
}

/** The first of these instants still to come after `now`, for re-rendering at an expiry; else null. */
export function nextExpiry(untils: readonly (string | null | undefined)[], now: number): number | null {
  let next: number | null = null;
  for (const until of untils) {
    const ms = untilMs(until);
    if (ms !== null && ms > now && (next === null || ms < next)) next = ms;
  }
  return next;
}
