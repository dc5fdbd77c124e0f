// Automatic printing, mounted in the shell: in the driving tab only (DESIGN rule 9), with
// this device's "automatisch afdrukken" on and a printer provided, an order seen waiting that becomes
// accepted prints its kitchen ticket (and the customer receipt when chosen), once per order and kind
// across all devices (the print ledger's claim decides). Watching starts when all that holds, so
// orders accepted before (history, the sign-in download) never print.
import { useEffect, useState } from 'react';
import { appDb, type ShopDb } from '../../db/database';
import { useNewestIds, usePendingIds } from '../../db/order-store';
import { hasJob, type PrintJobKind } from '../../db/print-jobs';
import { useSession } from '../../db/session';
import { readSyncStatus } from '../../sync';
import { useIsLeader } from '../lib/engine';
import { printOrder } from '../lib/print/print-order';
import { usePrinterAccess, type SendTicket } from '../lib/print/printer-context';
import { texts } from '../texts';
import { AutoPrinter } from './auto-printer';

/** Accepted or further along: a step past accept also counts (the detail's "set any status"). */
const ACCEPTED = ['accepted', 'preparing', 'ready_pickup', 'ready_delivery'] as const;
/** The newest accepted orders are enough: an order is printed the moment it is accepted. */
const WATCHED = 100;

export type AutoPrintProps = { db?: ShopDb; claimWaitMs?: number };

export function AutoPrint({ db = appDb(), claimWaitMs }: AutoPrintProps) {
  const leader = useIsLeader();
  const access = usePrinterAccess();
  const session = useSession(db);
  const settings = access?.settings;
  const on = leader && !!session && !!settings?.autoPrint;
  const send: SendTicket | null = on && access ? access.sendTicket : null;
  const shopName = session?.companyName || texts.common.brand;
  const [printer, setPrinter] = useState<AutoPrinter | null>(null);

  useEffect(() => {
    if (!send) return;
    const isOnline = async () => (await readSyncStatus(db)).state === 'live';
    const auto = new AutoPrinter({
      print: (request) => printOrder({ db, sendTicket: send, shopName, isOnline, claimWaitMs }, request),
      hasJob: (orderId, kind) => hasJob(db, orderId, kind),
      log: (message, detail) => console.error(message, detail),
    });
    setPrinter(auto);
    return () => {
      auto.stop();
      setPrinter(null);
    };
  }, [db, send, shopName, claimWaitMs]);

  const created = usePendingIds(db);
  // Read only while printing automatically.
  const accepted = useNewestIds(ACCEPTED, WATCHED, printer !== null, db);
  const kinds: PrintJobKind[] = settings?.autoCustomer ? ['kitchen', 'customer'] : ['kitchen'];
  const kindsKey = kinds.join(',');

  // Waiting orders first: an order created and accepted between two reads is never seen waiting.
  useEffect(() => {
    if (printer && created) printer.sawCreated(created);
  }, [printer, created]);
  useEffect(() => {
    if (printer && accepted) printer.sawAccepted(accepted, kindsKey.split(',') as PrintJobKind[]);
  }, [printer, accepted, kindsKey]);

  return null;
}
