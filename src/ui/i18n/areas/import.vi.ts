// Tiếng Việt cho phần import của giao diện (xem ../vi.ts).
import type { importEn } from './import.en';

export const importVi: Record<keyof typeof importEn, string> = {
};
