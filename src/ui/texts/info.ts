// The Info & Support screen (spec section 2): app information, support contacts, developer company.
export const info = {
  title: 'Info & Support',
  app: {
    title: 'App Informatie',
    currentVersion: 'Huidige versie',
    latestVersion: 'Nieuwste versie',
    status: 'Status',
    statuses: {
      loading: 'Controleren...',
      latest: 'Latest',
      update: 'Update beschikbaar',
      unknown: 'Onbekend',
    },
    buildDate: 'Build datum',
    platform: 'Platform',
    platformFallback: 'Web',
    developer: 'Ontwikkelaar',
    privacy: 'Privacybeleid',
    newTab: '(opent in een nieuw tabblad)',
  },
  support: {
    title: 'Support',
    intro: 'Hulp nodig? Neem contact met ons op.',
    urgent: 'Spoed Support',
    urgentHint: 'Bel direct bij kritieke problemen, bijvoorbeeld als er geen bestellingen binnenkomen.',
    email: 'Email Support',
    emailHint: 'Stuur ons een e-mail voor vragen en niet-dringende problemen.',
    whatsapp: 'WhatsApp Support',
    whatsappHint: 'Stuur ons een bericht via WhatsApp.',
    phoneLabel: 'Telefoon',
    emailLabel: 'E-mail',
    mailSubject: 'Support aanvraag KMFC Shop admin',
    mailBody: (version: string, platform: string) =>
      'Hallo KMFC Support,\n\n' +
      'Ik heb hulp nodig met de KMFC Shop admin app.\n\n' +
      'Omschrijving van het probleem:\n\n\n' +
      `App versie: ${version}\n` +
      `Platform: ${platform}\n\n` +
      'Met vriendelijke groet,',
    whatsappGreeting: 'Hallo KMFC Support, ik heb een vraag over de KMFC Shop admin app.',
  },
  developer: {
    title: 'Ontwikkelaar',
    website: 'Website',
    location: 'Locatie',
    country: 'Nederland',
  },
} as const;
