// An order's audit events in words: what, when, who on which device; a print's claim only while it has
// not printed or failed; the server and the web shop named as such.
import { describe, expect, it } from 'vitest';
import type { AuditNames } from '../../../../src/db/audit-names';
import type { AuditEventRow } from '../../../../src/db/rows';
import { historyLines } from '../../../../src/ui/orders/history-lines';

const ORDER = '0a000000-0000-4000-8000-0000abcd1234';
let n = 0;

function event(over: Partial<AuditEventRow>): AuditEventRow {
  n += 1;
  const at = new Date(Date.UTC(2026, 10, 28, 17, n)).toISOString();
  return {
    id: `e${n}`, company_id: 'c', entity: 'orders', entity_id: ORDER, order_id: ORDER, action: 'updated', old: null, new: null,
    reason: null, user_id: null, device_id: null, db_role: 'authenticated', at, updated_at: at, version: 1, ...over,
  };
}

const names: AuditNames = {
  staff: new Map([['u-keuken', { user_id: 'u-keuken', email: 'keuken@kmfc.test', role_name: 'Keuken' }]]),
  devices: new Map([['tablet-1', 'Chrome op Android']]),
  thisDevice: 'tablet-2',
};

describe('history lines', () => {
  it('tells placed, accepted, printed, delayed, a step and a cancel with who and which device', () => {
    const events = [
      event({ action: 'placed', db_role: 'service_role', new: { status: 'created' } }),
      event({ action: 'accepted', user_id: 'u-keuken', device_id: 'tablet-1', new: { status: 'accepted', promised_at: '2026-11-28T18:40:00Z' } }),
      event({ entity: 'print_jobs', entity_id: 'job-1', action: 'print_claimed', device_id: 'tablet-1', new: { kind: 'kitchen', copy: 1 } }),
      event({ entity: 'print_jobs', entity_id: 'job-1', action: 'printed', device_id: 'tablet-1', new: { state: 'printed' } }),
      event({ entity: 'print_jobs', entity_id: 'job-2', action: 'printed', device_id: 'tablet-2', new: { kind: 'customer', copy: 2, state: 'printed' } }),
      event({ action: 'delayed', user_id: 'u-keuken', device_id: 'tablet-2', new: { promised_at: '2026-11-28T18:55:00Z' } }),
      event({ action: 'status', user_id: 'u-keuken', device_id: 'tablet-9', new: { status: 'preparing' } }),
      event({ action: 'canceled', reason: 'Te druk', user_id: 'u-onbekend', device_id: 'tablet-1', new: { status: 'canceled' } }),
      event({ action: 'updated', db_role: 'postgres', new: { payment_status: 'paid' } }),
    ];
    const lines = historyLines(events, names, new Date('2026-11-28T20:00:00Z'));
    expect(lines.map((line) => [line.text, line.who])).toEqual([
      ['Geplaatst', null],
      [expect.stringMatching(/^Geaccepteerd, klaar om \d\d:40$/), 'door keuken@kmfc.test op Chrome op Android'],
      ['Keukenbon geprint', 'op Chrome op Android'],
      ['Klantbon geprint (herdruk 1)', 'op dit apparaat'],
      [expect.stringMatching(/^Vertraagd tot \d\d:55$/), 'door keuken@kmfc.test op dit apparaat'],
      ['Status: Word bereid', 'door keuken@kmfc.test op een ander apparaat'],
      ['Geannuleerd: Te druk', 'op Chrome op Android'],
      ['Betaalstatus: Online betaald', 'door de server'],
    ]);
    expect(lines[0].time).toMatch(/\d\d:\d\d/);
  });

  it('keeps a print that has not printed yet, and says when it failed', () => {
    const lines = historyLines([
      event({ entity: 'print_jobs', entity_id: 'job-3', action: 'print_claimed', new: { kind: 'kitchen', copy: 1 } }),
      event({ entity: 'print_jobs', entity_id: 'job-4', action: 'print_claimed', new: { kind: 'customer', copy: 1 } }),
      event({ entity: 'print_jobs', entity_id: 'job-4', action: 'print_failed', new: { state: 'failed' } }),
    ], names, new Date());
    expect(lines.map((line) => line.text)).toEqual(['Keukenbon wordt geprint', 'Klantbon printen mislukt']);
  });
});
