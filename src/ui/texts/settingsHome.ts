// Settings home (spec section 2): the entries, gated by permission where the spec says so.
export const settingsHome = {
  title: 'Instellingen',
  account: { title: 'Account', hint: 'E-mail, wachtwoord en uitloggen' },
  productStatus: { title: 'Productstatus', hint: 'Zichtbaarheid en voorraad van producten' },
  openingHours: { title: 'Openingstijden', hint: 'Openingstijden, drukte modus en sluiting' },
  notifications: { title: 'Meldingen', hint: 'Geluid bij nieuwe bestellingen' },
  printer: { title: 'Printer', hint: 'Bonprinter, papier en automatisch afdrukken' },
  info: { title: 'Info & Support', hint: 'Versie, hulp en privacybeleid' },
} as const;
