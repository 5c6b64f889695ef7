// Tiếng Việt cho phần build của giao diện (xem ../vi.ts).
import type { buildEn } from './build.en';

export const buildVi: Record<keyof typeof buildEn, string> = {
};
