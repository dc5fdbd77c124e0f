// `npm run gen:types`: writes src/db/database.types.ts from supabase/migrations (scripts/database-types.ts).
// Run it after adding or changing a migration, and commit the result with the migration.
import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { generateDatabaseTypes, TYPES_FILE } from './database-types';

function current(): string | null {
  try {
    return readFileSync(TYPES_FILE, 'utf8');
  } catch {
    return null;
  }
}

const text = await generateDatabaseTypes();
const name = relative(process.cwd(), TYPES_FILE);
if (current() === text) {
  console.log(`${name} is up to date.`);
} else {
  writeFileSync(TYPES_FILE, text);
  console.log(`Wrote ${name} (${text.split('\n').length - 1} lines).`);
}
