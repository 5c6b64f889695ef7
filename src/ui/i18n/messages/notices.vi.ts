// Tiếng Việt cho điều trang nói khi không dùng được một link (src/state/notice-messages.ts): cùng id,
// kiểu Translation<typeof NOTICE_EN>; tên, id và số giữ nguyên. Nằm trong chunk tiếng Việt
// (narration-vi.ts).
import type { Translation } from '../../../core/message';
import type { NOTICE_EN } from '../../../state/notice-messages';

export const NOTICE_VI: Translation<typeof NOTICE_EN> = {
  'notice.noBuiltin': (a) => `Không có kịch bản có sẵn nào tên "${a.id}".`,
  'notice.noProbe': (a) => `Kịch bản này không có probe "${a.probe}".`,
  'notice.linkBroken': (a) => `Không mở được link chia sẻ: ${a.why}`,
  'notice.linkField': (a) => `${a.field}: ${a.why}`,
  'notice.linkReasons': (a) => `${a.a}; ${a.rest}`,
  'notice.linkTooLarge': (a) => `Kịch bản này lớn hơn ${a.kb} KB, mức tối đa một link mang được: hãy lưu ra file.`,
};
