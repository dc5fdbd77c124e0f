// The account screen (spec sections 2, 5, 8): info block, email and password change with their
// validation and messages, offline note, and logout with confirm and the unsent-changes warning.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../helpers/render-app';
import { unsentChangesWarning } from '../../../../src/ui/texts';

const PATH = '/app/settings/account';
const INVALID_EMAIL = 'Voer een nieuw email adres in.';

function infoValue(label: string): string | null | undefined {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

async function answer(button: 'OK' | 'Uitloggen' | 'Toch uitloggen' | 'Terug', text?: string) {
  const dialog = await screen.findByRole('alertdialog');
  if (text) expect(dialog).toHaveTextContent(text);
  await userEvent.click(within(dialog).getByRole('button', { name: button }));
}

describe('account settings', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows email, role, account creation and last login', async () => {
    await renderApp(PATH, { session: { email: 'kassa@kmfc.test', roleName: 'Manager', createdAt: '2025-01-15T11:00:00.000Z', lastLoginAt: '2025-07-01T18:30:00.000Z' } });
    await screen.findByRole('heading', { name: 'Accountgegevens' });
    expect(infoValue('E-mail')).toBe('kassa@kmfc.test');
    expect(infoValue('Rol')).toBe('Manager');
    expect(infoValue('Account aangemaakt')).toBe('15-01-2025 12:00');
    expect(infoValue('Laatst ingelogd')).toBe('01-07-2025 20:30');
  });

  it("shows the role as 'Gebruiker' without a role name and '-' for unknown dates", async () => {
    await renderApp(PATH, { session: { roleName: null, createdAt: null, lastLoginAt: null } });
    await screen.findByRole('heading', { name: 'Accountgegevens' });
    expect(infoValue('Rol')).toBe('Gebruiker');
    expect(infoValue('Account aangemaakt')).toBe('-');
    expect(infoValue('Laatst ingelogd')).toBe('-');
  });

  it('refuses an empty email or the current one', async () => {
    const { engine } = await renderApp(PATH, { session: { email: 'kassa@kmfc.test' } });
    const submit = await screen.findByRole('button', { name: 'E-mail wijzigen' });
    await userEvent.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID_EMAIL);
    await userEvent.type(screen.getByLabelText('Nieuw e-mailadres'), ' Kassa@KMFC.test ');
    await userEvent.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID_EMAIL);
    expect(engine.changeEmail).not.toHaveBeenCalled();
  });

  it('changes the email and confirms with the spec text', async () => {
    const { engine } = await renderApp(PATH, { session: { email: 'kassa@kmfc.test' } });
    await userEvent.type(await screen.findByLabelText('Nieuw e-mailadres'), ' nieuw@kmfc.test ');
    await userEvent.click(screen.getByRole('button', { name: 'E-mail wijzigen' }));
    expect(engine.changeEmail).toHaveBeenCalledWith('nieuw@kmfc.test');
    expect(await screen.findByText('Je email adres is bijgewerkt. Controleer je inbox voor bevestiging.')).toBeInTheDocument();
    expect(screen.getByLabelText('Nieuw e-mailadres')).toHaveValue('');
  });

  it('alerts the spec text when the email change fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { engine } = await renderApp(PATH);
    engine.changeEmail.mockRejectedValueOnce(new Error('Email address already registered'));
    await userEvent.type(await screen.findByLabelText('Nieuw e-mailadres'), 'nieuw@kmfc.test');
    await userEvent.click(screen.getByRole('button', { name: 'E-mail wijzigen' }));
    await answer('OK', 'Er is een probleem opgetreden bij het bijwerken van je email.');
  });

  it('refuses a password under 6 characters and a confirmation that differs', async () => {
    const { engine } = await renderApp(PATH);
    const password = await screen.findByLabelText('Nieuw wachtwoord');
    const confirmation = screen.getByLabelText('Bevestig nieuw wachtwoord');
    const submit = screen.getByRole('button', { name: 'Wachtwoord wijzigen' });
    await userEvent.type(password, '12345');
    await userEvent.type(confirmation, '12345');
    await userEvent.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('Het nieuwe wachtwoord moet minimaal 6 tekens lang zijn.');
    await userEvent.type(password, '6');
    await userEvent.type(confirmation, '7');
    await userEvent.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('De wachtwoorden komen niet overeen.');
    expect(engine.changePassword).not.toHaveBeenCalled();
  });

  it('changes the password, says so, and clears the fields; a failure is alerted', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { engine } = await renderApp(PATH);
    await userEvent.type(await screen.findByLabelText('Nieuw wachtwoord'), 'geheim123');
    await userEvent.type(screen.getByLabelText('Bevestig nieuw wachtwoord'), 'geheim123');
    await userEvent.click(screen.getByRole('button', { name: 'Wachtwoord wijzigen' }));
    expect(engine.changePassword).toHaveBeenCalledWith('geheim123');
    expect(await screen.findByText(/Je wachtwoord is gewijzigd/)).toBeInTheDocument();
    expect(screen.getByLabelText('Nieuw wachtwoord')).toHaveValue('');

    engine.changePassword.mockRejectedValueOnce(new Error('weak password'));
    await userEvent.type(screen.getByLabelText('Nieuw wachtwoord'), 'anders99');
    await userEvent.type(screen.getByLabelText('Bevestig nieuw wachtwoord'), 'anders99');
    await userEvent.click(screen.getByRole('button', { name: 'Wachtwoord wijzigen' }));
    await answer('OK', 'Er is een probleem opgetreden bij het wijzigen van je wachtwoord.');
  });

  it('offline: says why and disables both changes', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await renderApp(PATH);
    expect(await screen.findByRole('button', { name: 'E-mail wijzigen' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Wachtwoord wijzigen' })).toBeDisabled();
    expect(screen.getAllByText(/Je bent offline\. Je e-mailadres en wachtwoord wijzigen/)).toHaveLength(2);
  });

  it('logs out only after the confirm', async () => {
    const { engine } = await renderApp(PATH);
    await userEvent.click(await screen.findByRole('button', { name: 'Uitloggen' }));
    await answer('Terug', 'Weet je zeker dat je wilt uitloggen?');
    expect(engine.signOut).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Uitloggen' }));
    await answer('Uitloggen', 'Weet je zeker dat je wilt uitloggen?');
    await waitFor(() => expect(engine.signOut).toHaveBeenCalledTimes(1));
    expect(engine.signOut).toHaveBeenCalledWith();
  });

  it('names unsent changes and discards them only when confirmed again', async () => {
    const { engine } = await renderApp(PATH);
    engine.signOut.mockResolvedValueOnce({ ok: false, unsent: 3 }).mockResolvedValueOnce({ ok: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Uitloggen' }));
    await answer('Uitloggen', 'Weet je zeker dat je wilt uitloggen?');
    await answer('Toch uitloggen', unsentChangesWarning(3));
    await waitFor(() => expect(engine.signOut).toHaveBeenCalledTimes(2));
    expect(engine.signOut).toHaveBeenLastCalledWith({ discardUnsent: true });
  });

  it('keeps the user signed in when the unsent warning is declined', async () => {
    const { engine } = await renderApp(PATH);
    engine.signOut.mockResolvedValueOnce({ ok: false, unsent: 1 });
    await userEvent.click(await screen.findByRole('button', { name: 'Uitloggen' }));
    await answer('Uitloggen');
    await answer('Terug', unsentChangesWarning(1));
    expect(engine.signOut).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('alerts when signing out fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { engine } = await renderApp(PATH);
    engine.signOut.mockRejectedValueOnce(new Error('network'));
    await userEvent.click(await screen.findByRole('button', { name: 'Uitloggen' }));
    await answer('Uitloggen');
    await answer('OK', 'Er is een fout opgetreden bij het uitloggen.');
  });
});
