// Texts about time: "until" choices for sold out, busy mode and closure, the default ready times,
// the "Klaar over" choice at accept, "Vertraging", and the due times and countdowns on order cards.
import { ACTION_ERRORS } from './errors';

export const timing = {
  untilTitle: 'Tot wanneer?',
  cancel: 'Annuleren',
  stock: {
    hour: '1 uur',
    restOfDay: 'Rest van vandaag',
    indefinite: 'Onbepaald',
    soldOutUntil: (until: string) => `Uitverkocht tot ${until}`,
  },
  busy: {
    dialogTitle: 'Drukte modus aanzetten',
    minutesLegend: 'Hoeveel minuten extra?',
    minutes: (n: number) => `+${n} minuten`,
    untilLegend: 'Tot wanneer?',
    until: { m30: '30 minuten', h1: '1 uur', h2: '2 uur', restOfDay: 'Rest van vandaag', indefinite: 'Onbepaald' },
    confirm: 'Aanzetten',
    stateOn: (minutes: number, until: string | null) =>
      [minutes > 0 ? `${minutes} minuten extra` : null, until ? `tot ${until}` : 'tot je hem uitzet']
        .filter(Boolean).join(', '),
  },
  closure: {
    dialogTitle: 'Hoe lang gesloten?',
    nextOpening: 'Tot de volgende opening',
    atTime: 'Tot een tijd',
    indefinite: 'Onbepaald',
    timeLabel: 'Gesloten tot',
    confirmTime: 'Sluiten',
    closedUntil: (until: string) => `Gesloten tot ${until}`,
    closedIndefinitely: 'Gesloten tot je de shop weer opent',
  },
  ready: {
    title: 'Bereidingstijd',
    explain: 'De tijd die je klanten belooft als je een bestelling accepteert. Met de drukte modus aan komen de extra minuten erbij.',
    delivery: 'Bezorgen',
    pickup: 'Afhalen',
    minutes: (n: number) => `${n} minuten`,
    failed: ACTION_ERRORS.readyMinutes,
  },
  accept: {
    label: 'Klaar over',
    standard: (n: number) => `Standaard (${n} min)`,
    minutes: (n: number) => `${n} min`,
  },
  delay: {
    button: 'Vertraging',
    buttonLabel: (number: string) => `Vertraging voor ${number}`,
    choice: (n: number) => `+${n} min`,
    choiceLabel: (n: number, number: string) => `${n} minuten vertraging voor ${number}`,
    close: 'Sluiten',
    failed: ACTION_ERRORS.orderDelay,
  },
  due: {
    promised: 'Klaar om',
    expected: 'Verwacht',
    left: (n: number) => `nog ${n} min`,
    late: (n: number) => (n === 0 ? 'nu te laat' : `${n} min te laat`),
    waited: (n: number) => `wacht ${n} min`,
  },
} as const;
