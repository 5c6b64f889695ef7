// Tiếng Việt cho lý do không mở được một link chia sẻ (src/io/share/messages.ts). Cùng id, cùng tham
// số, kiểu Translation<typeof SHARE_EN>. Phiên bản, tiền tố và con số giữ nguyên.
import type { Translation } from '../../../core/message';
import type { SHARE_EN } from '../../../io/share/messages';

export const SHARE_VI: Translation<typeof SHARE_EN> = {
  'share.format': (a) => `link chia sẻ này không ở định dạng ${a.v} (do bản VFP Lab mới hơn tạo ra?)`,
  'share.empty': (a) => `link chia sẻ rỗng: không có gì sau "${a.p}" (bị cắt khi copy?)`,
  'share.tooLong': (a) => `link chia sẻ dài ${a.c} ký tự, hơn mức một kịch bản ${a.kb} KB có thể cần; link lớn như vậy bị từ chối`,
  'share.notBase64': () => 'link chia sẻ bị hỏng: không phải base64url hợp lệ (bị cắt khi copy?)',
  'share.cut': () => 'link chia sẻ bị cắt ngắn: dữ liệu kết thúc quá sớm (bị cắt khi copy?)',
  'share.noInflate': () => 'link chia sẻ bị hỏng: dữ liệu không giải nén được (bị sửa khi copy?)',
  'share.tooLarge': (a) => `kịch bản được chia sẻ lớn hơn ${a.kb} KB sau khi giải mã; link lớn như vậy bị từ chối`,
  'share.nothing': () => 'link chia sẻ không chứa kịch bản nào (dữ liệu giải mã ra rỗng)',
  'share.notJson': () => 'link chia sẻ bị hỏng: dữ liệu không phải JSON của một kịch bản (bị sửa khi copy?)',
};
