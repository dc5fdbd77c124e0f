// Where the list opens: back from the editor at the product just saved or left (scrolled to the middle,
// its 'bewerken' link focused for keyboard users), else at the top. The window keeps the editor's scroll
// offset otherwise, which lands staff somewhere in the middle of the menu.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** The navigation state the editor leaves with: which product to show. */
export interface ReturnState {
  product?: string;
}

export function useReturnPlace(loaded: boolean): void {
  const location = useLocation();
  const done = useRef(false);
  const product = (location.state as ReturnState | null)?.product;
  useEffect(() => {
    if (done.current || !loaded) return;
    done.current = true;
    const row = product ? document.querySelector<HTMLElement>(`[data-product="${CSS.escape(product)}"]`) : null;
    // Statements, not returned values: newer Chromium returns promises from scrollTo and scrollIntoView,
    // which React would take for a cleanup function.
    if (!row) {
      window.scrollTo?.(0, 0);
      return;
    }
    row.scrollIntoView?.({ block: 'center' });
    row.querySelector<HTMLElement>('a[href*="/edit/"]')?.focus({ preventScroll: true });
  }, [loaded, product]);
}
