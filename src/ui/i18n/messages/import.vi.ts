// Tiếng Việt cho những gì chính bộ import nói về một file (src/io/import/messages.ts): file không
// thuộc định dạng nào, và những gì đã gỡ trước khi đọc. Cùng id, cùng tham số, kiểu
// Translation<typeof IMPORT_EN>. Lệnh, tên encoding và tên Unicode của ký tự giữ nguyên.
import type { Translation } from '../../../core/message';
import type { IMPORT_EN } from '../../../io/import/messages';

export const IMPORT_VI: Translation<typeof IMPORT_EN> = {
  'import.notAFormat': () => 'không phải định dạng VFP Lab biết',
  'import.binary': () => 'không phải định dạng VFP Lab biết (file nhị phân)',
  'import.empty': () => 'file rỗng',
  'import.headBeforeJson': (a) => `file có ${a.n} dòng text (một bảng?) trước phần JSON; đã đọc JSON từ dòng ${a.line}`,
  'import.commandSkipped': (a) => `output của \`${a.cmd}\` không thuộc định dạng nào VFP Lab đọc được: bỏ qua`,
  'import.headSkipped': () => 'phần text trước dấu nhắc lệnh đầu tiên không thuộc định dạng nào VFP Lab đọc được: bỏ qua',
  'import.command': (a) => `một lệnh trong bản ghi console (dấu nhắc ở dòng ${a.line}): output của nó được đọc riêng`,
  'import.cniBom': () => 'file bắt đầu bằng byte-order mark UTF-8; libcni đọc config bằng encoding/json của Go, vốn không nhận điều này (hãy lưu thành UTF-8 không BOM)',
  'import.cniEncoding': (a) => `file ở dạng ${a.enc}; libcni đọc config bằng encoding/json của Go, vốn không nhận điều này (hãy lưu thành UTF-8 không BOM)`,
  'import.ansi': (a) => `${a.n} mã màu terminal (chuỗi escape ANSI, lần đầu ở dòng ${a.line}) đã được bỏ đi: text được đọc không có ${a.n > 1 ? 'chúng' : 'nó'}`,
  'import.quoted': (a) => `mọi dòng (${a.n}) đều bắt đầu bằng dấu trích dẫn \`>\` của Markdown (bản dán được trích dẫn): đã bỏ các dấu đó trước khi đọc`,
  'import.indented': (a) => `mọi dòng đều thụt lề ${a.n} dấu cách (dán như một khối code Markdown?): đọc sau khi bỏ phần thụt lề đó`,
  'import.oddSpace': (a) => `${a.hex} ${a.name} được dùng làm dấu cách (${a.n} lần, lần đầu ở dòng ${a.line}): đọc như dấu cách thường`,
};
