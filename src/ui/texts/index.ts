// Every Dutch text of the app in one typed catalogue, verbatim from the specification where it gives
// one. Each area keeps its texts in texts/<area>.ts; printer.ts, timing.ts, info.ts, notifications.ts and
// account.ts are imported on their own, so the first screen does not carry the texts of screens loaded
// later. texts/errors.ts words what src/db and src/sync report as kinds and codes (refused changes,
// conflicts, failed sign-ins).
import { common } from './common';
import { shell } from './shell';
import { welcome } from './welcome';
import { login } from './login';
import { dashboard } from './dashboard';
import { orders } from './orders';
import { products } from './products';
import { productStatus } from './productStatus';
import { settingsHome } from './settingsHome';
import { openingHours } from './openingHours';
import { alert } from './alert';
import { pwa } from './pwa';

export { ACTION_ERRORS, unsentChangesWarning } from './errors';
export { STATUS_LABELS, UNKNOWN_STATUS_LABEL, statusLabel } from '../../domain/order-status';

export const texts = {
  ...common,
  common,
  shell,
  welcome,
  login,
  dashboard,
  orders,
  products,
  productStatus,
  settingsHome,
  openingHours,
  alert,
  pwa,
} as const;
