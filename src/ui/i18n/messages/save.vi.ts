// Tiếng Việt cho các câu của Save to file khi trình duyệt không ghi được file
// (src/ui/builder/save-messages.ts): cùng id, cùng tham số, kiểu Translation<typeof SAVE_EN>.
import type { Translation } from '../../../core/message';
import type { SAVE_EN } from '../../builder/save-messages';

export const SAVE_VI: Translation<typeof SAVE_EN> = {
  'save.notWritten.memory': (a) =>
    `"${a.title}" chưa được lưu ra file: trình duyệt hết bộ nhớ khi ghi một tài liệu lớn như vậy. Tài liệu vẫn mở trong tab này: hãy đóng bớt các tab hoặc cửa sổ khác để giải phóng bộ nhớ, rồi lưu lại.`,
  'save.notWritten.refused': (a) => `"${a.title}" chưa được lưu ra file: trình duyệt không ghi file. Tài liệu vẫn mở trong tab này: hãy lưu lại.`,
};
