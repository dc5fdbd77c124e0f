// Texts of the order search on the Orders screen: the field, the filters, the results on this device
// and the older orders the server finds.

export const search = {
  field: 'Zoek op naam, telefoon, bestelnummer of adres',
  filters: 'Filters',
  from: 'Van',
  to: 'Tot en met',
  status: 'Status',
  allStatuses: 'Alle statussen',
  clear: 'Wissen',
  found: (n: number, more: boolean) => (n === 0 ? 'Geen bestellingen gevonden op dit apparaat.' : `${n}${more ? '+' : ''} gevonden op dit apparaat`),
  older: 'Zoek ook in oudere bestellingen',
  olderTitle: 'Oudere bestellingen',
  olderNone: 'Geen oudere bestellingen gevonden.',
  olderBusy: 'Zoeken…',
  olderMore: 'Meer laden',
  offline: 'Oudere bestellingen zoeken kan alleen met verbinding.',
  olderFailed: 'Zoeken in oudere bestellingen is mislukt. Probeer opnieuw.',
  readOnly: 'Oudere bestelling: alleen inzien.',
  historyFailed: 'De geschiedenis kon niet worden geladen.',
};
