// Texts of the Z- and X-rapport (issue 32), on paper and in the print window. Not in the texts barrel:
// they load with the report's printing code only.
import type { DayReportLineKey } from '../../domain/day-report';

export const dayReportTexts = {
  zTitle: (number: number | null) => (number === null ? 'Z-rapport' : `Z-rapport ${number}`),
  xTitle: 'X-rapport',
  xNote: 'Tussenstand, geen dagafsluiting',
  businessDay: 'Bedrijfsdag',
  closedAt: 'Afgesloten',
  printedAt: 'Afgedrukt',
  cancelReasons: 'Geannuleerd per reden',
  noReason: 'Zonder reden',
  lines: {
    orders: 'Bestellingen',
    gross: 'Totaal ontvangen (bruto)',
    tips: 'Fooi',
    turnoverIncl: 'Omzet incl. btw',
    incl9: 'Omzet 9% incl. btw',
    vat9: 'Btw 9%',
    excl9: 'Omzet 9% excl. btw',
    incl21: 'Omzet 21% incl. btw',
    vat21: 'Btw 21%',
    excl21: 'Omzet 21% excl. btw',
    turnoverExcl: 'Omzet excl. btw',
    vat: 'Btw totaal',
    paidOnline: 'Online betaald',
    toCollect: 'Nog te innen',
    refunded: 'Terugbetaald',
    deliveryFees: 'Bezorgkosten',
    discounts: 'Korting',
    pickup: 'Afhalen',
    delivery: 'Bezorgen',
    canceled: 'Geannuleerd',
    canceledAmount: 'Geannuleerd bedrag',
  } satisfies Record<DayReportLineKey, string>,
};
