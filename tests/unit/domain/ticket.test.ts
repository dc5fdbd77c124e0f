// The ticket model (issue 16): the kitchen ticket's due time, lines and notes without prices, the
// customer ticket as today's receipt, customisations the options do not name, and the reprint number.
import { describe, expect, it } from 'vitest';
import { buildReceipt } from '../../../src/domain/receipt';
import { buildKitchenTicket, buildTicket, extraCustomizations, reprintNumber } from '../../../src/domain/ticket';
import { makeTicketInput, PRINTED_AT } from '../../fixtures/tickets';

const first = { copy: 1, printedAt: PRINTED_AT };

describe('reprintNumber', () => {
  it('is null for the first copy and copy - 1 after', () => {
    expect(reprintNumber(1)).toBeNull();
    expect(reprintNumber(2)).toBe(1);
    expect(reprintNumber(5)).toBe(4);
  });

  it('refuses a copy that is not 1, 2, 3, ...', () => {
    for (const copy of [0, -1, 1.5, Number.NaN]) expect(() => reprintNumber(copy)).toThrow(RangeError);
  });
});

describe('kitchen ticket', () => {
  it('is due one hour after placing for ASAP, at the chosen time otherwise, and at a promised time when given', () => {
    const asap = buildKitchenTicket(makeTicketInput({ is_asap: true }), first);
    expect(asap).toMatchObject({ dueAt: 'Vandaag 13:00', duePromised: false, isAsap: true });
    const chosen = buildKitchenTicket(makeTicketInput({ is_asap: false, delivery_time: '2025-01-15T17:30:00.000Z' }), first);
    expect(chosen).toMatchObject({ dueAt: 'Vandaag 18:30', duePromised: false });
    const promised = buildKitchenTicket(makeTicketInput(), { ...first, promisedAt: '2025-01-15T11:45:00.000Z' });
    expect(promised).toMatchObject({ dueAt: 'Vandaag 12:45', duePromised: true });
    expect(buildKitchenTicket(makeTicketInput(), { ...first, promisedAt: 'not a time' })).toMatchObject({ dueAt: 'Vandaag 13:00', duePromised: false });
  });

  it('dates the due time from the instant of printing: Morgen for tomorrow, dd/mm beyond', () => {
    const later = makeTicketInput({ is_asap: false, delivery_time: '2025-01-16T17:30:00.000Z' });
    expect(buildKitchenTicket(later, first).dueAt).toBe('Morgen 18:30');
    expect(buildKitchenTicket(later, { copy: 1, printedAt: new Date('2025-01-14T11:00:00.000Z') }).dueAt).toBe('16/01 18:30');
    expect(buildKitchenTicket(later, { copy: 2, printedAt: new Date('2025-01-16T08:00:00.000Z') }).dueAt).toBe('Vandaag 18:30');
  });

  it('lists each line with quantity, name, Productnummer, options and the customisations they do not name', () => {
    const ticket = buildKitchenTicket(makeTicketInput(), first);
    expect(ticket.lines).toEqual([
      { qty: 2, name: 'Cheeseburger', productNumber: '204', options: ['Extra kaas', 'Zonder ui'], customizations: ['Saus: Mayo'] },
      { qty: 1, name: 'Friet groot', productNumber: '103', options: [], customizations: [] },
    ]);
  });

  it('carries no prices, and the notes and delivery notes as printed on the receipt', () => {
    const ticket = buildKitchenTicket(makeTicketInput({ notes: 'Geen ui. Betaald met pin.' }), first);
    expect(JSON.stringify(ticket)).not.toMatch(/€|cents/);
    expect(ticket).toMatchObject({ notes: 'Geen ui.', deliveryNotes: 'Achterdeur gebruiken', isDelivery: true, orderNumber: '#34CD56EF' });
    const pickup = buildKitchenTicket(makeTicketInput({ delivery_type: 'pickup' }), first);
    expect(pickup).toMatchObject({ isDelivery: false, deliveryNotes: null });
  });
});

describe('buildTicket', () => {
  it('makes the customer ticket from today’s receipt, with the reprint number of its copy', () => {
    const input = makeTicketInput();
    expect(buildTicket(input, { kind: 'customer', ...first })).toEqual({ kind: 'customer', receipt: buildReceipt(input, PRINTED_AT), reprint: null });
    expect(buildTicket(input, { kind: 'customer', copy: 3, printedAt: PRINTED_AT })).toMatchObject({ reprint: 2 });
    expect(buildTicket(input, { kind: 'kitchen', copy: 2, printedAt: PRINTED_AT })).toMatchObject({ kind: 'kitchen', reprint: 1 });
  });
});

describe('extraCustomizations', () => {
  it('reads {group, name} lists, {key: value} maps and text, and leaves out what the options name', () => {
    expect(extraCustomizations([{ group: 'Saus', name: 'Mayo' }, { name: 'Ui' }], ['ui'])).toEqual(['Saus: Mayo']);
    expect(extraCustomizations({ kaas: 2, pittig: true, leeg: null }, [])).toEqual(['kaas: 2', 'pittig: true']);
    expect(extraCustomizations('Goed doorbakken', [])).toEqual(['Goed doorbakken']);
    expect(extraCustomizations(null, [])).toEqual([]);
    expect(extraCustomizations([[1], { group: 'Saus' }], [])).toEqual(['group: Saus']);
  });
});
