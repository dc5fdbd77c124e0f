// The dashboard (spec section 2 "Dashboard", section 4 "Dashboard groups").
export const dashboard = {
  title: 'Dashboard',
  welcome: (email: string, company: string) => `Welkom terug, ${email}. Dit is het overzicht van ${company}.`,
  pendingAlert: (n: number) => `Je hebt ${n} ontvangen order(s) die nog niet geaccepteerd zijn`,
  quickActions: 'Snelle acties',
  cards: {
    orders: { title: 'Ontvangen orders', hint: 'Nieuwe bestellingen bekijken en accepteren', badge: (n: number) => `${n} nieuw` },
    shopStatus: { title: 'Shop status', hint: 'Openingstijden, drukte en sluiting' },
    productStatus: { title: 'Productstatus', hint: 'Zichtbaarheid en voorraad van producten' },
    products: { title: 'Producten beheren', hint: 'Producten, opties en optiewaarden' },
    stats: { title: 'Cijfers', hint: 'Omzet, verkopen en dagafsluiting' },
  },
  shopState: {
    open: 'Open',
    closed: 'Gesloten',
    unknown: 'Status Onbekend',
  },
  recent: {
    title: 'Recente orders',
    empty: 'Nog geen orders.',
    noName: 'Onbekende klant',
    placed: 'Geplaatst',
    total: 'Totaal',
  },
  counts: {
    title: 'Orders per status',
    new: 'Nieuw',
    preparing: 'In bereiding',
    ready: 'Klaar',
  },
} as const;
