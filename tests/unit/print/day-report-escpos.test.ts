// The Z- and X-rapport on paper: read back from the printer's bytes (58 and 80 mm), with the shop, the
// number, the business day and every total as the database computed them for the fixed data set.
import { describe, expect, it } from 'vitest';
import { buildDayReport } from '../../../src/domain/day-report';
import { escPosBytes } from '../../../src/ui/lib/print/ticket-escpos';
import { layDayReport } from '../../../src/ui/lib/print/day-report-escpos';
import { decodeEscPos, paperText } from '../../helpers/escpos-decoder';
import { DAY_28 } from '../../fixtures/figures-data';
import type { DayReportTotals } from '../../../src/domain/day-report';

const totals = { ...DAY_28, cancel_reasons: [{ reason: 'Te druk', count: 1, cents: 500 }] } as DayReportTotals;
const printedAt = new Date('2026-03-29T02:10:00Z');

async function paper(kind: 'z' | 'x', width: 58 | 80) {
  const report = buildDayReport({ kind, number: 7, shopName: 'KMFC Shop', businessDate: '2026-03-28', totals, printedAt,
    closedAt: kind === 'z' ? new Date('2026-03-29T02:05:00Z') : null });
  return decodeEscPos(await escPosBytes((p) => layDayReport(p, report), { width }));
}

describe.each([{ width: 58 as const, columns: 32 }, { width: 80 as const, columns: 48 }])('on $width mm paper', ({ width, columns }) => {
  it('prints the Z-rapport with its number, day and totals, once cut', async () => {
    const printed = await paper('z', width);
    const text = paperText(printed).map((line) => line.trim());
    expect(text.slice(0, 2)).toEqual(['KMFC Shop', 'Z-rapport 7']);
    expect(printed.lines.filter((l) => l.big).map((l) => l.text.trim())).toEqual(['Z-rapport 7']);
    const pairs = paperText(printed).filter((line) => line.length === columns);
    const value = (label: string) => pairs.find((line) => line.startsWith(`${label} `))?.slice(label.length).trim();
    expect(value('Bedrijfsdag')).toBe('28-03-2026');
    expect(value('Afgesloten')).toBe('29-03-2026 04:05');
    expect(value('Bestellingen')).toBe('2');
    expect(value('Omzet incl. btw')).toBe('€ 22,40');
    expect(value('Btw 9%')).toBe('€ 1,56');
    expect(value('Btw 21%')).toBe('€ 0,62');
    expect(value('Omzet excl. btw')).toBe('€ 20,22');
    expect(value('Online betaald')).toBe('€ 10,40');
    expect(value('Nog te innen')).toBe('€ 12,50');
    expect(value('1 x Te druk')).toBe('€ 5,00');
    expect(printed.cuts).toBe(1);
  });

  it('prints the X-rapport as a tussenstand, without a number', async () => {
    const text = paperText(await paper('x', width)).map((line) => line.trim());
    expect(text.slice(0, 3)).toEqual(['KMFC Shop', 'X-rapport', 'Tussenstand, geen dagafsluiting']);
    expect(text.join('\n')).not.toMatch(/Z-rapport|Afgesloten/);
  });
});
