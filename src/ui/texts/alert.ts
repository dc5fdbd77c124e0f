// The repeating order alert (spec section 9) and the dead-link alarm, mounted in the shell.
export const alert = {
  /** Shown while the browser holds sound back until staff touch the screen once. */
  tapToEnable: 'Tik ergens op het scherm om geluidsmeldingen te activeren.',
  linkAlarm: {
    /** `time`: the last contact with the server, HH:MM in Amsterdam time. */
    message: (time: string) => `Geen verbinding met de server sinds ${time}. Nieuwe bestellingen komen niet binnen.`,
    silence: 'Geluid 5 minuten uit',
    silencedUntil: (time: string) => `Geluid uit tot ${time}`,
  },
} as const;
