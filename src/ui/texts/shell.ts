// The top bar, the bottom navigation, the sync indicator and the banners around every app screen.
export const shell = {
  topBar: {
    open: 'Open',
    closed: 'Gesloten',
    loading: 'Laden...',
    signedOut: 'Niet ingelogd',
    loadFailed: 'Fout bij laden',
    refresh: 'Vernieuwen',
    /** Why the shop is closed when fn_is_open says no_device. */
    noDevice: 'geen apparaat verbonden',
    withReason: (state: string, reason: string) => `${state}, ${reason}`,
  },
  nav: {
    label: 'Hoofdmenu',
    dashboard: 'Dashboard',
    orders: 'Orders',
    products: 'Producten',
    settings: 'Instellingen',
  },
  sync: {
    // 'Online' beside 'Offline': the words staff know, short enough for the top bar of a phone.
    live: 'Online',
    connecting: 'Verbinden...',
    offline: 'Offline',
    pending: (n: number) => `${n} ${n === 1 ? 'wijziging' : 'wijzigingen'} nog niet verzonden`,
    /** The same on a phone's top bar, beside the state; `pending` stays for screen readers. */
    pendingShort: (n: number) => `⟳ ${n}`,
    failed: (n: number) => `${n} ${n === 1 ? 'wijziging' : 'wijzigingen'} mislukt`,
    retry: 'Opnieuw proberen',
    needsAuth: 'Log opnieuw in',
    error: 'Synchronisatie gestopt',
    dismiss: 'Begrepen',
    notSent: 'Nog niet verzonden',
    /** The indicator's accessible name: the connection, not the shop (that is 'Shop: Open'). */
    name: (state: string) => `Verbinding: ${state}`,
  },
  reauth: {
    title: 'Opnieuw inloggen',
    explain: (email: string) =>
      `Je sessie is verlopen. Log opnieuw in als ${email}; je wijzigingen blijven bewaard en worden daarna verzonden.`,
    password: 'Wachtwoord',
    submit: 'Opnieuw inloggen',
  },
  offlineBanner: 'Je bent offline - Sommige functies zijn mogelijk beperkt.',
} as const;
