// Screen tests: DOM matchers, and a clean DOM and an empty app database after each test.
import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { appDb } from '../src/db/database';

// Screens load lazily and live queries settle asynchronously; on a busy two-core CI machine 1 s is short.
configure({ asyncUtilTimeout: 5000 });

afterEach(async () => {
  cleanup();
  localStorage.clear();
  const db = appDb();
  await Promise.all(db.tables.map((table) => table.clear()));
});
