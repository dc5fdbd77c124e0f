// Every Dutch text of the app, verbatim from the specification where it gives one.
export const texts = {
  appName: 'KMFC Shop admin',
  welcome: {
    greeting: 'Welkom bij KMFC Shop!',
    tagline: 'Beheer je bestellingen, producten en openingstijden op één plek.',
    login: 'Inloggen',
  },
} as const;
