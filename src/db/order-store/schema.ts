// What the database's schema (database.ts) needs of the order store: the middleware that dates order
// records and the upgrades of the order stores. Kept apart from the public entry (index.ts), which
// brings the whole store: the schema loads before the first screen, most of the store only with it.
export { orderDue } from './due';
export { childRowsAsParts, countedHours, datedOrders, figuresPending, partsIntoOrders, storedStatuses } from './upgrades';
