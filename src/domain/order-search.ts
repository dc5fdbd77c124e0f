// What an order search matches, on the device as on the server (public.search_orders): name and address
// by the start of a word, case and accents ignored; a phone number by its digits in national form
// (+31 6…, 0031 6… and 06… alike); the order number by its last characters, with or without '#'.
// A query is tried as each of these that fits it (digits as words only when fewer than six). Pure rules; the order store applies them to the mirror.

export interface SearchQuery {
  /** The order number's last characters, lower case (hex and '-'). */
  number: string | null;
  /** A phone number's digits in national form. */
  digits: string | null;
  /** Words, each the start of a word of the name or address. */
  words: string[];
  /** The same with the space before them that starts a word in the folded text. */
  starts: string[];
}

export const MAX_QUERY_LENGTH = 100;

/** Lower case, accents gone, every run of other characters one space, a space in front: ' jan de vries'. */
export function foldText(text: string | null | undefined): string {
  const plain = (text ?? '').normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ß/g, 's').replace(/[Øø]/g, 'o').toLowerCase();
  return ' ' + plain.replace(/[^a-z0-9]+/g, ' ').trim();
}

/** A phone number's digits in national form: '+31 6 1234 5678', '0031612345678' and '06-12345678' give '0612345678'. */
export function phoneDigits(phone: string | null | undefined): string {
  const raw = (phone ?? '').trim();
  const digits = raw.replace(/[^0-9]/g, '');
  if (digits.startsWith('0031')) return '0' + digits.slice(4);
  if (raw.startsWith('+31')) return '0' + digits.slice(2);
  if (digits.startsWith('31') && digits.length === 11) return '0' + digits.slice(2);
  return digits;
}

/** What a typed query looks for; null when it can match nothing (an empty query matches everything). */
export function parseQuery(input: string): SearchQuery | null {
  const query = input.trim().slice(0, MAX_QUERY_LENGTH);
  if (query.startsWith('#')) {
    const number = query.slice(1).trim().toLowerCase();
    return /^[0-9a-f-]+$/.test(number) ? { number, digits: null, words: [], starts: [] } : null;
  }
  const number = /^[0-9a-f-]+$/i.test(query) ? query.toLowerCase() : null;
  const digitCount = query.replace(/[^0-9]/g, '').length;
  const digits = /^[+0-9 ()./-]+$/.test(query) && digitCount >= 2 ? phoneDigits(query) : null;
  // Digits as words (a house number, a postcode) unless the query is a phone number of 6 digits or more.
  const words = /[a-z]/i.test(query) || digitCount < 6 ? foldText(query).split(' ').filter(Boolean).slice(0, 8) : [];
  if (query && !number && !digits && words.length === 0) return null;
  return { number, digits, words, starts: words.map((word) => ' ' + word) };
}

export interface SearchableOrder {
  id: string;
  customer_name: string | null;
  customer_phone: string | null;
  billing_address: string | null;
  billing_city: string | null;
  billing_postcode: string | null;
}

/** The folded text an order's words are matched in (as public.order_search_text). */
export function orderSearchText(order: SearchableOrder): string {
  return foldText([order.customer_name, order.billing_address, order.billing_city, order.billing_postcode].filter(Boolean).join(' '));
}

/** True when the order fits the query (null query: never; empty query: always). */
export function matchesOrder(
  order: SearchableOrder, query: SearchQuery | null, text = orderSearchText(order), phone = phoneDigits(order.customer_phone),
): boolean {
  if (!query) return false;
  if (!query.number && !query.digits && query.words.length === 0) return true;
  if (query.number && order.id.toLowerCase().endsWith(query.number)) return true;
  if (query.digits && phone.includes(query.digits)) return true;
  return query.starts.length > 0 && query.starts.every((start) => text.includes(start));
}
