// Tiếng Việt cho lý do một file zip, hay một member của nó, không được đọc (src/io/import/messages-zip.ts).
// Cùng id, cùng tham số, kiểu Translation<typeof ZIP_EN>. Tên member và con số giữ nguyên.
import type { Translation } from '../../../core/message';
import type { ZIP_EN } from '../../../io/import/messages-zip';

export const ZIP_VI: Translation<typeof ZIP_EN> = {
  'zip.noEnd': () => 'thiếu end record (file bị cắt ngắn?)',
  'zip.zip64': () => 'zip64 end record bị hỏng',
  'zip.central': () => 'central directory bị hỏng',
  'zip.structure': () => 'cấu trúc của nó bị hỏng',
  'zip.header': (a) => `header của ${a.name} bị hỏng`,
  'zip.deflate': (a) => `${a.name} không giải nén được (luồng deflate bị hỏng)`,
  'zip.cut': (a) => `${a.name} bị cắt ngắn`,
  'zip.method': (a) => `không hỗ trợ phương thức nén ${a.m}`,
  'zip.tooDeep': (a) => `zip lồng sâu quá ${a.n} tầng (giới hạn cho mỗi lần import); không giải nén`,
  'zip.totalBytes': (a) => `các zip của lần import này giải nén ra tổng cộng hơn ${a.mb} MB (giới hạn cho mỗi lần import)`,
  'zip.members': (a) => `các zip của lần import này chứa tổng cộng hơn ${a.n.toLocaleString('en-US')} file (giới hạn cho mỗi lần import)`,
  'zip.bombs': (a) => `${a.n} member giải nén vượt tỉ lệ ${a.r}:1 (zip bomb?), mức tối đa cho một member`,
  'zip.bomb': (a) => `nó giải nén vượt tỉ lệ ${a.r}:1 (zip bomb?), mức tối đa cho một member`,
  'zip.refused': (a) => `từ chối: ${a.why}`,
  'zip.unreadable': (a) => `không phải file zip đọc được: ${a.why}`,
  'zip.unreadableLeft': (a) => `không phải file zip đọc được (${a.why})`,
  'zip.skipped': (a) => `bỏ qua: ${a.why}`,
};
