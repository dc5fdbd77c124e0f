// HTML that is safe by default (DESIGN section 9): the `html` tag escapes every value placed in it and
// strips control characters from text, so a customer's '<script>' or '"><img onerror=...>' prints as
// text and never runs. Only a nested `html` fragment or `raw()` (markup this code wrote itself) goes in
// as markup. Safe for element content and for quoted attribute values, which is all the receipt uses;
// never put a value inside <script>, <style>, an unquoted attribute or a URL attribute.

/** Markup that may go into a document as it is: made only by `html` and `raw` (the private field
 * makes the type nominal, so a plain object or string cannot pass for it). */
class Markup {
  readonly #markup: string;

  constructor(markup: string) {
    this.#markup = markup;
  }

  toString(): string {
    return this.#markup;
  }
}

export type { Markup as SafeHtml };

/** What may be placed in `html`: text and numbers (escaped), fragments, lists of them; false, null
 * and undefined leave nothing, so `cond && html\`...\`` works. */
export type HtmlValue = Markup | string | number | false | null | undefined | readonly HtmlValue[];

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
// C0 and C1 control characters and DEL, except tab and line feed (notes keep their lines).
const CONTROL = /(?![\t\n])\p{Cc}/gu;

/** Text as it may stand in a document: control characters removed, the five HTML specials escaped. */
export function escapeText(text: string | number): string {
  return String(text).replace(CONTROL, '').replace(/[&<>"']/g, (char) => ENTITIES[char]);
}

function render(value: HtmlValue): string {
  if (value === false || value === null || value === undefined) return '';
  if (value instanceof Markup) return value.toString();
  if (Array.isArray(value)) return value.map(render).join('');
  // Anything else, typed or not, is text.
  return escapeText(String(value));
}

/** The tag: `html\`<p>${customerName}</p>\`` escapes customerName; the literal text is markup. */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): Markup {
  let out = strings[0];
  values.forEach((value, index) => {
    out += render(value) + strings[index + 1];
  });
  return new Markup(out);
}

/** The explicit opt-out: markup written by this code (never text from an order) used as it is. */
export function raw(markup: string): Markup {
  return new Markup(markup);
}
