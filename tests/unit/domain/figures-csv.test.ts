// The accountant's CSV: BOM, semicolons, comma decimals, dd-mm-jjjj, CRLF, and sums that match.
import { describe, expect, it } from 'vitest';
import { closingsCsv, csvEuro, daysCsv } from '../../../src/domain/figures-csv';
import { DAY_28, DAY_29 } from '../../fixtures/figures-data';
import type { Money } from '../../../src/domain/figures';

const days = [{ ...DAY_28, business_date: '2026-03-28' }, { ...DAY_29, business_date: '2026-03-29' }] as (Money & { business_date: string })[];

describe('figures CSV', () => {
  it('writes euros with a comma and no thousands separator', () => {
    expect([csvEuro(0), csvEuro(5), csvEuro(1250), csvEuro(123456), csvEuro(-5)]).toEqual(['0,00', '0,05', '12,50', '1234,56', '-0,05']);
  });

  it('opens in Dutch Excel: BOM, semicolons, CRLF, one row per day', () => {
    const text = daysCsv(days);
    expect(new TextEncoder().encode(text).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
    const rows = text.slice(1).split('\r\n');
    expect(rows.at(-1)).toBe('');
    expect(rows[0].split(';')[0]).toBe('Datum');
    expect(rows[1].split(';').slice(0, 4)).toEqual(['28-03-2026', '17,24', '1,56', '18,80']);
    const header = rows[0].split(';');
    const col = (row: string, name: string) => row.split(';')[header.indexOf(name)];
    expect(col(rows[1], 'Omzet incl. btw')).toBe('22,40');
    expect(col(rows[2], 'Btw 21%')).toBe('1,39');
    expect(col(rows[1], 'Geannuleerd (bedrag)')).toBe('5,00');
    expect(rows[1].split(';')).toHaveLength(header.length);
  });

  it('lists closings by number', () => {
    const text = closingsCsv([
      { number: 2, business_date: '2026-03-29', closed_at: '2026-03-30T01:00:00Z', totals: DAY_29 as Money },
      { number: 1, business_date: '2026-03-28', closed_at: '2026-03-29T02:00:00Z', totals: DAY_28 as Money },
    ], (iso) => iso.slice(11, 16));
    const rows = text.slice(1).split('\r\n');
    expect(rows.slice(1, 3).map((r) => r.split(';').slice(0, 3))).toEqual([['1', '28-03-2026', '02:00'], ['2', '29-03-2026', '01:00']]);
  });
});
