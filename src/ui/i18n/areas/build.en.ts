// English words of the build area of the UI (see ../en.ts). Keys start with 'build.'.
export const buildEn = {
} as const;
