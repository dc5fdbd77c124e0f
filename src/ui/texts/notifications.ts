// The Meldingen screen (spec sections 2, 4 and 8): sound toggle, volume, push, sound choice, status.
export const notifications = {
  title: 'Meldingen',
  sound: {
    title: 'Geluidsmeldingen',
    toggle: 'Geluid bij nieuwe bestellingen',
    on: 'Aan',
    off: 'Uit',
    volume: 'Volume',
    percent: (volume: number) => `${volume}%`,
    test: 'Test',
    promptHint: 'Je browser vraagt om toestemming om geluid af te spelen zodra je geluidsmeldingen inschakelt.',
    denied: 'Audio toestemming geweigerd. Herlaad de pagina om opnieuw te proberen.',
    permissionRequired:
      'Audio toestemming is vereist om geluidsmeldingen in te schakelen. Controleer je browser instellingen.',
  },
  push: {
    title: 'Pushmeldingen',
    toggle: 'Pushmelding bij nieuwe bestellingen',
    on: 'Aan',
    off: 'Uit',
    explain: 'Je krijgt ook een melding als de app niet open is of het scherm uit staat, tot iemand de bestelling accepteert.',
    isOn: 'Pushmeldingen staan aan op dit apparaat.',
    isOff: 'Pushmeldingen staan uit op dit apparaat.',
    busy: 'Pushmeldingen worden ingeschakeld…',
    unsupported:
      'Deze browser kan geen pushmeldingen ontvangen. Op een iPhone of iPad werkt het alleen als je de app eerst via "Zet op beginscherm" installeert en vanaf het beginscherm opent.',
    denied:
      'Meldingen zijn geblokkeerd voor deze app. Sta meldingen toe in je browser: tik op het slotje naast het adres, kies Site-instellingen → Meldingen → Toestaan, en zet de schakelaar daarna opnieuw aan.',
    offline:
      'Geen verbinding: de sleutel voor pushmeldingen kan nu niet worden opgehaald. Zet de schakelaar opnieuw aan zodra je weer online bent.',
    failed: 'Pushmeldingen konden niet worden ingeschakeld. Probeer het later opnieuw.',
    unsent: 'Nog niet naar de server verzonden; dit gebeurt vanzelf zodra er weer verbinding is.',
    dismiss: 'Sluiten',
  },
  choice: {
    title: 'Geluidskeuze',
    generated: 'Gegenereerde beep toon',
    file: 'Audio bestand',
    selected: 'Geselecteerd',
    play: (name: string) => `Speel ${name} af`,
    names: {
      beep: 'Standaard beep',
      'new-order-1': 'Geluid 1',
      'new-order-2': 'Geluid 2',
      'new-order-3': 'Geluid 3',
      'new-order-4': 'Geluid 4',
    },
  },
  status: {
    title: 'Status',
    openOrders: 'Openstaande orders',
    orders: (n: number) => `${n} ${n === 1 ? 'order' : 'orders'}`,
    permission: 'Audio toestemming',
    permissions: { granted: 'Toegestaan', denied: 'Geweigerd', prompt: 'Niet gevraagd' },
    active: 'Meldingen actief',
    activeYes: 'Actief',
    activeNo: 'Inactief',
  },
} as const;
