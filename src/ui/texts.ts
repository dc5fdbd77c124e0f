// Every Dutch text of the app in one typed catalogue, verbatim from the specification where it gives
// one. Each area keeps its part in texts/<area>.ts; texts/errors.ts words what src/db and src/sync
// report as kinds and codes (refused changes, conflicts, failed sign-ins).
import { common } from './texts/common';
import { shell } from './texts/shell';
import { welcome } from './texts/welcome';
import { login } from './texts/login';
import { dashboard } from './texts/dashboard';
import { orders } from './texts/orders';
import { products } from './texts/products';
import { productStatus } from './texts/productStatus';
import { settingsHome } from './texts/settingsHome';
import { account } from './texts/account';
import { openingHours } from './texts/openingHours';
import { notifications } from './texts/notifications';
import { info } from './texts/info';
import { alert } from './texts/alert';
import { pwa } from './texts/pwa';

export {
  ACTION_ERRORS, LOGIN_ERRORS, NO_ACCESS_TEXT, orderConflictMessage, rejectionText, signInErrorText, unsentChangesWarning,
} from './texts/errors';
export { STATUS_LABELS, UNKNOWN_STATUS_LABEL, statusLabel } from '../domain/order-status';

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
  account,
  openingHours,
  notifications,
  info,
  alert,
  pwa,
} as const;
