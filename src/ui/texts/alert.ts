// The repeating order alert (spec section 9), mounted in the shell.
export const alert = {
  /** Shown while the browser holds sound back until staff touch the screen once. */
  tapToEnable: 'Tik ergens op het scherm om geluidsmeldingen te activeren.',
} as const;
