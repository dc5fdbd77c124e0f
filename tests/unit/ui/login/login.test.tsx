// Spec sections 2, 5 and 8, the login screen: checks on submit, the consent gate on the button, the
// progress texts, the Dutch errors, the privacy modal and the redirect 0.8 s after success.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeEngine, renderApp } from '../../../helpers/render-app';
import { SignInError, type SignInStep } from '../../../../src/sync';
import { appDb } from '../../../../src/db/database';
import { saveSession } from '../../../../src/db/session';
import { makeSession } from '../../../fixtures/rows';

type StepFn = (step: SignInStep) => void;

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => { resolve = done; });
  return { promise, resolve };
}

/** An engine whose signIn behaves like the real one: steps, then the session row, then 'success'. */
function succeedingEngine(onSuccess: () => void = () => {}) {
  return fakeEngine({
    signIn: vi.fn(async (_email: string, _password: string, onStep?: StepFn) => {
      onStep?.('signing-in');
      onStep?.('checking-access');
      onStep?.('initialising');
      await saveSession(appDb(), makeSession());
      onStep?.('success');
      onSuccess();
    }),
  });
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, { consent = true } = {}) {
  await user.type(screen.getByLabelText('E-mailadres'), '  medewerker@kmfc.test ');
  await user.type(screen.getByLabelText('Wachtwoord'), 'geheim123');
  if (consent) await user.click(screen.getByRole('checkbox', { name: 'Ik ga akkoord met het privacybeleid' }));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('login screen', () => {
  it('shows the logo, the heading and the form', async () => {
    await renderApp('/login', { session: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Inloggen' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'KMFC' })).toHaveAttribute('src', '/logo.svg');
    expect(screen.getByLabelText('E-mailadres')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Wachtwoord')).toHaveAttribute('type', 'password');
  });

  it('keeps the submit button disabled until consent is given', async () => {
    const user = userEvent.setup();
    await renderApp('/login', { session: null });
    const submit = await screen.findByRole('button', { name: 'Inloggen' });
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Ik ga akkoord met het privacybeleid' }));
    expect(submit).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: 'Ik ga akkoord met het privacybeleid' }));
    expect(submit).toBeDisabled();
  });

  it('asks for the email and the password when they are empty, without signing in', async () => {
    const user = userEvent.setup();
    const { engine } = await renderApp('/login', { session: null });
    await user.click(await screen.findByRole('checkbox', { name: 'Ik ga akkoord met het privacybeleid' }));
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(screen.getByText('Vul je e-mailadres in.')).toBeInTheDocument();
    expect(screen.getByText('Vul je wachtwoord in.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mailadres')).toHaveAttribute('aria-invalid', 'true');
    expect(engine.signIn).not.toHaveBeenCalled();
  });

  it('treats an email of only spaces as empty', async () => {
    const user = userEvent.setup();
    const { engine } = await renderApp('/login', { session: null });
    await user.type(await screen.findByLabelText('E-mailadres'), '   ');
    await user.type(screen.getByLabelText('Wachtwoord'), 'geheim123');
    await user.click(screen.getByRole('checkbox', { name: 'Ik ga akkoord met het privacybeleid' }));
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(screen.getByText('Vul je e-mailadres in.')).toBeInTheDocument();
    expect(screen.queryByText('Vul je wachtwoord in.')).not.toBeInTheDocument();
    expect(engine.signIn).not.toHaveBeenCalled();
  });

  it('says consent is required when Enter is pressed without it', async () => {
    const user = userEvent.setup();
    const { engine } = await renderApp('/login', { session: null });
    await screen.findByLabelText('E-mailadres');
    await fillIn(user, { consent: false });
    await user.type(screen.getByLabelText('Wachtwoord'), '{Enter}');
    expect(screen.getByText('Je moet akkoord gaan met het privacybeleid om in te loggen.')).toBeInTheDocument();
    expect(engine.signIn).not.toHaveBeenCalled();
  });

  it('signs in with the entered email and password', async () => {
    const user = userEvent.setup();
    const engine = succeedingEngine();
    await renderApp('/login', { session: null, engine });
    await screen.findByLabelText('E-mailadres');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));
    // An email field drops surrounding spaces itself; the engine trims again.
    expect(engine.signIn).toHaveBeenCalledWith('medewerker@kmfc.test', 'geheim123', expect.any(Function));
  });

  it('shows the progress texts in order and disables the button while busy', async () => {
    const user = userEvent.setup();
    const gates = [deferred(), deferred(), deferred()];
    const engine = fakeEngine({
      signIn: vi.fn(async (_email: string, _password: string, onStep?: StepFn) => {
        onStep?.('signing-in');
        await gates[0].promise;
        onStep?.('checking-access');
        await gates[1].promise;
        onStep?.('initialising');
        await gates[2].promise;
        await saveSession(appDb(), makeSession());
        onStep?.('success');
      }),
    });
    await renderApp('/login', { session: null, engine });
    await screen.findByLabelText('E-mailadres');
    await fillIn(user);
    const submit = screen.getByRole('button', { name: 'Inloggen' });
    await user.click(submit);

    const progress = () => screen.getByText(/\.\.\.$/, { selector: '[role=status] span:not([aria-hidden])' });
    await waitFor(() => expect(progress()).toHaveTextContent('Bezig met inloggen...'));
    expect(progress().closest('[role=status]')).not.toBeNull();
    expect(submit).toBeDisabled();
    gates[0].resolve();
    await waitFor(() => expect(progress()).toHaveTextContent('Toegang controleren...'));
    gates[1].resolve();
    await waitFor(() => expect(progress()).toHaveTextContent('Database initialiseren...'));
    expect(submit).toBeDisabled();
    gates[2].resolve();
    await waitFor(() => expect(progress()).toHaveTextContent('Ingelogd! Je wordt doorgestuurd...'));
    expect(submit).toBeDisabled();
  });

  it('goes to the dashboard only 0.8 s after success, showing the success text meanwhile', async () => {
    const user = userEvent.setup();
    let succeededAt = 0;
    const engine = succeedingEngine(() => { succeededAt = performance.now(); });
    const { router } = await renderApp('/login', { session: null, engine });
    await screen.findByLabelText('E-mailadres');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));

    expect(await screen.findByText('Ingelogd! Je wordt doorgestuurd...')).toBeInTheDocument();
    // The session row exists by now; the screen must still hold the redirect. waitFor looks on every
    // DOM change and every 50 ms until the dashboard: what it saw on the way is the screen meanwhile.
    const seen: { at: number; path: string; successText: boolean }[] = [];
    await waitFor(() => {
      const path = router.state.location.pathname;
      seen.push({ at: performance.now() - succeededAt, path, successText: !!screen.queryByText('Ingelogd! Je wordt doorgestuurd...') });
      expect(path).toBe('/app/dashboard');
    }, { timeout: 3000 });
    // The success screen ends (text gone or another path) only at the redirect, 0.8 s after success.
    const ended = seen.findIndex((sample) => sample.path !== '/login' || !sample.successText);
    expect(seen[ended].at).toBeGreaterThanOrEqual(790);
    expect(seen.slice(0, ended).some((sample) => sample.at >= 500)).toBe(true);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it('maps invalid credentials to the Dutch message and lets staff try again', async () => {
    const user = userEvent.setup();
    const engine = fakeEngine({
      signIn: vi.fn(async (_email: string, _password: string, onStep?: StepFn) => {
        onStep?.('signing-in');
        throw new SignInError('Invalid login credentials', 400, 'invalid_credentials');
      }),
    });
    const { router } = await renderApp('/login', { session: null, engine });
    await screen.findByLabelText('E-mailadres');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Onjuiste e-mail of wachtwoord. Controleer je gegevens en probeer opnieuw.',
    );
    expect(screen.queryByText('Bezig met inloggen...')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Inloggen' })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the connection message when the device is offline', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const engine = fakeEngine({
      // What auth-js reports when it cannot reach the server: a message that says nothing.
      signIn: vi.fn(async () => { throw new SignInError('{}', 0); }),
    });
    await renderApp('/login', { session: null, engine });
    await screen.findByLabelText('E-mailadres');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Verbindingsprobleem. Controleer je internetverbinding en probeer opnieuw.',
    );
  });

  it('signs the device out again when access is refused, and stays on the login screen', async () => {
    const user = userEvent.setup();
    const engine = fakeEngine({
      signIn: vi.fn(async (_email: string, _password: string, onStep?: StepFn) => {
        onStep?.('signing-in');
        onStep?.('checking-access');
        throw new SignInError('Geen toegang tot KMFC Shop admin', 403, 'no_access');
      }),
    });
    const { router } = await renderApp('/login', { session: null, engine });
    await screen.findByLabelText('E-mailadres');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Je hebt geen toegang tot de KMFC Shop admin. Neem contact op met de beheerder.',
    );
    expect(router.state.location.pathname).toBe('/login');
  });

  it('opens the privacy policy in a modal with the page embedded, and closes it', async () => {
    const user = userEvent.setup();
    await renderApp('/login', { session: null });
    const link = await screen.findByRole('link', { name: 'privacybeleid' });
    expect(link).toHaveAttribute('href', '/privacy.html');
    await user.click(link);
    const dialog = screen.getByRole('dialog', { name: 'Privacybeleid' });
    const frame = within(dialog).getByTitle('Privacybeleid');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', '/privacy.html');
    // Opening the policy does not tick the consent box.
    expect(screen.getByRole('checkbox', { name: 'Ik ga akkoord met het privacybeleid' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Sluiten' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(link).toHaveFocus();
  });
});
