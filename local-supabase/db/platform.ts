// The SQL scripts every local project database gets before its migrations: platform.sql and storage.sql
// (what a hosted project already has), capture.sql (the realtime change queue) and, on a PostgreSQL server,
// capture-notify.sql (a NOTIFY per committed batch of changes).
import { readFileSync } from 'node:fs';

const here = new URL('.', import.meta.url);
const read = (name: string) => readFileSync(new URL(name, here), 'utf8');

export const platformSql = `${read('platform.sql')}\n${read('storage.sql')}`;
export const captureSql = read('capture.sql');
export const captureNotifySql = read('capture-notify.sql');
