// The login screen (spec sections 2, 5 and 8).
export const login = {
  title: 'Inloggen',
  intro: 'Log in met je KMFC Shop account.',
  logoAlt: 'KMFC',
  email: 'E-mailadres',
  password: 'Wachtwoord',
  consentBefore: 'Ik ga akkoord met het',
  consentLink: 'privacybeleid',
  submit: 'Inloggen',
  emailRequired: 'Vul je e-mailadres in.',
  passwordRequired: 'Vul je wachtwoord in.',
  consentRequired: 'Je moet akkoord gaan met het privacybeleid om in te loggen.',
  steps: {
    'signing-in': 'Bezig met inloggen...',
    'checking-access': 'Toegang controleren...',
    initialising: 'Database initialiseren...',
    success: 'Ingelogd! Je wordt doorgestuurd...',
  },
  privacyTitle: 'Privacybeleid',
  privacyClose: 'Sluiten',
  privacyOpenNewTab: 'Openen in nieuw tabblad',
} as const;
