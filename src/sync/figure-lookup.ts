// The figures beyond the device's own "today", online only (issue 32): revenue_figures and
// product_figures over business days, day_report (the X-rapport) and close_day (the Z-rapport). A
// refusal comes back as a FigureRefusal the screen words in Dutch; an unreachable server as a RequestError.
import type { DayClosingRow } from '../db/rows';
import type { Money } from '../domain/figures';
import type { Client } from './clients';
import { RequestError, failureOf } from './errors';
import { FigureRefusalError, type FigureRefusal } from './figure-refusal';

export { FigureRefusalError, type FigureRefusal };

type Day = Money & { business_date: string };
type Reasons = { reason: string; count: number; cents: number }[];

export interface RevenueFigures {
  from: string; to: string; business_day_end: string; days: Day[]; total: Money; cancel_reasons: Reasons;
  activity: {
    hours: { weekday: number; hour: number; orders: number }[];
    accept_median_s: number | null; accept_p90_s: number | null; ready_median_s: number | null; ready_p90_s: number | null;
    promised: number; on_time: number; on_time_share: number | null;
  };
}

export interface ProductFigures {
  from: string; to: string; orders: number;
  products: { product_id: string | null; name: string; qty: number; turnover_cents: number }[];
  option_values: { value_id: string; group: string; name: string; qty: number; turnover_cents: number }[];
}

export interface DayReportAnswer {
  business_date: string; at: string; totals: Money & { cancel_reasons: Reasons };
  open_orders: string[]; closing: Omit<DayClosingRow, 'totals'> | null;
}

type Answer<T> = { data: T | null; error: { message: string; code?: string; hint?: string; details?: string } | null; status: number };

function refusalOf(error: NonNullable<Answer<unknown>['error']>): FigureRefusal | null {
  if (error.code === '42501') return { refused: 'permission' };
  if (error.hint === 'day_closed') return { refused: 'closed', number: Number(error.details) || null };
  if (error.hint === 'day_not_started') return { refused: 'not-started' };
  if (error.hint === 'range_invalid' || error.hint === 'range_too_long') return { refused: 'range' };
  if (error.hint === 'day_has_open_orders') {
    let orderIds: string[] = [];
    try {
      orderIds = JSON.parse(error.details ?? '[]') as string[];
    } catch {
      // the list is for the message only
    }
    return { refused: 'open-orders', orderIds };
  }
  return null;
}

function checked<T>(what: string, result: Answer<T>): T {
  if (result.error) {
    const refusal = refusalOf(result.error);
    if (refusal) throw new FigureRefusalError(refusal);
    throw new RequestError(what, failureOf(result.error, result.status));
  }
  return result.data as T;
}

export class FigureLookup {
  constructor(private readonly client: () => Client | null) {}

  private connected(): Client {
    const client = this.client();
    if (!client) throw new RequestError('reading figures', { status: 0, code: 'NO_CLIENT', message: 'not connected to the company' });
    return client;
  }

  async revenue(from: string, to: string): Promise<RevenueFigures> {
    const result = await this.connected().rpc('revenue_figures', { p_from: from, p_to: to }).retry(false);
    return checked('reading the revenue figures', result as Answer<unknown>) as RevenueFigures;
  }

  async products(from: string, to: string): Promise<ProductFigures> {
    const result = await this.connected().rpc('product_figures', { p_from: from, p_to: to }).retry(false);
    return checked('reading the product figures', result as Answer<unknown>) as ProductFigures;
  }

  async dayReport(date: string): Promise<DayReportAnswer> {
    const result = await this.connected().rpc('day_report', { p_business_date: date }).retry(false);
    return checked('reading the day report', result as Answer<unknown>) as DayReportAnswer;
  }

  /** Closes the business day (the device's id goes along as for every write). */
  async closeDay(date: string, deviceId: string): Promise<DayClosingRow> {
    const result = await this.connected().rpc('close_day', { p_business_date: date }).setHeader('x-device-id', deviceId).retry(false);
    return checked('closing the day', result as Answer<unknown>) as DayClosingRow;
  }
}
