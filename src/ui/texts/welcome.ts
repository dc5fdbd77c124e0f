// The welcome screen (spec section 2).
export const welcome = {
  greeting: 'Welkom bij KMFC Shop!',
  tagline: 'Beheer je bestellingen, producten en openingstijden op één plek.',
  login: 'Inloggen',
} as const;
