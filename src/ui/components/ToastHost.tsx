// Where the one toast region of components/dialogs.tsx shows. A section of the screen offers a spot by
// rendering a ToastHost: the top bar offers the place just under itself, where a toast covers no
// control staff are about to use; an open modal dialog offers one inside itself, since the page behind
// a modal is inert and under the top layer (a toast there could be neither seen well nor read out).
// The newest modal host wins, else the newest plain host; with none the region floats at the top.
import { createContext, useContext, useLayoutEffect, useMemo, useState } from 'react';

export interface ToastHosts {
  add(host: HTMLElement, modal: boolean): void;
  remove(host: HTMLElement): void;
}

export const ToastHostContext = createContext<ToastHosts | null>(null);

export type ToastHostProps = { className: string; modal?: boolean };

/** An empty element the toast region is put into (through a portal) while this host is on top. */
export function ToastHost({ className, modal = false }: ToastHostProps) {
  const hosts = useContext(ToastHostContext);
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  useLayoutEffect(() => {
    if (!element || !hosts) return;
    hosts.add(element, modal);
    return () => hosts.remove(element);
  }, [element, hosts, modal]);
  return <div ref={setElement} className={className} />;
}

type Entry = { host: HTMLElement; modal: boolean };

/** The provider's side: the registry to hand down, and the host the region belongs in (null: none). */
export function useToastHosts(): [ToastHosts, HTMLElement | null] {
  const [entries, setEntries] = useState<Entry[]>([]);
  const hosts = useMemo<ToastHosts>(() => ({
    add: (host, modal) => setEntries((current) => [...current.filter((e) => e.host !== host), { host, modal }]),
    remove: (host) => setEntries((current) => current.filter((e) => e.host !== host)),
  }), []);
  const modals = entries.filter((e) => e.modal);
  const top = (modals.length > 0 ? modals : entries).at(-1);
  return [hosts, top?.host ?? null];
}
