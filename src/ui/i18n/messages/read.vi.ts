// Tiếng Việt cho điều chế độ Import nói khi việc đọc hay replay file không xong (src/state/read-messages.ts).
// Cùng id, cùng tham số, kiểu Translation<typeof READ_EN>. Tên file giữ nguyên.
import type { Translation } from '../../../core/message';
import type { READ_EN } from '../../../state/read-messages';

export const READ_VI: Translation<typeof READ_EN> = {
  'read.cancelled': (a) => `Đã hủy việc đọc: bỏ ra ${a.names}.`,
  'read.leftOut': (a) => `${a.why}; đã bỏ ra.`,
  'read.replayCancelled': () => 'Đã hủy replay.',
  'read.replayFirst': () => 'hãy replay node trước: bộ “sau” được so với bản replay',
  'read.workerStopped': () => 'worker import dừng đột ngột (hãy tải lại trang để thử lại)',
  'read.workerGarbled': () => 'worker import gửi về dữ liệu không đọc được',
};
