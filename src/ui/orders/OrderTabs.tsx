// The three order tabs with count badges (spec section 4): an ARIA tablist with arrow, Home and End
// keys and roving focus; the selected tab's panel holds the children. While the history still comes
// in, the Archief count is not final: it reads '133+'.
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { HistoryProgress } from '../../db/history';
import { useTabCounts } from '../../db/order-store';
import type { OrderTab } from '../../domain/order-status';
import { PartialValue } from '../components/HistoryProgress';
import { texts } from '../texts';

export const ORDER_TABS: readonly OrderTab[] = ['new', 'active', 'archive'];

const tabId = (tab: OrderTab) => `orders-tab-${tab}`;
const panelId = (tab: OrderTab) => `orders-panel-${tab}`;

export type OrderTabsProps = {
  tab: OrderTab; onChange(tab: OrderTab): void; now: number; history: HistoryProgress | null | undefined; children: ReactNode;
};

export function OrderTabs({ tab, onChange, now, history, children }: OrderTabsProps) {
  const counts = useTabCounts(now);
  const refs = useRef<Partial<Record<OrderTab, HTMLButtonElement | null>>>({});

  const select = (next: OrderTab) => {
    onChange(next);
    refs.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = ORDER_TABS.indexOf(tab);
    const last = ORDER_TABS.length - 1;
    const target = {
      ArrowRight: at === last ? 0 : at + 1,
      ArrowLeft: at === 0 ? last : at - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(ORDER_TABS[target]);
  };

  return (
    <>
      <div className="order-tabs" role="tablist" aria-label={texts.orders.tabs.label} onKeyDown={onKeyDown}>
        {ORDER_TABS.map((key) => (
          <button
            key={key}
            ref={(element) => { refs.current[key] = element; }}
            type="button"
            role="tab"
            id={tabId(key)}
            className="order-tabs__tab"
            aria-selected={key === tab}
            aria-controls={key === tab ? panelId(key) : undefined}
            tabIndex={key === tab ? 0 : -1}
            onClick={() => onChange(key)}
          >
            {texts.orders.tabs[key]}
            {counts && (key !== 'archive' || history !== undefined) && (
              <span className="order-tabs__count">
                <PartialValue value={String(counts[key])} partial={key === 'archive' && !!history} />
              </span>
            )}
          </button>
        ))}
      </div>
      <div className="order-tabs__panel" role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)}>
        {children}
      </div>
    </>
  );
}
