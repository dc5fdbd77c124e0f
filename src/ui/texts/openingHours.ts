// Texts of the openingHours area.
export const openingHours = {} as const;
