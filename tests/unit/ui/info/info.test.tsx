// Info & Support (spec sections 2 and 5): version status against the company record, build date,
// platform, privacy link, and the support links with properly encoded prefilled texts.
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../../helpers/render-app';
import { makeCompany } from '../../../fixtures/rows';
import { platformName } from '../../../../src/ui/settings/info/contact';

const PATH = '/app/settings/info';

function value(label: string): string | null | undefined {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

async function renderWithLatest(latest: string | null) {
  return renderApp(PATH, { seed: (db) => db.companies.put(makeCompany({ latest_admin_version: latest })) });
}

describe('info and support', () => {
  it("says 'Latest' in the success colour when the versions match (trimmed, case-insensitive)", async () => {
    await renderWithLatest(' 1.0.0 ');
    await waitFor(() => expect(value('Status')).toBe('Latest'));
    expect(screen.getByText('Latest')).toHaveClass('info__status--latest');
    expect(value('Huidige versie')).toBe('1.0.0');
    expect(value('Nieuwste versie')).toBe(' 1.0.0 ');
  });

  it("says 'Update beschikbaar' in the brand colour when a newer version is announced", async () => {
    await renderWithLatest('1.1.0');
    await waitFor(() => expect(value('Status')).toBe('Update beschikbaar'));
    expect(screen.getByText('Update beschikbaar')).toHaveClass('info__status--update');
    expect(value('Nieuwste versie')).toBe('1.1.0');
  });

  it("says 'Onbekend' when no latest version is known", async () => {
    await renderWithLatest(null);
    await waitFor(() => expect(value('Status')).toBe('Onbekend'));
    expect(screen.getByText('Onbekend', { selector: '.info__status' })).toHaveClass('info__status--unknown');
  });

  it("says 'Onbekend' when the company record is not on this device yet", async () => {
    await renderApp(PATH);
    await waitFor(() => expect(value('Status')).toBe('Onbekend'));
  });

  it('shows build date, platform, developer, and a privacy link that opens in a new tab', async () => {
    await renderApp(PATH);
    await screen.findByRole('heading', { name: 'App Informatie' });
    expect(value('Build datum')).toBe('2025.10.19');
    expect(value('Platform')).toBe(platformName());
    expect(value('Ontwikkelaar')).toBe('KMFC Digital');
    const privacy = screen.getByRole('link', { name: /Privacybeleid/ });
    expect(privacy).toHaveAttribute('href', '/privacy.html');
    expect(privacy).toHaveAttribute('target', '_blank');
    expect(privacy.getAttribute('rel')).toMatch(/noopener/);
  });

  it('links urgent support to the phone, with the number and email as text', async () => {
    await renderApp(PATH);
    expect(await screen.findByRole('link', { name: /Spoed Support/ })).toHaveAttribute('href', 'tel:+31201234567');
    expect(screen.getByRole('link', { name: /Spoed Support/ })).toHaveTextContent(/kritieke problemen/);
    expect(value('Telefoon')).toBe('+31 20 123 4567');
    expect(value('E-mail')).toBe('support@kmfc.nl');
  });

  it('opens a mail draft with an encoded Dutch subject and body', async () => {
    await renderApp(PATH);
    const href = (await screen.findByRole('link', { name: /Email Support/ })).getAttribute('href')!;
    expect(href).toMatch(/^mailto:support@kmfc\.nl\?subject=[^&\s]+&body=[^&\s]+$/);
    expect(href).toContain('subject=Support%20aanvraag%20KMFC%20Shop%20admin');
    const body = decodeURIComponent(href.split('&body=')[1]);
    expect(body).toMatch(/^Hallo KMFC Support,\n\n/);
    expect(body).toContain('App versie: 1.0.0');
    expect(href).toContain('%0A');
  });

  it('opens WhatsApp with an encoded greeting', async () => {
    await renderApp(PATH);
    const link = await screen.findByRole('link', { name: /WhatsApp Support/ });
    expect(link).toHaveAttribute(
      'href',
      'https://wa.me/31201234567?text=Hallo%20KMFC%20Support%2C%20ik%20heb%20een%20vraag%20over%20de%20KMFC%20Shop%20admin%20app.',
    );
  });

  it('shows the developer company with website and Nederland', async () => {
    await renderApp(PATH);
    await screen.findByRole('heading', { name: 'App Informatie' });
    expect(screen.getByRole('link', { name: /www\.kmfc\.nl/ })).toHaveAttribute('href', 'https://www.kmfc.nl');
    expect(value('Locatie')).toBe('Nederland');
  });

  it("reads the platform from the browser, else 'Web'", () => {
    expect(platformName({ userAgentData: { platform: 'Android' }, platform: 'Linux armv8l' } as unknown as Navigator)).toBe('Android');
    expect(platformName({ platform: 'iPad' } as Navigator)).toBe('iPad');
    expect(platformName({ platform: '' } as Navigator)).toBe('Web');
    expect(platformName({} as Navigator)).toBe('Web');
  });
});
