// Texts of the notifications area.
export const notifications = {} as const;
