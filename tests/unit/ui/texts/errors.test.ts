import { describe, expect, it } from 'vitest';
import {
  ACTION_ERRORS,
  LOGIN_ERRORS,
  NO_ACCESS_TEXT,
  companyMissingCredentials,
  companyNotFound,
  companyQueryFailed,
  loginErrorText,
  orderConflictMessage,
  unsentChangesWarning,
} from '../../../src/domain/messages';

describe('action errors', () => {
  it('carries the spec §8 text for every action', () => {
    expect(ACTION_ERRORS).toEqual({
      acceptOrder: 'Fout bij accepteren order. Probeer opnieuw.',
      acceptAndPrint: 'Fout bij accepteren en printen. Probeer opnieuw.',
      orderStep: 'Fout bij wijzigen status. Probeer opnieuw.',
      setOrderStatus: 'Fout bij wijzigen status. Probeer opnieuw.',
      cancelOrder: 'Fout bij annuleren order. Probeer opnieuw.',
      productVisibility: 'Kon product zichtbaarheid niet wijzigen.',
      productStock: 'Kon product beschikbaarheid niet wijzigen.',
      dayOpen: 'Kon dag status niet wijzigen.',
      dayTime: 'Kon tijd niet wijzigen.',
      busyMode: 'Kon drukte modus niet wijzigen.',
      closure: 'Kon shop status niet wijzigen.',
      closureReason: 'Kon shop status niet wijzigen.',
    });
  });

  it('names the order and the adopted server status on a conflict', () => {
    expect(orderConflictMessage('#AB12CD34', 'Geaccepteerd')).toBe(
      'Bestelling #AB12CD34 is al gewijzigd op een ander apparaat. Status nu: Geaccepteerd.',
    );
  });
});

describe('company bootstrap errors', () => {
  it('are the English texts of spec §8', () => {
    expect(companyQueryFailed('boom')).toBe('Company query failed: boom');
    expect(companyNotFound('kmfc-shop')).toBe("Company 'kmfc-shop' not found or inactive");
    expect(companyMissingCredentials('kmfc-shop')).toBe(
      "Missing Supabase credentials for company 'kmfc-shop'",
    );
  });
});

describe('loginErrorText', () => {
  it('says connection problem whenever the device is offline', () => {
    expect(loginErrorText('Invalid login credentials', false)).toBe(
      'Verbindingsprobleem. Controleer je internetverbinding en probeer opnieuw.',
    );
  });

  it.each([
    ['Invalid login credentials', LOGIN_ERRORS.invalidCredentials],
    ['Email not confirmed', LOGIN_ERRORS.emailNotConfirmed],
    ['Request rate limit reached', LOGIN_ERRORS.tooManyRequests],
    ['over_request_rate_limit', LOGIN_ERRORS.tooManyRequests],
    ['Too many requests', LOGIN_ERRORS.tooManyRequests],
    ['User not found', LOGIN_ERRORS.userNotFound],
    ['user_not_found', LOGIN_ERRORS.userNotFound],
    ['Signups not allowed for this instance', LOGIN_ERRORS.signupDisabled],
    ['Failed to fetch', LOGIN_ERRORS.network],
    ['fetch failed', LOGIN_ERRORS.network],
    ['NetworkError when attempting to fetch resource.', LOGIN_ERRORS.network],
    ['Load failed', LOGIN_ERRORS.network],
    [NO_ACCESS_TEXT, LOGIN_ERRORS.noAccess],
    ['no access to company', LOGIN_ERRORS.noAccess],
    ['Request timeout', LOGIN_ERRORS.connection],
    ['connection refused', LOGIN_ERRORS.connection],
    ['permission denied for table users', LOGIN_ERRORS.permission],
    ['Unauthorized', LOGIN_ERRORS.permission],
    ['HTTP 403', LOGIN_ERRORS.permission],
    ['Internal Server Error', LOGIN_ERRORS.server],
    ['Service returned 503', LOGIN_ERRORS.server],
    ['something odd', LOGIN_ERRORS.unknown],
    ['', LOGIN_ERRORS.unknown],
  ])('maps %j by its content', (message, expected) => {
    expect(loginErrorText(message, true)).toBe(expected);
  });

  it('falls back on the HTTP status when the message says nothing', () => {
    expect(loginErrorText('{}', true, 500)).toBe(LOGIN_ERRORS.server);
    expect(loginErrorText('{}', true, 429)).toBe(LOGIN_ERRORS.tooManyRequests);
    expect(loginErrorText('{}', true, 403)).toBe(LOGIN_ERRORS.permission);
    expect(loginErrorText('{}', true, 400)).toBe(LOGIN_ERRORS.unknown);
  });

  it('uses the spec texts for the timeout and unknown cases', () => {
    expect(LOGIN_ERRORS.connection).toBe(
      'Verbindingsprobleem met de server. Controleer je verbinding en probeer het opnieuw.',
    );
    expect(LOGIN_ERRORS.unknown).toBe('Er is een onbekend probleem opgetreden. Probeer het opnieuw.');
    expect(NO_ACCESS_TEXT).toBe('Geen toegang tot KMFC Shop admin');
  });
});

describe('unsentChangesWarning', () => {
  it('names a single unsent change in the singular', () => {
    expect(unsentChangesWarning(1)).toBe(
      'Er is 1 wijziging nog niet verstuurd. Als je nu uitlogt gaat deze verloren.',
    );
  });

  it('names several unsent changes in the plural', () => {
    expect(unsentChangesWarning(3)).toBe(
      'Er zijn 3 wijzigingen nog niet verstuurd. Als je nu uitlogt gaan ze verloren.',
    );
  });

  it('says nothing when everything was sent', () => {
    expect(unsentChangesWarning(0)).toBe('');
  });
});
