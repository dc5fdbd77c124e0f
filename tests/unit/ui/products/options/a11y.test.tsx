// Accessibility of the option screens and their dialogs: axe finds no violations (colour contrast
// needs a real layout engine and is left to the browser runs).
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { renderApp } from '../../../../helpers/render-app';
import { seedOptions } from './menu-fixtures';

async function violations(): Promise<string[]> {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

describe('option screens accessibility', () => {
  it('option groups, the group form, the option form and the attach dialog', async () => {
    const user = userEvent.setup();
    await renderApp('/app/products/options', { seed: seedOptions });
    const saus = await screen.findByRole('article', { name: 'Saus' });
    expect(await violations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Optiegroep toevoegen' }));
    const groupDialog = await screen.findByRole('dialog', { name: 'Optiegroep toevoegen' });
    await user.click(within(groupDialog).getByRole('button', { name: 'Opslaan' }));
    await within(groupDialog).findByText('Naam is verplicht.');
    expect(await violations()).toEqual([]);
    await user.click(within(groupDialog).getByRole('button', { name: 'Annuleren' }));

    await user.click(within(saus).getByRole('button', { name: 'Mayonaise bewerken' }));
    const valueDialog = await screen.findByRole('dialog', { name: 'Optie bewerken' });
    expect(await violations()).toEqual([]);
    await user.click(within(valueDialog).getByRole('button', { name: 'Annuleren' }));

    await user.click(within(saus).getByRole('button', { name: 'Saus koppelen aan producten' }));
    const attach = await screen.findByRole('dialog', { name: 'Koppelen aan producten' });
    await within(attach).findByRole('checkbox', { name: 'Kroket' });
    expect(await violations()).toEqual([]);
  });

  it('option values', async () => {
    await renderApp('/app/products/option-values', { seed: seedOptions });
    await screen.findByRole('article', { name: 'Mayonaise' });
    expect(await violations()).toEqual([]);
  });
});
