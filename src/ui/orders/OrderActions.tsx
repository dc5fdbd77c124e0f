// The buttons of an order card (spec section 4): next step, accept (and print) for new orders, cancel
// after a confirm with its reason, and the route. A failed or refused change shows the spec's alert for that action.
import { useState } from 'react';
import { appDb } from '../../db/database';
import { acceptWithReceipt } from '../../db/order-store';
import { type OrderRow } from '../../db/order-store';
import { acceptOrder, advanceOrder, cancelOrder, type OrderActionResult } from '../../db/order-store';
import { canCancel, nextStepLabel, tabOf } from '../../domain/order-status';
import { useDialogs } from '../components/dialogs';
import { useReceiptPrinter } from '../lib/print/useReceiptPrinter';
import { ACTION_ERRORS, texts } from '../texts';
import { useOpenRoute } from './route';
import { deliveryTypeOf } from './labels';
import { CancelDialog } from './CancelDialog';
import { DelayButton } from './DelayButton';
import { ReadyChoice } from './ReadyChoice';

const t = texts.orders;

export type OrderActionsProps = { order: OrderRow; onDetails(): void; numberLabel: string };

/** True when the mutation was applied (locally, and queued); false when it threw or refused. */
async function succeeded(run: () => Promise<OrderActionResult>): Promise<boolean> {
  try {
    return (await run()).ok;
  } catch (error) {
    console.error('order action failed', error);
    return false;
  }
}

export function OrderActions({ order, onDetails, numberLabel }: OrderActionsProps) {
  const dialogs = useDialogs();
  const printer = useReceiptPrinter();
  const openRoute = useOpenRoute();
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  // "Klaar over": undefined promises the shop's default ready time.
  const [ready, setReady] = useState<number | undefined>(undefined);
  const id = order.id;
  const step = nextStepLabel(order.status, order.delivery_type);
  const isNew = order.status === 'created';
  // Finished orders (delivered, canceled, picked up) need no route and can no longer be canceled.
  const open = canCancel(order.status);

  const run = async (action: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };

  const simple = (mutate: () => Promise<OrderActionResult>, error: string) => run(async () => {
    if (!(await succeeded(mutate))) await dialogs.alert(error);
  });

  // What a shop worker expects of "Accepteren en printen" with automatic printing on: the kitchen
  // ticket comes out by itself (and nothing else of it), and the customer receipt is the one this button
  // prints, once, on whichever tablet prints receipts automatically. So the receipt's job is queued with
  // the accept and reaches the server before it (accept-with-receipt.ts); automatic printing, here and
  // on every other device, finds the receipt taken.
  const acceptAndPrint = () => {
    // The window opens now, inside the click (none with a printer set up); the receipt follows the accept.
    const job = printer.begin();
    return run(async () => {
      let accepted;
      try {
        accepted = await acceptWithReceipt(id, appDb(), ready);
      } catch (error) {
        console.error('order action failed', error);
      }
      if (!accepted?.ok) {
        job.cancel();
        await dialogs.alert(ACTION_ERRORS.acceptAndPrint);
        return;
      }
      await job.printRecorded(accepted.job);
    });
  };

  // Asked before the buttons go busy: declined, focus goes back to an enabled cancel button.
  const cancel = (reason: string) => {
    setAsking(false);
    void run(async () => {
      if (!(await succeeded(() => cancelOrder(id, reason)))) await dialogs.alert(ACTION_ERRORS.cancelOrder);
    });
  };

  return (
    <div className="order-actions">
      {isNew && (
        <>
          <ReadyChoice order={order} value={ready} onChange={setReady} disabled={busy} />
          <button type="button" className="button button--primary" disabled={busy} onClick={acceptAndPrint}>
            {t.actions.acceptAndPrint}
          </button>
          <button type="button" className="button button--primary" disabled={busy}
            onClick={() => simple(() => acceptOrder(id, undefined, ready), ACTION_ERRORS.acceptOrder)}>
            {t.actions.accept}
          </button>
        </>
      )}
      {step && (
        <button type="button" className="button button--primary" disabled={busy}
          onClick={() => simple(() => advanceOrder(id), ACTION_ERRORS.orderStep)}>
          {step}
        </button>
      )}
      {tabOf(order.status) === 'active' && <DelayButton order={order} numberLabel={numberLabel} disabled={busy} />}
      {deliveryTypeOf(order) === 'delivery' && open && (
        <button type="button" className="button" disabled={busy} aria-label={t.card.routeLabel(numberLabel)}
          onClick={() => run(() => openRoute(id))}>
          {t.card.route}
        </button>
      )}
      <button type="button" className="button" aria-label={t.card.detailsLabel(numberLabel)} onClick={onDetails}>
        {t.card.details}
      </button>
      {open && (
        <button type="button" className="button button--danger" disabled={busy} onClick={() => setAsking(true)}>
          {t.actions.cancel}
        </button>
      )}
      {asking && <CancelDialog onConfirm={cancel} onBack={() => setAsking(false)} />}
    </div>
  );
}
