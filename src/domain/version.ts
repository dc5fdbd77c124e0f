// App version check of spec §5: the fixed current version against the latest one in the company
// record; equal (trimmed, case-insensitive) is 'latest', different 'update', none 'unknown'.

export type VersionStatus = 'latest' | 'update' | 'unknown';

export function compareVersions(current: string, latest: string | null | undefined): VersionStatus {
  const want = (latest ?? '').trim().toLowerCase();
  if (want === '') return 'unknown';
  return current.trim().toLowerCase() === want ? 'latest' : 'update';
}
