// The installed-app banners: update, install prompt.
export const pwa = {
  update: {
    text: 'Nieuwe versie beschikbaar',
    reload: 'Herladen',
    later: 'Later',
  },
  install: {
    text: 'Installeer KMFC Shop admin op dit apparaat voor snelle toegang, ook zonder internet.',
    install: 'Installeren',
    close: 'Melding sluiten',
  },
} as const;
