// English words of the import area of the UI (see ../en.ts). Keys start with 'import.'.
export const importEn = {
} as const;
