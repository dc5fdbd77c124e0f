// What the Dagafsluiting buttons do (issue 32): the X-rapport from the server (or, offline, today's from
// the device's mirror), the Z-rapport by close_day, printed on this device's printer; a refusal worded
// for staff. Returns the message to show.
import { appDb } from '../../db/database';
import { getDeviceId } from '../../db/device';
import { deviceFigures } from '../../db/today-figures';
import { buildDayReport, type DayReport, type DayReportTotals } from '../../domain/day-report';
import { orderNumber } from '../../domain/format';
import { FigureRefusalError, type FigureRefusal } from '../../sync';
import type { AppEngine } from '../lib/engine';
import { sendDayReport } from '../lib/print/send';
import { printer } from '../texts/printer';
import { statistics } from '../texts/statistics';

const t = statistics.closing;

// The printer code is in the screens' chunk, which this screen loads anyway: imported directly.
function print(report: DayReport) {
  return sendDayReport(report);
}

export function refusalText(refusal: FigureRefusal): string {
  switch (refusal.refused) {
    case 'open-orders': return t.openOrders(refusal.orderIds.map(orderNumber).join(', '));
    case 'closed': return t.alreadyClosed(refusal.number);
    case 'not-started': return t.notStarted;
    case 'permission': return t.noPermission;
    case 'range': return t.failed;
  }
}

export interface ReportContext { engine: AppEngine; shopName: string; online: boolean; today: string; endHour: number }

/** Prints the X-rapport of a business day; null when it printed. */
export async function printXReport(ctx: ReportContext, date: string): Promise<string | null> {
  let totals: DayReportTotals;
  if (ctx.online) {
    try {
      totals = (await ctx.engine.figures.dayReport(date)).totals;
    } catch (error) {
      if (error instanceof FigureRefusalError) return refusalText(error.refusal);
      if (date !== ctx.today) return t.needsConnection;
      totals = await deviceTotals(date, ctx.endHour);
    }
  } else if (date === ctx.today) {
    totals = await deviceTotals(date, ctx.endHour);
  } else {
    return t.needsConnection;
  }
  const outcome = await print(buildDayReport({ kind: 'x', shopName: ctx.shopName, businessDate: date, totals, printedAt: new Date() }));
  return outcome.ok ? null : printer.failures[outcome.failure];
}

async function deviceTotals(date: string, endHour: number): Promise<DayReportTotals> {
  const figures = await deviceFigures(appDb(), date, endHour);
  return { ...figures.money, cancel_reasons: figures.cancelReasons };
}

/** Closes a business day and prints its Z-rapport; the message to show. */
export async function closeDay(ctx: ReportContext, date: string): Promise<{ ok: boolean; message: string }> {
  if (!ctx.online) return { ok: false, message: t.needsConnection };
  try {
    const closing = await ctx.engine.figures.closeDay(date, await getDeviceId(appDb()));
    const outcome = await print(buildDayReport({
      kind: 'z', number: closing.number, shopName: ctx.shopName, businessDate: closing.business_date,
      totals: closing.totals as unknown as DayReportTotals, printedAt: new Date(), closedAt: new Date(closing.closed_at),
    }));
    return { ok: true, message: outcome.ok ? t.closed(closing.number) : t.printFailed };
  } catch (error) {
    if (error instanceof FigureRefusalError) return { ok: false, message: refusalText(error.refusal) };
    console.error('closing the day failed', error);
    return { ok: false, message: t.failed };
  }
}
