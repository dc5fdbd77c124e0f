// The filter grammar and its typed comparisons, without a database.
import { describe, expect, test } from 'vitest';
import { parseFilter, rowMatches, FilterError } from '../../../local-supabase/realtime/filters';
import { bindingId, parseBindings } from '../../../local-supabase/realtime/bindings';

const types: Record<string, string> = {
  id: 'int8',
  name: 'text',
  price: 'numeric',
  done: 'bool',
  at: 'timestamptz',
  owner: 'uuid',
};
const typeOf = (c: string) => types[c];
const row = {
  id: 10,
  name: 'Frites, large',
  price: 2.5,
  done: false,
  at: '2024-05-01T12:00:00+00:00',
  owner: 'ABCDEF00-0000-4000-8000-000000000000',
  note: null,
};
const matches = (filter: string) => rowMatches(parseFilter(filter), row, typeOf);

describe('postgres_changes filters', () => {
  test('comparisons follow the column type', () => {
    expect(matches('id=eq.10')).toBe(true);
    expect(matches('id=gt.9')).toBe(true); // numeric, not text ('10' < '9')
    expect(matches('id=lte.9')).toBe(false);
    expect(matches('price=gte.2.50')).toBe(true);
    expect(matches('done=eq.f')).toBe(true);
    expect(matches('at=lt.2024-05-01 13:00:00Z')).toBe(true);
    expect(matches('owner=eq.abcdef00-0000-4000-8000-000000000000')).toBe(true);
    expect(matches('name=neq.x')).toBe(true);
  });

  test('in, quoting, like/ilike, is, not and AND-ed conditions', () => {
    expect(matches('id=in.(1,10,100)')).toBe(true);
    expect(matches('id=in.(1,2)')).toBe(false);
    expect(matches('name=in.("Frites, large",x)')).toBe(true);
    expect(matches('name=eq."Frites, large"')).toBe(true);
    expect(matches('name=like.Frites*')).toBe(true);
    expect(matches('name=ilike.%LARGE')).toBe(true);
    expect(matches('note=is.null')).toBe(true);
    expect(matches('note=not.is.null')).toBe(false);
    expect(matches('id=not.eq.10')).toBe(false);
    expect(matches('id=eq.10,name=like.Frites%')).toBe(true);
    expect(matches('id=eq.10,name=eq.x')).toBe(false);
  });

  test('a NULL column passes no comparison, and a missing row passes no filter', () => {
    expect(matches('note=eq.x')).toBe(false);
    expect(matches('note=neq.x')).toBe(false);
    expect(matches('note=isdistinct.x')).toBe(true);
    expect(rowMatches(parseFilter('id=eq.1'), null, typeOf)).toBe(false);
    expect(rowMatches(parseFilter(''), null, typeOf)).toBe(true);
  });

  test('malformed filters are rejected', () => {
    for (const bad of ['id', 'id=eq', 'id=foo.1', 'id=in.1,2', 'done=is.maybe', 'name=match.(']) {
      expect(() => parseFilter(bad), bad).toThrow(FilterError);
    }
  });

  test('binding ids are stable, positive integers, equal for equal bindings, and the echo keeps what the client sent', () => {
    const [a, b, c] = parseBindings([
      { event: '*', schema: 'public', table: 'items' },
      { event: 'INSERT', schema: 'public', table: 'items', filter: 'id=eq.1' },
      { event: '*', schema: 'public', table: 'items' },
    ]);
    expect(a.id).toBe(c.id);
    expect(a.id).not.toBe(b.id);
    expect(a.id).toBe(bindingId('*', 'public', 'items', null));
    expect(Number.isInteger(b.id) && b.id > 0).toBe(true);
    expect(b.echo).toEqual({
      event: 'INSERT',
      schema: 'public',
      table: 'items',
      filter: 'id=eq.1',
      id: b.id,
    });
  });
});
