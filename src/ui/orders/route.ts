// Route to the delivery address (spec section 2): the cart's address in a maps service, in a new tab.
import { useCallback } from 'react';
import { appDb } from '../../db/database';
import { orderDetail, type OrderDetail } from '../../db/order-store';
import { useDialogs } from '../components/dialogs';
import { texts } from '../texts';

const MAPS_DIR = 'https://www.google.com/maps/dir/?api=1&destination=';

/** The maps URL for the cart's address, or null when there is no street address to go to. */
export function routeUrl(address: OrderDetail['deliveryAddress']): string | null {
  const street = address?.address?.trim();
  if (!address || !street) return null;
  const destination = [street, address.postcode?.trim(), address.city?.trim()].filter(Boolean).join(' ');
  return MAPS_DIR + encodeURIComponent(destination);
}

/** Looks the address up and opens the route; the spec's alerts when there is none or the lookup fails. */
export function useOpenRoute(): (orderId: string) => Promise<void> {
  const dialogs = useDialogs();
  return useCallback(async (orderId: string) => {
    let detail: OrderDetail | null;
    try {
      detail = await orderDetail(appDb(), orderId);
    } catch (error) {
      console.error('address lookup failed', error);
      await dialogs.alert(texts.orders.route.lookupFailed);
      return;
    }
    const url = routeUrl(detail?.deliveryAddress ?? null);
    if (!url) {
      await dialogs.alert(texts.orders.route.noAddress);
      return;
    }
    window.open(url, '_blank', 'noopener');
  }, [dialogs]);
}
