// A ticket being laid out for an ESC/POS or StarPRNT printer, on top of the encoder library (which
// makes the printer's commands and the codepage bytes), or for an Epson ePOS-Print printer (whose XML
// takes the same few commands: connections/epos-xml.ts). Layout code never touches either: every
// piece of text goes through printable-text first, so no order text can become a printer command.
// Lines are wrapped and aligned here, in characters, so the paper says the same on 58 and 80 mm.
import { printableLines, wrapLine } from './printable-text';

export type PaperAlign = 'left' | 'center' | 'right';

export interface PaperStyle {
  bold?: boolean;
  /** Double width and height: half as many characters on a line. */
  big?: boolean;
  align?: PaperAlign;
}

function aligned(line: string, width: number, align: PaperAlign): string {
  const gap = Math.max(0, width - Array.from(line).length);
  if (align === 'right') return ' '.repeat(gap) + line;
  if (align === 'center') return ' '.repeat(Math.floor(gap / 2)) + line;
  return line;
}

/** The commands layout uses: ReceiptPrinterEncoder has them, and so does the ePOS-Print XML writer. */
export interface PaperSink {
  bold(on: boolean): unknown;
  size(width: number, height: number): unknown;
  line(text: string): unknown;
  newline(count: number): unknown;
  cut(): unknown;
}

export class Paper {
  readonly #encoder: PaperSink;
  readonly columns: number;

  constructor(encoder: PaperSink, columns: number) {
    this.#encoder = encoder;
    this.columns = columns;
  }

  #emit(lines: string[], style: PaperStyle): this {
    const encoder = this.#encoder;
    if (style.bold) encoder.bold(true);
    if (style.big) encoder.size(2, 2);
    for (const line of lines) encoder.line(line);
    if (style.big) encoder.size(1, 1);
    if (style.bold) encoder.bold(false);
    return this;
  }

  /** Text on its own lines, wrapped to the paper (a line break in the text starts a new line). */
  text(text: string, style: PaperStyle = {}): this {
    const width = style.big ? Math.floor(this.columns / 2) : this.columns;
    const lines = printableLines(text).flatMap((line) => wrapLine(line, width));
    return this.#emit(lines.map((line) => aligned(line, width, style.align ?? 'left')), style);
  }

  /** Text indented by `indent` spaces on every wrapped line. */
  indented(text: string, indent: number, style: PaperStyle = {}): this {
    const lines = printableLines(text).flatMap((line) => wrapLine(line, this.columns - indent));
    return this.#emit(lines.map((line) => ' '.repeat(indent) + line), style);
  }

  /** A label on the left and a value on the right of the same line; a long label wraps above it. */
  pair(label: string, value: string, style: PaperStyle = {}): this {
    const right = printableLines(value).join(' ').trim();
    const room = Math.max(1, this.columns - Array.from(right).length - 1);
    const lefts = printableLines(label).flatMap((line) => wrapLine(line, room));
    const last = lefts.pop() ?? '';
    const gap = ' '.repeat(Math.max(1, this.columns - Array.from(last).length - Array.from(right).length));
    return this.#emit([...lefts, last + gap + right], style);
  }

  rule(): this {
    return this.#emit(['-'.repeat(this.columns)], {});
  }

  blank(): this {
    return this.#emit([''], {});
  }

  /** The end of the ticket: a few lines of feed, so the last line clears the cutter, and a cut. */
  finish(): void {
    this.#encoder.newline(4);
    this.#encoder.cut();
  }
}
