// Texts of the productStatus area.
export const productStatus = {} as const;
