// Tiếng Việt cho nút lưu tiến độ bài học không đọc được (src/ui/lessons/progress-messages.ts):
// cùng id, cùng tham số, kiểu Translation<typeof PROGRESS_EN>.
import type { Translation } from '../../../core/message';
import type { PROGRESS_EN } from '../../lessons/progress-messages';

export const PROGRESS_VI: Translation<typeof PROGRESS_EN> = {
  'progress.saveUnreadable': () => 'Lưu phần không đọc được',
  'progress.saveUnreadableTitle': () => 'Tải tiến độ xuống đúng như đã lưu (trình duyệt này cũng giữ riêng một bản), để sửa bằng tay hoặc mở bằng VFP Lab mới hơn',
};
