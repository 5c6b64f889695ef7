// Tiếng Việt cho phần trace của giao diện (xem ../vi.ts).
import type { traceEn } from './trace.en';

export const traceVi: Record<keyof typeof traceEn, string> = {
};
