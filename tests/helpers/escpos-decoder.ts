// Reads ESC/POS bytes back into what the paper says: one entry per printed line with its text and
// whether it was bold or double size, plus the cuts. It knows exactly the commands the ticket renderer
// makes through the encoder and throws on any other byte below 0x20, so a control byte that slipped
// through from an order (ESC 0x1b, GS 0x1d, ...) fails the test instead of being read as text.
import CodepageEncoder, { type Codepage } from '@point-of-sale/codepage-encoder';

export interface PaperLine {
  text: string;
  bold: boolean;
  big: boolean;
}

export interface Paper {
  lines: PaperLine[];
  cuts: number;
}

// ESC t n: the codepage numbers of the Epson mapping the renderer can select.
const CODEPAGES: Record<number, Codepage> = { 0: 'cp437', 19: 'cp858' };

function codepoints(name: Codepage): number[] {
  return CodepageEncoder.getEncoding(name).codepoints;
}

export function decodeEscPos(bytes: Uint8Array): Paper {
  const lines: PaperLine[] = [];
  let cuts = 0;
  let table = codepoints('cp437');
  let bold = false;
  let big = false;
  let current = '';
  let lineBold = false;
  let lineBig = false;
  const endLine = () => {
    lines.push({ text: current.trimEnd(), bold: lineBold, big: lineBig });
    current = '';
    lineBold = false;
    lineBig = false;
  };
  const arg = (i: number): number => {
    if (i >= bytes.length) throw new Error(`command at ${i - 2} is cut short`);
    return bytes[i];
  };
  let i = 0;
  while (i < bytes.length) {
    const byte = bytes[i];
    const next = bytes[i + 1];
    if (byte === 0x0a) {
      endLine();
      i += 1;
    } else if (byte === 0x0d) {
      i += 1;
    } else if (byte === 0x1b && next === 0x40) {
      bold = false;
      big = false;
      i += 2;
    } else if (byte === 0x1b && next === 0x74) {
      const name = CODEPAGES[arg(i + 2)];
      if (!name) throw new Error(`unexpected codepage ${bytes[i + 2]}`);
      table = codepoints(name);
      i += 3;
    } else if (byte === 0x1b && next === 0x45) {
      bold = arg(i + 2) !== 0;
      i += 3;
    } else if (byte === 0x1b && (next === 0x4d || next === 0x64)) {
      // ESC M n (font A/B), ESC d n (feed n lines)
      if (next === 0x64) for (let n = arg(i + 2); n > 0; n -= 1) endLine();
      i += 3;
    } else if (byte === 0x1c && next === 0x2e) {
      // FS . : leave Kanji mode
      i += 2;
    } else if (byte === 0x1d && next === 0x21) {
      big = arg(i + 2) === 0x11;
      if (![0x00, 0x11].includes(bytes[i + 2])) throw new Error(`unexpected size ${bytes[i + 2]}`);
      i += 3;
    } else if (byte === 0x1d && next === 0x56) {
      const mode = arg(i + 2);
      cuts += 1;
      i += mode === 0x41 || mode === 0x42 ? 4 : 3;
    } else if (byte < 0x20 || byte === 0x7f) {
      throw new Error(`unexpected control byte 0x${byte.toString(16)} at ${i}`);
    } else {
      if (byte !== 0x20) {
        lineBold ||= bold;
        lineBig ||= big;
      }
      current += String.fromCodePoint(table[byte]);
      i += 1;
    }
  }
  if (current) endLine();
  return { lines, cuts };
}

/** The paper's text, one string a line, trailing empty lines left out. */
export function paperText(paper: Paper): string[] {
  const text = paper.lines.map((line) => line.text);
  while (text.length && text[text.length - 1] === '') text.pop();
  return text;
}
