// Tiếng Việt cho ghi chú của việc che dữ liệu (src/io/redact/messages.ts): chỗ không giữ được một
// bảo đảm, và lý do một file bị bỏ ra khỏi bản xuất đã che. Cùng id, cùng tham số, kiểu
// Translation<typeof REDACT_EN>. Tên, địa chỉ giữ nguyên; `why` là lời của phần kiểm tra kịch bản.
import type { Translation } from '../../../core/message';
import type { REDACT_EN } from '../../../io/redact/messages';

export const REDACT_VI: Translation<typeof REDACT_EN> = {
  'redact.shortName': (a) => `tên ${a.kind} "${a.name}" quá ngắn để che an toàn; giữ nguyên`,
  'redact.poolFull': (a) => `không còn /16 trống nào dưới ${a.first}.x; một số network được chuyển sang octet đầu khác`,
  'redact.seenLate': (a) => `${a.net}: một phần của nó đã được thay trước khi thấy trọn dải; các địa chỉ bên trong có thể rơi ra ngoài dải thay thế`,
  'redact.noBlock': (a) => `${a.net}: không còn khối trống thẳng hàng để chuyển nó tới; các địa chỉ bên trong được chuyển theo từng /16`,
  'redact.binary': () => 'file nhị phân: không che được như văn bản',
  'redact.scenarioInvalid': (a) => `kịch bản sau khi che không hợp lệ (${a.why}); hãy chia sẻ các file đã che thay vào đó`,
};
