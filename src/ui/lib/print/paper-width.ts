// The two thermal paper widths the shop's printers use, and how many characters of the standard font
// fit on a line of each (the ESC/POS layout is in characters).
export type PaperWidth = 58 | 80;

export const COLUMNS: Record<PaperWidth, number> = { 58: 32, 80: 48 };
