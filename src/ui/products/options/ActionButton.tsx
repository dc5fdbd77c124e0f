// A small button for an item's action, named with the item ('Mayonaise bewerken'): its word on
// tablets and wider, an icon on phones (so an option's buttons fit on one line at 360 px).
import type { ReactNode } from 'react';

export type ActionButtonProps = {
  label: string;
  text: string;
  icon: 'edit' | 'remove';
  danger?: boolean;
  onClick(): void;
};

export function ActionButton({ label, text, icon, danger, onClick }: ActionButtonProps) {
  return (
    <button type="button" className={`button button--small action-button${danger ? ' button--danger' : ''}`}
      aria-label={label} title={label} onClick={onClick}>
      <span className="action-button__icon" aria-hidden="true">{ICONS[icon]}</span>
      <span className="action-button__text" aria-hidden="true">{text}</span>
    </button>
  );
}

const svg = (children: ReactNode) => (
  <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2"
    strokeLinecap="round" strokeLinejoin="round" focusable="false">
    {children}
  </svg>
);

const ICONS = {
  edit: svg(<><path d="M12 20h9" /><path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z" /></>),
  remove: svg(<><path d="M3 6h18" /><path d="M8 6V4h8v2" /><path d="M19 6l-1 14H6L5 6" /><path d="M10 11v6M14 11v6" /></>),
};
