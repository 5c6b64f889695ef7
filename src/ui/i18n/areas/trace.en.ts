// English words of the trace area of the UI (see ../en.ts). Keys start with 'trace.'.
export const traceEn = {
} as const;
