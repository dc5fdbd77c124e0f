// Texts of the alert area.
export const alert = {} as const;
