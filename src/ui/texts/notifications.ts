// The Meldingen screen (spec sections 2, 4 and 8): sound toggle, volume, sound choice and status.
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
