// Tiếng Việt cho lý do trang không có đường đi để hiện (src/state/walk-messages.ts). Cùng id, cùng
// tham số, kiểu Translation<typeof WALK_EN>. Lời của simulator và tên probe giữ nguyên.
import type { Translation } from '../../../core/message';
import type { WALK_EN } from '../../../state/walk-messages';

export const WALK_VI: Translation<typeof WALK_EN> = {
  'walk.cannotSimulate': (a) => `không mô phỏng được scenario: ${a.why}`,
  'walk.failed': (a) => `đường đi bị lỗi giữa chừng: ${a.why}`,
  'walk.probeGone': (a) => `Probe "${a.probe}" không còn trong scenario.`,
  'walk.cancelled': () => 'đã hủy',
  'walk.matrixWorkerStopped': () => 'worker của ma trận dừng đột ngột',
  'walk.captureWorkerStopped': () => 'worker đọc capture dừng đột ngột',
};
