// The search rules on the device match what public.search_orders matches on the server
// (tests/integration/schema/search-orders.test.ts runs the same cases there).
import { describe, expect, it } from 'vitest';
import { foldText, matchesOrder, parseQuery, phoneDigits, type SearchableOrder } from '../../../src/domain/order-search';

const orders: SearchableOrder[] = [
  { id: '0a000000-0000-4000-8000-0000abcd1234', customer_name: 'Jan de Vries', customer_phone: '+31 6 1234 5678', billing_address: 'Kerkstraat', billing_city: 'Utrecht', billing_postcode: null },
  { id: '0a000000-0000-4000-8000-000000000002', customer_name: 'Janneke Müller', customer_phone: '0031 20 765 4321', billing_address: 'Dorpsweg', billing_city: 'Utrecht', billing_postcode: null },
  { id: '0a000000-0000-4000-8000-000000000003', customer_name: 'Bojan Smit', customer_phone: '06-87654321', billing_address: 'Molenlaan', billing_city: 'Utrecht', billing_postcode: null },
  { id: '0a000000-0000-4000-8000-000000000004', customer_name: 'Élodie Jansen', customer_phone: '0612345678', billing_address: 'Kerkpad', billing_city: 'Utrecht', billing_postcode: null },
];

const names = (query: string) => orders.filter((order) => matchesOrder(order, parseQuery(query))).map((order) => order.customer_name);

describe('order search rules', () => {
  it('folds case, accents and punctuation', () => {
    expect(foldText('  Élodie  JANSEN-van Dijk ')).toBe(' elodie jansen van dijk');
    expect(foldText(null)).toBe(' ');
  });

  it('writes a phone number in national form', () => {
    for (const phone of ['+31 6 1234 5678', '0031612345678', '06-12345678', '+31612345678', '31612345678']) expect(phoneDigits(phone), phone).toBe('0612345678');
    expect(phoneDigits('020 765 4321')).toBe('0207654321');
  });

  it('finds names and streets by the start of a word, whatever the case or accents', () => {
    expect(names('jan')).toEqual(['Jan de Vries', 'Janneke Müller', 'Élodie Jansen']);
    expect(names('VRIES')).toEqual(['Jan de Vries']);
    expect(names('muller')).toEqual(['Janneke Müller']);
    expect(names('elodie')).toEqual(['Élodie Jansen']);
    expect(names('jan kerk')).toEqual(['Jan de Vries', 'Élodie Jansen']);
    expect(names('ries')).toEqual([]);
  });

  it('finds a phone number written with +31, 0031, 06, dashes or spaces', () => {
    for (const query of ['0612345678', '06 1234 5678', '+31612345678', '+31 6 12345678', '0031 6 1234 5678', '12345678'])
      expect(names(query), query).toEqual(['Jan de Vries', 'Élodie Jansen']);
    expect(names('06-8765')).toEqual(['Bojan Smit']);
  });

  it('finds an order by the last characters of its number, with or without #', () => {
    for (const query of ['#ABCD1234', 'abcd1234', '#cd1234', 'CD1234']) expect(names(query), query).toEqual(['Jan de Vries']);
    expect(names('#abcd')).toEqual([]);
  });

  it('matches everything for an empty query and nothing for one without letters or digits', () => {
    expect(names('  ')).toHaveLength(4);
    expect(names('!!!')).toEqual([]);
    expect(names('#')).toEqual([]);
  });
});
