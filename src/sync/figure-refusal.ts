// Why the server would not give figures or close a day (issue 32), as a kind the screens word in Dutch.
// Apart from figure-lookup.ts, so the screens can tell a refusal without loading the engine's code.
/** Why the server would not: no permission, a bad range, the day closed already, open orders, not started. */
export type FigureRefusal =
  | { refused: 'permission' } | { refused: 'range' } | { refused: 'closed'; number: number | null }
  | { refused: 'open-orders'; orderIds: string[] } | { refused: 'not-started' };

export class FigureRefusalError extends Error {
  constructor(readonly refusal: FigureRefusal) {
    super(`figures refused: ${refusal.refused}`);
  }
}

