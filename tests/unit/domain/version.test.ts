import { describe, expect, it } from 'vitest';
import { compareVersions } from '../../../src/domain/version';

describe('compareVersions', () => {
  it('is latest when equal after trimming, ignoring case', () => {
    expect(compareVersions('1.2.0', '1.2.0')).toBe('latest');
    expect(compareVersions(' V1.2.0-Beta ', 'v1.2.0-beta\n')).toBe('latest');
  });

  it('offers an update when the versions differ', () => {
    expect(compareVersions('1.2.0', '1.3.0')).toBe('update');
    expect(compareVersions('1.3.0', '1.2.0')).toBe('update');
  });

  it('is unknown without a latest version', () => {
    expect(compareVersions('1.2.0', null)).toBe('unknown');
    expect(compareVersions('1.2.0', undefined)).toBe('unknown');
    expect(compareVersions('1.2.0', '   ')).toBe('unknown');
  });
});
