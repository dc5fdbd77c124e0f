// The order store's public entry: the only way the rest of the app reads or changes orders. How
// orders are kept (a record per order with its parts inside, finished history orders a few to a record,
// parts waiting for their order, counts per status and hour) is this folder's secret; outside it,
// an order is an OrderRow, an OrderDetail or an OrderWithParts. Lint refuses any other access to the
// order tables (eslint.config.js); the schema (schema.ts) and the service worker (sw-reader.ts) have
// entries of their own.

// Reads for the screens (live, undefined while loading).
export { useDashboardData, useKeepDashboardData, usePendingCount, usePendingIds } from './hooks';
export { useActiveQueue, useNewestIds, useOrderDetail, useOrderStats, useTabCounts, useTabOrders } from './screen-hooks';
export type { DashboardData } from './dashboard';
export type { OrderDetail, OrderLine } from './detail';
export type { OrderStats } from './tab-reads';
export type { OrderRow } from '../rows';
export { RECENT_LIMIT, TAB_LIMIT } from './reads';
export { archiveStart } from './tab-reads';

// Reads once (printing, the pushed-order check) and a walk over every stored order (search, figures).
export { orderDetail } from './detail';
export { storedOrderCount, storedOrderRow } from './once';
export { forEachOrder, type OrderWithParts } from './walk';
export { ordersPlacedBetween } from './period';
export { completeFigureHours, figureHoursBetween, figureHoursComplete, type FigureHourRow } from './figure-hours';

// Staff changes (each applies locally and queues its change in one transaction).
export { acceptOrder, advanceOrder, cancelOrder, delayOrder, setOrderStatus, type OrderActionResult } from './changes';
export { acceptWithReceipt, type AcceptWithReceiptResult } from './accept-with-receipt';

// Ingest (src/sync, through the generic mirror).
export { ingestOrderBatch, isOrderTable, orderPartStorage, orderStorage, ORDER_TABLES, type OrderBatch, type OrderTable } from './ingest';
export { packHistory, type HistoryRows } from './pack-history';
export { pruneFinishedOrders } from './cleanup';
export { prepareSearch, searchStoredOrders, storedOrdersOfPhone, useOrdersChanged, type LocalSearchFilters } from './search';
export { clearOrderEvents, eventScope, eventsOfOrders, orderEventRows, putOrderEvents, removeOrderEvents, useOrderEvents } from './events';
export { clearOrders } from './write';

// The stores a transaction that also changes orders must lock (a history page with its meta rows).
export { orderScope } from './tables';
