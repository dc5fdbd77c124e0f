// The Dutch texts for what src/db and src/sync report as kinds and codes (spec section 8, verbatim):
// refused changes by action, conflicts with the order's status now, failed sign-ins by kind.
import { describe, expect, it } from 'vitest';
import { SignInError } from '../../../../src/sync/index';
import { ACTION_ERRORS, unsentChangesWarning } from '../../../../src/ui/texts';
import { LOGIN_ERRORS, NO_ACCESS_TEXT, signInErrorText } from '../../../../src/ui/texts/sign-in';
import { orderConflictMessage, rejectionText } from '../../../../src/ui/texts/rejections';

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
      // issue 13 (not in the spec): the owner's auto-close switch, and the device's own report
      autoClose: 'Kon automatisch sluiten niet wijzigen.',
      deviceReport: 'Kon dit apparaat niet aanmelden.',
      pushOn: 'Kon pushmeldingen niet inschakelen op de server.',
      pushOff: 'Kon pushmeldingen niet uitschakelen op de server.',
      // issue 17 (not in the spec): a delay on an order, the default ready times
      orderDelay: 'Kon vertraging niet opslaan. Probeer opnieuw.',
      readyMinutes: 'Kon bereidingstijd niet wijzigen.',
      // issue 16: a print job the server refused (not a lost race, which staff never see)
      printJob: 'Kon de afdruk niet vastleggen op de server.',
      // issue 32: the hour the business day ends
      businessDayEnd: 'Kon het einde van de bedrijfsdag niet wijzigen.',
    });
  });

  it('names the order and the adopted server status on a conflict', () => {
    expect(orderConflictMessage('#AB12CD34', 'Geaccepteerd')).toBe(
      'Bestelling #AB12CD34 is al gewijzigd op een ander apparaat. Status nu: Geaccepteerd.',
    );
  });
});

describe('rejectionText', () => {
  it('words a lost conflict with the order number and the Dutch label of the server status', () => {
    const error = { kind: 'conflict', orderId: 'aaaaaaaa-0000-4000-8000-00000000ab12', orderStatus: 'preparing' } as const;
    expect(rejectionText({ action: 'acceptOrder', last_error: error })).toBe(
      'Bestelling #0000AB12 is al gewijzigd op een ander apparaat. Status nu: Word bereid.',
    );
  });

  it("words a refusal or a row gone from the server with the action's alert", () => {
    const refused = { kind: 'refused', status: 403, code: '42501', detail: 'permission denied' } as const;
    expect(rejectionText({ action: 'dayOpen', last_error: refused })).toBe('Kon dag status niet wijzigen.');
    expect(rejectionText({ action: 'productStock', last_error: { kind: 'missing' } })).toBe('Kon product beschikbaarheid niet wijzigen.');
  });
});

describe('signInErrorText', () => {
  it('says connection problem whenever the device is offline', () => {
    expect(signInErrorText(new SignInError('Invalid login credentials', 400), false)).toBe(LOGIN_ERRORS.network);
  });

  it.each([
    ['Invalid login credentials', 'Onjuiste e-mail of wachtwoord. Controleer je gegevens en probeer opnieuw.'],
    ['Email not confirmed', 'Je e-mail is nog niet bevestigd. Controleer je inbox voor de bevestigingsmail.'],
    ['Request rate limit reached', 'Te veel inlogpogingen. Wacht even en probeer het opnieuw.'],
    ['User not found', 'Geen account gevonden met dit e-mailadres.'],
    ['Signups not allowed for this instance', 'Registratie is uitgeschakeld. Neem contact op met de beheerder.'],
    ['Failed to fetch', 'Verbindingsprobleem. Controleer je internetverbinding en probeer opnieuw.'],
    ['no access to company', 'Je hebt geen toegang tot de KMFC Shop admin. Neem contact op met de beheerder.'],
    ['Request timeout', 'Verbindingsprobleem met de server. Controleer je verbinding en probeer het opnieuw.'],
    ['Unauthorized', 'Onvoldoende rechten. Neem contact op met de beheerder voor toegang.'],
    ['Internal Server Error', 'Serverprobleem. Probeer het later opnieuw of neem contact op met de beheerder.'],
    ['something odd', 'Er is een onbekend probleem opgetreden. Probeer het opnieuw.'],
  ])('%s → %s', (message, expected) => {
    expect(signInErrorText(new SignInError(message, 400), true)).toBe(expected);
  });

  it('words any other failure (the company lookup) by its message', () => {
    expect(signInErrorText(new Error('Company query failed: fetch failed'), true)).toBe(LOGIN_ERRORS.network);
    expect(signInErrorText("Company 'x' not found or inactive", true)).toBe(LOGIN_ERRORS.unknown);
  });

  it('keeps the spec wording of the no-access case', () => {
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

describe('menu refusals', () => {
  it('tells of another device\'s change, and words the database\'s reason for a refused menu change', () => {
    expect(rejectionText({ action: 'productSave', last_error: { kind: 'changed' } }))
      .toBe('Dit product is intussen gewijzigd op een ander apparaat.');
    expect(rejectionText({
      action: 'optionValueRemove',
      last_error: { kind: 'refused', status: 400, code: '23514', detail: 'x', hint: 'group_unsatisfiable' },
    })).toBe('Kon optie niet verwijderen. Een verplichte optiegroep moet genoeg opties houden.');
    expect(rejectionText({ action: 'bulkPrice', last_error: { kind: 'refused', status: 403, code: '42501', detail: 'x' } }))
      .toBe('Kon prijzen niet wijzigen.');
  });
});
