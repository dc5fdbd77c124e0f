// Customer text as it may go onto paper: the one way the ESC/POS renderer puts text on a ticket. Control
// characters (C0 including ESC 0x1b and GS 0x1d, DEL, C1) are what a printer reads as commands, so
// they are removed; tabs and odd spaces become plain spaces; invisible format characters go. Lines are
// split and word-wrapped here, so no line break from an order reaches the printer either.

// C0 and C1 controls and DEL (\p{Cc}), and invisible format characters such as bidi marks (\p{Cf}).
const CONTROL = /[\p{Cc}\p{Cf}]/gu;
// Tabs, no-break and other Unicode spaces print as one plain space.
const SPACE = /[\t\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]/g;
const LINE_BREAK = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/;

/** One line of text with every control character removed and every space a plain one. */
export function printableLine(text: string): string {
  return text.normalize('NFC').replace(SPACE, ' ').replace(CONTROL, '');
}

/** The text's own lines, each made printable (a line break inside a customer's note stays a line). */
export function printableLines(text: string): string[] {
  return text.split(LINE_BREAK).map(printableLine);
}

/** Splits one printable line into lines of at most `width` characters, at spaces where it can. */
export function wrapLine(line: string, width: number): string[] {
  const chars = Array.from(line.trimEnd());
  if (chars.length === 0) return [''];
  const out: string[] = [];
  let rest = chars;
  while (rest.length > width) {
    const space = rest.lastIndexOf(' ', width);
    const cut = space > 0 ? space : width;
    out.push(rest.slice(0, cut).join('').trimEnd());
    rest = rest.slice(space > 0 ? cut + 1 : cut);
  }
  out.push(rest.join(''));
  return out;
}
