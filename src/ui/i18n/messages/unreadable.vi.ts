// Tiếng Việt cho các câu mở bản lưu không đọc được sau khi sửa (src/ui/player/unreadable-messages.ts):
// cùng id, cùng tham số, kiểu Translation<typeof UNREADABLE_EN>. Đường dẫn field giữ nguyên.
import type { Translation } from '../../../core/message';
import type { UNREADABLE_EN } from '../../player/unreadable-messages';

export const UNREADABLE_VI: Translation<typeof UNREADABLE_EN> = {
  'unreadable.repair': () => 'Mở sau khi sửa',
  'unreadable.repairTitle': () => 'Mở phần mà phiên bản này đọc được: các field và mục nó không nhận sẽ bị bỏ ra và liệt kê ở đây. Bản lưu vẫn được giữ riêng như cũ.',
  'unreadable.repaired': (a) => `Đã mở, bỏ ra những gì phiên bản này không nhận: ${a.leftOut}. Bản lưu vẫn được giữ riêng như cũ cho đến khi bạn bỏ nó đi.`,
  'unreadable.repairedSet': (a) =>
    `Đã mở, đặt ${a.set} vào chỗ những gì phiên bản này không đọc được${a.leftOut ? `, và bỏ ra những gì nó không nhận: ${a.leftOut}` : ''}. Bản lưu vẫn được giữ riêng như cũ cho đến khi bạn bỏ nó đi.`,
  'unreadable.notRepairable': () => 'Phiên bản này không mở được phần nào của nó (nó không chứa scenario nào): hãy lưu nó ra file và mở bằng VFP Lab mới hơn.',
  'unreadable.do.repair': () => 'mở bản lưu không đọc được, sau khi sửa',
};
