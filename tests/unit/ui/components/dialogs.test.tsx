// components/dialogs and Modal: confirm labels and answers (Escape answers no), focus back to the
// opener, one toast at a time in one status region, and that region inside an open modal dialog.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DialogProvider, TOAST_MS, useDialogs, type Dialogs } from '../../../../src/ui/components/dialogs';
import { Modal } from '../../../../src/ui/components/Modal';
import { ToastHost } from '../../../../src/ui/components/ToastHost';

let dialogs: Dialogs;

function Probe() {
  dialogs = useDialogs();
  const [open, setOpen] = useState(false);
  return (
    <>
      <header><ToastHost className="toast-host" /></header>
      <button type="button" onClick={() => setOpen(true)}>Openen</button>
      {open && (
        <Modal className="modal" labelledBy="probe-title" onCancel={() => setOpen(false)}>
          <h2 id="probe-title">Proef</h2>
          <button type="button" onClick={() => setOpen(false)}>Sluiten</button>
        </Modal>
      )}
    </>
  );
}

const renderProbe = () => render(<DialogProvider><Probe /></DialogProvider>);

afterEach(() => vi.useRealTimers());

describe('confirm', () => {
  it("says 'Annuleren' and 'OK' without labels, starts on the safe answer, and answers by button", async () => {
    const user = userEvent.setup();
    renderProbe();
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => void (answer = dialogs.confirm('Zeker weten?')));
    const confirm = await screen.findByRole('alertdialog', { name: 'Zeker weten?' });
    expect(within(confirm).getAllByRole('button').map((b) => b.textContent)).toEqual(['Annuleren', 'OK']);
    expect(within(confirm).getByRole('button', { name: 'Annuleren' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'OK' }));
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('takes named buttons, and Escape answers no and gives focus back', async () => {
    const user = userEvent.setup();
    renderProbe();
    const opener = screen.getByRole('button', { name: 'Openen' });
    opener.focus();
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => void (answer = dialogs.confirm('Bestelling weg?', { confirm: 'Weggooien', cancel: 'Terug' })));
    const confirm = await screen.findByRole('alertdialog', { name: 'Bestelling weg?' });
    expect(within(confirm).getAllByRole('button').map((b) => b.textContent)).toEqual(['Terug', 'Weggooien']);
    await user.keyboard('{Escape}');
    await expect(answer).resolves.toBe(false);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(opener).toHaveFocus();
  });
});

describe('toasts', () => {
  it('shows one at a time: the newest replaces the last, and goes after its time', () => {
    vi.useFakeTimers();
    renderProbe();
    act(() => {
      dialogs.toast('Een');
      dialogs.toast('Twee');
    });
    act(() => vi.advanceTimersByTime(TOAST_MS - 100));
    act(() => dialogs.toast('Drie'));
    const region = screen.getByRole('status');
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(within(region).getAllByText(/.+/).map((p) => p.textContent)).toEqual(['Drie']);
    // The first toasts' timers do not take the newest one away.
    act(() => vi.advanceTimersByTime(200));
    expect(region).toHaveTextContent('Drie');
    act(() => vi.advanceTimersByTime(TOAST_MS));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('sits in the host the page offers, and inside a modal dialog while one is open', async () => {
    const user = userEvent.setup();
    renderProbe();
    expect(screen.getByRole('banner')).toContainElement(screen.getByRole('status'));
    await user.click(screen.getByRole('button', { name: 'Openen' }));
    const modal = screen.getByRole('dialog', { name: 'Proef' });
    act(() => dialogs.toast('Opgeslagen'));
    expect(within(modal).getByRole('status')).toHaveTextContent('Opgeslagen');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Openen' })).toHaveFocus();
    expect(screen.getByRole('banner')).toContainElement(screen.getByRole('status'));
  });
});
