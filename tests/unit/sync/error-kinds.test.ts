// What the sync layer records of a failure is a kind and a code, never text for staff: a failed
// sign-in is classified by the auth server's message (spec section 8, first match wins, the HTTP
// status as the fallback); a failed company bootstrap has a code and the spec's English log text.
import { describe, expect, it } from 'vitest';
import { CompanyBootstrapError } from '../../../src/sync/company';
import { SignInError, signInFailureKind, signInFailureKindOf, type SignInFailureKind } from '../../../src/sync/sign-in-errors';

describe('signInFailureKindOf', () => {
  it.each([
    ['Invalid login credentials', 'invalidCredentials'],
    ['Email not confirmed', 'emailNotConfirmed'],
    ['Request rate limit reached', 'tooManyRequests'],
    ['over_request_rate_limit', 'tooManyRequests'],
    ['Too many requests', 'tooManyRequests'],
    ['User not found', 'userNotFound'],
    ['user_not_found', 'userNotFound'],
    ['Signups not allowed for this instance', 'signupDisabled'],
    ['Failed to fetch', 'network'],
    ['fetch failed', 'network'],
    ['NetworkError when attempting to fetch resource.', 'network'],
    ['Load failed', 'network'],
    ['no access to company', 'noAccess'],
    ['Request timeout', 'connection'],
    ['connection refused', 'connection'],
    ['permission denied for table users', 'permission'],
    ['Unauthorized', 'permission'],
    ['HTTP 403', 'permission'],
    ['Internal Server Error', 'server'],
    ['Service returned 503', 'server'],
    ['something odd', 'unknown'],
    ['', 'unknown'],
  ] as [string, SignInFailureKind][])('%s is %s', (message, kind) => {
    expect(signInFailureKindOf(message)).toBe(kind);
  });

  it('falls back to the HTTP status when the message says nothing (auth-js reports a 5xx as {})', () => {
    expect(signInFailureKindOf('{}', 500)).toBe('server');
    expect(signInFailureKindOf('{}', 429)).toBe('tooManyRequests');
    expect(signInFailureKindOf('{}', 403)).toBe('permission');
    expect(signInFailureKindOf('{}', 400)).toBe('unknown');
  });
});

describe('SignInError', () => {
  it('carries the kind of its message and status', () => {
    expect(new SignInError('Invalid login credentials', 400, 'invalid_credentials')).toMatchObject({
      kind: 'invalidCredentials', status: 400, code: 'invalid_credentials',
    });
    expect(new SignInError('{}', 503).kind).toBe('server');
  });

  it('is noAccess by its code when the staff member has no user record for the shop company', () => {
    expect(new SignInError('no active user record for the shop company', 403, 'no_access').kind).toBe('noAccess');
  });

  it('signInFailureKind reads other failures by their message', () => {
    expect(signInFailureKind(new SignInError('Email not confirmed', 400))).toBe('emailNotConfirmed');
    expect(signInFailureKind(new Error('Company query failed: fetch failed'))).toBe('network');
    expect(signInFailureKind('Request timeout')).toBe('connection');
  });
});

describe('CompanyBootstrapError', () => {
  it('has a code and the English text of spec §8 as its message (logged and rethrown)', () => {
    expect(new CompanyBootstrapError('company-query-failed', 'kmfc-shop', 'boom', true)).toMatchObject({
      code: 'company-query-failed', network: true, message: 'Company query failed: boom',
    });
    expect(new CompanyBootstrapError('company-not-found', 'kmfc-shop')).toMatchObject({
      code: 'company-not-found', network: false, message: "Company 'kmfc-shop' not found or inactive",
    });
    expect(new CompanyBootstrapError('company-missing-credentials', 'kmfc-shop').message).toBe(
      "Missing Supabase credentials for company 'kmfc-shop'",
    );
  });
});
