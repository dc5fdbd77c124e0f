// Spec sections 2, 4, 5 and 9, opening hours per weekday: Monday first, defaults for missing days,
// the open/closed switch creating a missing day, and the 30-minute time sheet.
import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../helpers/render-app';
import { makeOpeningHours } from '../../../fixtures/rows';

// The first read of several live queries can take a while on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const PATH = '/app/settings/opening-hours';
const monday = makeOpeningHours({ weekday: 1, open_time: '10:00:00', close_time: '22:00:00', is_active: true });
const sunday = makeOpeningHours({ weekday: 0, open_time: '12:00:00', close_time: '20:00:00', is_active: false });

const day = (name: string) => screen.findByRole('article', { name });

describe('opening hours: weekdays', () => {
  it('shows the back link, heading and intro, then one card per weekday from Monday to Sunday', async () => {
    await renderApp(PATH, { seed: (db) => db.opening_hours.bulkPut([sunday, monday]) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Openingstijden' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Terug/ })).toHaveAttribute('href', '/app/settings');
    expect(screen.getByText(/alleen bestellen tijdens de openingstijden/)).toBeInTheDocument();
    await day('Maandag');
    const week = screen.getByRole('list', { name: 'Openingstijden per dag' });
    const names = within(week).getAllByRole('heading').map((heading) => heading.textContent);
    expect(names).toEqual(['Maandag', 'Dinsdag', 'Woensdag', 'Donderdag', 'Vrijdag', 'Zaterdag', 'Zondag']);
  });

  it('shows an open day with its times and a closed or missing day as Gesloten', async () => {
    await renderApp(PATH, { seed: (db) => db.opening_hours.bulkPut([sunday, monday]) });
    const mondayCard = await day('Maandag');
    expect(within(mondayCard).getByRole('switch', { name: 'Maandag geopend' })).toBeChecked();
    // The name starts with the visible text (label in name) and then says which weekday.
    expect(within(mondayCard).getByRole('button', { name: /Openingstijd maandag 10:00/ }))
      .toHaveAccessibleName('Open: 10:00, Openingstijd maandag 10:00');
    expect(within(mondayCard).getByRole('button', { name: /Openingstijd maandag 10:00/ })).toHaveTextContent('Open: 10:00');
    expect(within(mondayCard).getByRole('button', { name: /Sluitingstijd maandag 22:00/ })).toHaveTextContent('Sluit: 22:00');
    for (const name of ['Dinsdag', 'Zondag']) {
      const card = await day(name);
      expect(within(card).getByRole('switch', { name: `${name} geopend` })).not.toBeChecked();
      expect(within(card).getByText('Gesloten')).toBeInTheDocument();
      expect(within(card).queryByRole('button')).toBeNull();
    }
  });

  it('opens a missing day with the defaults 09:00-17:00: the row is created and the change queued', async () => {
    const user = userEvent.setup();
    const { db } = await renderApp(PATH);
    const tuesday = await day('Dinsdag');
    expect(within(tuesday).queryByRole('img', { name: 'Nog niet verzonden' })).toBeNull();
    await user.click(within(tuesday).getByRole('switch', { name: 'Dinsdag geopend' }));

    expect(await within(tuesday).findByRole('button', { name: /Openingstijd dinsdag 09:00/ })).toBeInTheDocument();
    expect(within(tuesday).getByRole('button', { name: /Sluitingstijd dinsdag 17:00/ })).toBeInTheDocument();
    const row = await db.opening_hours.where('weekday').equals(2).first();
    expect(row).toMatchObject({ weekday: 2, is_active: true, open_time: '09:00', close_time: '17:00' });
    const entries = await db.outbox.where('key').equals('opening_hours:2').toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ state: 'pending', payload: { weekday: 2, is_active: true } });
    expect(await within(tuesday).findByRole('img', { name: 'Nog niet verzonden' })).toBeInTheDocument();
    expect(within(await day('Woensdag')).queryByRole('img', { name: 'Nog niet verzonden' })).toBeNull();
  });

  it('closes an open day: the row becomes inactive and the card says Gesloten', async () => {
    const user = userEvent.setup();
    const { db } = await renderApp(PATH, { seed: (db) => db.opening_hours.put(monday) });
    const mondayCard = await day('Maandag');
    await user.click(within(mondayCard).getByRole('switch', { name: 'Maandag geopend' }));
    expect(await within(mondayCard).findByText('Gesloten')).toBeInTheDocument();
    expect((await db.opening_hours.get(monday.id))?.is_active).toBe(false);
  });

  it('offers the 48 half-hour times in a sheet, marks the current one, and saves the chosen one', async () => {
    const user = userEvent.setup();
    const { db } = await renderApp(PATH, { seed: (db) => db.opening_hours.put(monday) });
    await user.click(within(await day('Maandag')).getByRole('button', { name: /Openingstijd maandag 10:00/ }));

    const sheet = await screen.findByRole('dialog', { name: 'Openingstijd maandag' });
    expect(sheet).toHaveClass('sheet');
    const times = within(within(sheet).getByRole('list', { name: 'Tijden' })).getAllByRole('button');
    expect(times).toHaveLength(48);
    expect(times[0]).toHaveTextContent('00:00');
    expect(times[47]).toHaveTextContent('23:30');
    const current = within(sheet).getByRole('button', { name: '10:00', pressed: true });
    expect(current).toHaveFocus();
    expect(within(sheet).getAllByRole('button', { pressed: true })).toHaveLength(1);

    await user.click(within(sheet).getByRole('button', { name: '10:30' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(await day('Maandag')).findByRole('button', { name: /Openingstijd maandag 10:30/ })).toBeInTheDocument();
    expect((await db.opening_hours.get(monday.id))?.open_time).toBe('10:30');
    const [entry] = await db.outbox.where('key').equals('opening_hours:1').toArray();
    expect(entry.payload).toMatchObject({ weekday: 1, open_time: '10:30' });
  });

  it('sets the closing time through its own sheet', async () => {
    const user = userEvent.setup();
    const { db } = await renderApp(PATH, { seed: (db) => db.opening_hours.put(monday) });
    await user.click(within(await day('Maandag')).getByRole('button', { name: /Sluitingstijd maandag 22:00/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Sluitingstijd maandag' });
    expect(within(sheet).getByRole('button', { name: '22:00' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(sheet).getByRole('button', { name: '23:30' }));
    await waitFor(async () => expect((await db.opening_hours.get(monday.id))?.close_time).toBe('23:30'));
  });

  it('closes the sheet with Escape or the close button without changing anything', async () => {
    const user = userEvent.setup();
    const { db } = await renderApp(PATH, { seed: (db) => db.opening_hours.put(monday) });
    const opener = within(await day('Maandag')).getByRole('button', { name: /Openingstijd maandag 10:00/ });
    await user.click(opener);
    await screen.findByRole('dialog', { name: 'Openingstijd maandag' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(opener).toHaveFocus();

    await user.click(opener);
    const sheet = await screen.findByRole('dialog', { name: 'Openingstijd maandag' });
    await user.click(within(sheet).getByRole('button', { name: 'Sluiten' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await db.outbox.count()).toBe(0);
    expect((await db.opening_hours.get(monday.id))?.open_time).toBe('10:00:00');
  });
});
