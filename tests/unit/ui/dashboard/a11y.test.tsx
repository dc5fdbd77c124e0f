// Accessibility of the dashboard and the login screen (with the privacy modal open): axe finds no
// violations. Colour contrast needs real layout, so it is checked in the browser, not here.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { renderApp } from '../../../helpers/render-app';
import { makeOrder } from '../../../fixtures/rows';
import { putRecords } from '../../../helpers/order-store';

async function violations(root: Element) {
  const result = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('accessibility', () => {
  it('dashboard with orders has no axe violations', async () => {
    const { container } = await renderApp('/app/dashboard', {
      seed: (db) => putRecords(db, [makeOrder({ status: 'created' }), makeOrder({ status: 'teleported' })]),
    });
    await screen.findByText('Je hebt 1 ontvangen order(s) die nog niet geaccepteerd zijn');
    await screen.findAllByText('Status Onbekend');
    expect(await violations(container)).toEqual([]);
  });

  it('login screen and the privacy modal have no axe violations', async () => {
    const user = userEvent.setup();
    const { container } = await renderApp('/login', { session: null });
    // With the field errors shown, as they are after an empty submit.
    await user.click(await screen.findByRole('checkbox', { name: 'Ik ga akkoord met het privacybeleid' }));
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));
    await screen.findByText('Vul je e-mailadres in.');
    await user.click(screen.getByRole('link', { name: 'privacybeleid' }));
    screen.getByRole('dialog', { name: 'Privacybeleid' });
    expect(await violations(container)).toEqual([]);
  });
});
