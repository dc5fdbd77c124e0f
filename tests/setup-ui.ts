// Screen tests: DOM matchers, and a clean DOM and an empty app database after each test.
import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { appDb } from '../src/db/database';

afterEach(async () => {
  cleanup();
  localStorage.clear();
  const db = appDb();
  await Promise.all(db.tables.map((table) => table.clear()));
});
