// The server's figures of a period as the device last read them (issue 32), so a period seen before
// shows offline with the moment it was read. One record per kind and range; "today" is never cached
// (the device computes it from the mirror).
import type { ShopDb } from './database';

export type FigureKind = 'revenue' | 'products';

export interface CachedFigures {
  /** `${kind}:${from}:${to}` */
  key: string;
  kind: FigureKind;
  from: string;
  to: string;
  /** When the server answered (ms). */
  read_at: number;
  data: unknown;
}

export const figuresKey = (kind: FigureKind, from: string, to: string) => `${kind}:${from}:${to}`;

export function cachedFigures(db: ShopDb, kind: FigureKind, from: string, to: string): Promise<CachedFigures | undefined> {
  return db.figures.get(figuresKey(kind, from, to));
}

export async function keepFigures(db: ShopDb, kind: FigureKind, from: string, to: string, data: unknown): Promise<void> {
  await db.figures.put({ key: figuresKey(kind, from, to), kind, from, to, read_at: db.env.now(), data });
}
