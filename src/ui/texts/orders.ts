// Texts of the orders area.
export const orders = {} as const;
