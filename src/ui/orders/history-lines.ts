// An order's audit events as the lines of its 'Geschiedenis': what happened, when, and who on which
// device, in words staff know. A print job's claim is left out once the job printed or failed.
import type { AuditNames } from '../../db/audit-names';
import type { AuditEventRow } from '../../db/rows';
import { formatOrderTime, formatTime } from '../../domain/format';
import { statusLabel } from '../../domain/order-status';
import { history as t } from '../texts/history';
import { paymentText } from './labels';

export interface HistoryLine {
  id: string;
  time: string;
  text: string;
  who: string | null;
}

type Fields = Record<string, unknown>;

const fields = (value: unknown): Fields => (value && typeof value === 'object' ? (value as Fields) : {});
const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);
const PERSONAL = ['customer_name', 'customer_phone', 'customer_email', 'billing_address', 'billing_postcode', 'billing_city', 'notes'];

function clock(value: unknown): string | null {
  const at = text(value);
  return at ? formatTime(new Date(at)) : null;
}

function orderText(event: AuditEventRow): string {
  const now = fields(event.new);
  switch (event.action) {
    case 'placed': return t.placed;
    case 'accepted': return t.accepted(clock(now.promised_at));
    case 'canceled': return t.canceled(event.reason);
    case 'status': return t.status(statusLabel(String(now.status ?? '')));
    case 'delayed': return t.delayed(clock(now.promised_at) ?? '');
    case 'promised': return t.promised(clock(now.promised_at) ?? '');
    case 'anonymised': return t.anonymised;
    default:
      if ('payment_status' in now) return t.payment(paymentText(String(now.payment_status)));
      if (PERSONAL.some((key) => key in now)) return t.customer;
      return t.updated;
  }
}

function printText(event: AuditEventRow, job: Fields): string {
  const ticket = t.ticket[String(job.kind)] ?? t.ticket.kitchen;
  if (event.action === 'printed') return t.printed(ticket, typeof job.copy === 'number' ? job.copy : null);
  if (event.action === 'print_failed') return t.printFailed(ticket);
  return t.printing(ticket);
}

function whoOf(event: AuditEventRow, names: AuditNames | undefined): string | null {
  const person = event.user_id ? (names?.staff.get(event.user_id)?.email ?? null) : null;
  const device = !event.device_id ? null
    : event.device_id === names?.thisDevice ? t.thisDevice
    : (names?.devices.get(event.device_id) || t.unknownDevice);
  if (!person && !device) return event.db_role === 'authenticated' || event.action === 'placed' ? null : t.by(t.server);
  return [person && t.by(person), device && t.on(device)].filter(Boolean).join(' ');
}

/** The lines of an order's history, oldest first. */
export function historyLines(events: readonly AuditEventRow[], names: AuditNames | undefined, now: Date): HistoryLine[] {
  // A job's kind and copy are on its first event; later ones carry only what changed.
  const jobs = new Map<string, Fields>();
  const settled = new Set<string>();
  for (const event of events) {
    if (event.entity !== 'print_jobs') continue;
    jobs.set(event.entity_id, { ...fields(event.new), ...jobs.get(event.entity_id) });
    if (event.action === 'printed' || event.action === 'print_failed') settled.add(event.entity_id);
  }
  return events
    .filter((event) => !(event.entity === 'print_jobs' && event.action === 'print_claimed' && settled.has(event.entity_id)))
    .map((event) => ({
      id: event.id,
      time: formatOrderTime(new Date(event.at), now),
      text: event.entity === 'print_jobs' ? printText(event, jobs.get(event.entity_id) ?? {}) : orderText(event),
      who: whoOf(event, names),
    }));
}
