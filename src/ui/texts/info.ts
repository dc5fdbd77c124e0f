// Texts of the info area.
export const info = {} as const;
