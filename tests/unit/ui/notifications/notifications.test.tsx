// The Meldingen screen (spec sections 2, 4, 8): sound toggle and its permission states, the five sound
// options, and the status card. This file runs without Web Audio, as a browser that refuses audio.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../helpers/render-app';
import { makeOrder } from '../../../fixtures/rows';
import { SOUND_KEYS } from '../../../../src/ui/lib/sound/sound-settings';
import { clearRecords, putRecords } from '../../../helpers/order-store';

const PATH = '/app/settings/notifications';
const SWITCH = /^Geluid bij nieuwe bestellingen/;
const DENIED = 'Audio toestemming geweigerd. Herlaad de pagina om opnieuw te proberen.';

function statusValue(label: string): string | null | undefined {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

describe('notification settings', () => {
  it('starts with sound off, a hint that the browser will ask, and no permission asked yet', async () => {
    await renderApp(PATH);
    const toggle = await screen.findByRole('switch', { name: SWITCH });
    expect(toggle).not.toBeChecked();
    expect(toggle).toBeEnabled();
    expect(screen.getByText(/Je browser vraagt om toestemming/)).toBeInTheDocument();
    expect(screen.queryByRole('slider', { name: 'Volume' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Test' })).not.toBeInTheDocument();
    expect(statusValue('Audio toestemming')).toBe('Niet gevraagd');
    expect(statusValue('Meldingen actief')).toBe('Inactief');
  });

  it('when the browser refuses audio: alerts, stores denied, disables the switch and says to reload', async () => {
    await renderApp(PATH);
    await userEvent.click(await screen.findByRole('switch', { name: SWITCH }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'Audio toestemming is vereist om geluidsmeldingen in te schakelen. Controleer je browser instellingen.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    const toggle = screen.getByRole('switch', { name: SWITCH });
    expect(toggle).toBeDisabled();
    expect(toggle).not.toBeChecked();
    expect(screen.getByText(DENIED)).toBeInTheDocument();
    expect(localStorage.getItem(SOUND_KEYS.permission)).toBe('denied');
    expect(statusValue('Audio toestemming')).toBe('Geweigerd');
    expect(statusValue('Meldingen actief')).toBe('Inactief');
  });

  it('keeps the switch disabled with the reload text when denied was stored earlier', async () => {
    localStorage.setItem(SOUND_KEYS.permission, 'denied');
    localStorage.setItem(SOUND_KEYS.enabled, 'true');
    await renderApp(PATH);
    expect(await screen.findByRole('switch', { name: SWITCH })).toBeDisabled();
    expect(screen.getByText(DENIED)).toBeInTheDocument();
    expect(screen.queryByText(/Je browser vraagt om toestemming/)).not.toBeInTheDocument();
  });

  it('shows the volume with a percent label and the Test button when sound is on', async () => {
    localStorage.setItem(SOUND_KEYS.permission, 'granted');
    localStorage.setItem(SOUND_KEYS.enabled, 'true');
    await renderApp(PATH);
    const slider = await screen.findByRole('slider', { name: 'Volume' });
    expect(slider).toHaveValue('50');
    expect(slider).toHaveAttribute('min', '0');
    expect(slider).toHaveAttribute('max', '100');
    expect(screen.getByText('50%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Test' })).toBeInTheDocument();
    expect(statusValue('Audio toestemming')).toBe('Toegestaan');
    expect(statusValue('Meldingen actief')).toBe('Actief');
  });

  it('lists five sound options with their type labels and play buttons; the beep is selected by default', async () => {
    await renderApp(PATH);
    const group = await screen.findByRole('radiogroup', { name: 'Geluidskeuze' });
    const options = within(group).getAllByRole('radio');
    expect(options.map((option) => option.getAttribute('aria-label'))).toEqual([
      'Standaard beep', 'Geluid 1', 'Geluid 2', 'Geluid 3', 'Geluid 4',
    ]);
    expect(within(group).getByRole('radio', { name: 'Standaard beep' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Standaard beep' })).toHaveAccessibleDescription('Gegenereerde beep toon');
    for (const name of ['Geluid 1', 'Geluid 2', 'Geluid 3', 'Geluid 4']) {
      expect(within(group).getByRole('radio', { name })).toHaveAccessibleDescription('Audio bestand');
      expect(within(group).getByRole('button', { name: `Speel ${name} af` })).toBeInTheDocument();
    }
    expect(within(group).getByRole('button', { name: 'Speel Standaard beep af' })).toBeInTheDocument();
    expect(within(group).getAllByText('Audio bestand')).toHaveLength(4);
  });

  it('selecting a sound marks it and remembers it', async () => {
    await renderApp(PATH);
    const group = await screen.findByRole('radiogroup', { name: 'Geluidskeuze' });
    await userEvent.click(within(group).getByRole('radio', { name: 'Geluid 3' }));
    expect(within(group).getByRole('radio', { name: 'Geluid 3' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Standaard beep' })).not.toBeChecked();
    const row = within(group).getByRole('radio', { name: 'Geluid 3' }).closest('.sound-option');
    expect(row).toHaveTextContent('Geselecteerd');
    expect(localStorage.getItem(SOUND_KEYS.selected)).toBe('new-order-3');
  });

  it('counts open (created) orders: singular and plural', async () => {
    const { db } = await renderApp(PATH, {
      seed: (db) => putRecords(db, [makeOrder({ status: 'created' }), makeOrder({ status: 'accepted' })]),
    });
    await waitFor(() => expect(statusValue('Openstaande orders')).toBe('1 order'));
    await putRecords(db, [makeOrder({ status: 'created' }), makeOrder({ status: 'created' })]);
    await waitFor(() => expect(statusValue('Openstaande orders')).toBe('3 orders'));
    await clearRecords(db);
    await waitFor(() => expect(statusValue('Openstaande orders')).toBe('0 orders'));
  });

  it('follows a change made in another tab', async () => {
    localStorage.setItem(SOUND_KEYS.permission, 'granted');
    localStorage.setItem(SOUND_KEYS.enabled, 'true');
    await renderApp(PATH);
    await screen.findByText('50%');
    localStorage.setItem(SOUND_KEYS.volume, '30');
    window.dispatchEvent(new StorageEvent('storage', { key: SOUND_KEYS.volume }));
    expect(await screen.findByText('30%')).toBeInTheDocument();
  });
});
