// Line icons of the quick-action cards, drawn inline so they show on every device without an emoji font.
export type CardIconName = 'orders' | 'shop' | 'status' | 'products' | 'stats';

const PATHS: Record<CardIconName, string> = {
  orders: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h3',
  shop: 'M3 9l2-5h14l2 5M3 9h18v2a3 3 0 0 1-6 0 3 3 0 0 1-6 0 3 3 0 0 1-6 0zM5 13v7h14v-7M10 20v-5h4v5',
  status: 'M7 7h10a5 5 0 0 1 0 10H7A5 5 0 0 1 7 7zM16 12m-3 0a3 3 0 1 0 6 0 3 3 0 1 0-6 0',
  products: 'M3 7l9-4 9 4-9 4zM3 7v10l9 4 9-4V7M12 11v10',
  stats: 'M4 20h16M7 16v-5M12 16V6M17 16v-8',
};

export type CardIconProps = { name: CardIconName };

export function CardIcon({ name }: CardIconProps) {
  return (
    <svg className="action-card__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false"
      fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
      <path d={PATHS[name]} />
    </svg>
  );
}
