// src/db/database.types.ts is what Supabase's generator makes of supabase/migrations: a migration
// committed without running `npm run gen:types` fails here, before a client is typed with a stale schema.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateDatabaseTypes, TYPES_COMMAND, TYPES_FILE } from '../../../scripts/database-types';

/** The first line where the two texts part, to show in the failure. */
function firstDifference(committed: string, generated: string): string {
  const a = committed.split('\n');
  const b = generated.split('\n');
  const line = a.findIndex((text, i) => text !== b[i]);
  const at = line === -1 ? a.length : line;
  return `line ${at + 1}:\n  committed: ${a[at] ?? '(end of file)'}\n  generated: ${b[at] ?? '(end of file)'}`;
}

describe('the generated database types', () => {
  it('match what the migrations generate', { timeout: 180_000 }, async () => {
    const generated = await generateDatabaseTypes();
    let committed = '';
    try {
      committed = readFileSync(TYPES_FILE, 'utf8');
    } catch {
      // Missing: reported below like any other difference.
    }
    if (committed !== generated) {
      expect.fail(
        `src/db/database.types.ts is not what supabase/migrations generate; run \`${TYPES_COMMAND}\` and commit ` +
          `the result.\nFirst difference at ${firstDifference(committed, generated)}`,
      );
    }
    expect(committed).toBe(generated);
  });
});
