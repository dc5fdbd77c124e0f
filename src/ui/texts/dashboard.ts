// Texts of the dashboard area.
export const dashboard = {} as const;
