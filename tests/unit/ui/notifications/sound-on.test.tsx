// Switching sound on where the browser allows audio (a stubbed AudioContext): permission granted,
// volume changes, and the Test button plays the selected sound at the chosen volume.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { renderApp } from '../../../helpers/render-app';
import { SOUND_KEYS } from '../../../../src/ui/lib/sound/sound-settings';
import { FakeAudioContext } from '../alert/fake-audio';

const PATH = '/app/settings/notifications';
const SWITCH = /^Geluid bij nieuwe bestellingen/;

function statusValue(label: string): string | null | undefined {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

describe('notification settings with audio allowed', () => {
  beforeAll(() => {
    vi.stubGlobal('AudioContext', FakeAudioContext);
  });
  afterAll(() => {
    vi.unstubAllGlobals();
  });

  it('switching on asks for audio, stores granted, and shows volume and Test', async () => {
    await renderApp(PATH);
    const toggle = await screen.findByRole('switch', { name: SWITCH });
    await userEvent.click(toggle);
    expect(await screen.findByRole('slider', { name: 'Volume' })).toBeInTheDocument();
    expect(toggle).toBeChecked();
    expect(localStorage.getItem(SOUND_KEYS.permission)).toBe('granted');
    expect(localStorage.getItem(SOUND_KEYS.enabled)).toBe('true');
    expect(statusValue('Audio toestemming')).toBe('Toegestaan');
    expect(statusValue('Meldingen actief')).toBe('Actief');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('moving the slider updates the percent label and is remembered', async () => {
    localStorage.setItem(SOUND_KEYS.permission, 'granted');
    localStorage.setItem(SOUND_KEYS.enabled, 'true');
    await renderApp(PATH);
    await screen.findByRole('slider', { name: 'Volume' });
    // Re-found each try: a live query settling may render the screen again under load.
    await vi.waitFor(() => {
      fireEvent.change(screen.getByRole('slider', { name: 'Volume' }), { target: { value: '80' } });
      expect(screen.getByText('80%')).toBeInTheDocument();
    });
    expect(screen.getByRole('slider', { name: 'Volume' })).toHaveAttribute('aria-valuetext', '80%');
    expect(localStorage.getItem(SOUND_KEYS.volume)).toBe('80');
  });

  it('Test plays the generated beep at 800 Hz with gain volume x 0.3', async () => {
    localStorage.setItem(SOUND_KEYS.permission, 'granted');
    localStorage.setItem(SOUND_KEYS.enabled, 'true');
    localStorage.setItem(SOUND_KEYS.volume, '60');
    await renderApp(PATH);
    await userEvent.click(await screen.findByRole('button', { name: 'Test' }));
    const ctx = FakeAudioContext.instances.at(-1)!;
    await vi.waitFor(() => expect(ctx.oscillators.length).toBeGreaterThan(0));
    expect(ctx.oscillators.at(-1)!.frequency.value).toBe(800);
    expect(ctx.gains.at(-1)!.value).toBeCloseTo(0.18);
  });

  it('switching off keeps the permission and stops alerts', async () => {
    localStorage.setItem(SOUND_KEYS.permission, 'granted');
    localStorage.setItem(SOUND_KEYS.enabled, 'true');
    await renderApp(PATH);
    await userEvent.click(await screen.findByRole('switch', { name: SWITCH }));
    expect(screen.queryByRole('slider', { name: 'Volume' })).not.toBeInTheDocument();
    expect(localStorage.getItem(SOUND_KEYS.enabled)).toBe('false');
    expect(statusValue('Audio toestemming')).toBe('Toegestaan');
    expect(statusValue('Meldingen actief')).toBe('Inactief');
  });
});
