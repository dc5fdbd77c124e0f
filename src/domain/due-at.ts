// An order's due time: the ready time promised at accept, else the spec's expected time.
// Apart from the rest of due.ts because the database keeps it on every order record (the queue's
// index), and the database loads with the first screen.
import { expectedTime, type ExpectedTimeOrder } from './format';
import { untilMs } from './until';

export type DueOrder = ExpectedTimeOrder & { promised_at?: string | null };

export interface Due {
  at: Date;
  /** True when `at` is the promised time, false when it is the expected time. */
  promised: boolean;
}

export function dueOf(order: DueOrder): Due {
  const promised = untilMs(order.promised_at);
  return promised !== null ? { at: new Date(promised), promised: true } : { at: expectedTime(order), promised: false };
}

