// Vietnamese for what every dump reader shares says (src/io/dumps/messages-text.ts): the JSON
// reader's syntax errors and the repairs of a damaged paste. Line numbers and characters stay.
import type { Translation } from '../../../core/message';
import type { TEXT_EN } from '../../../io/dumps/messages-text';

const CUT = 'text dừng giữa một giá trị (bị cắt cụt?)';

export const TEXT_DUMP_VI: Translation<typeof TEXT_EN> = {
  'json.empty': () => 'file không chứa giá trị JSON nào',
  // `why` arrives already said (problem-say.ts: the parser's English, through its templates).
  'json.syntax': (a) => `${a.why} ở dòng ${a.line} cột ${a.column} (JSON)`,
  'json.syntaxCut': (a) => `${a.why} ở dòng ${a.line} cột ${a.column} (JSON): ${CUT}`,
  'json.reason': (a) => `${a.why} (JSON)`,
  'json.reasonCut': (a) => `${a.why} (JSON): ${CUT}`,
  'json.bareObjects': (a) => `các object JSON rời cách nhau bằng dấu phẩy (đầu tiên sau dòng ${a.line}): đọc thành một danh sách`,
  'json.oddSpace': (a) => `${a.hex} ${a.name} được dùng làm dấu cách (${a.n} lần, lần đầu ở dòng ${a.line}): đọc như dấu cách thường`,
  'json.elisions': (a) => `chỗ lược \`...\` ở dòng ${a.lines}: người dán đã bỏ bớt một phần output; đọc phần còn lại (giá trị bị lược là null)`,
  'json.wrapped': (a) => `chuỗi bị ngắt qua nhiều dòng (dòng ${a.lines}): bản dán bị ngắt dòng cứng; đã nối lại`,
  'json.cutAsIs': () => `${CUT}: đọc nguyên như vậy, đóng lại các ngoặc còn mở; phần còn lại không có trong file`,
  'json.cutToMember': () => `${CUT}: đọc tới member cuối cùng còn nguyên, đóng lại các ngoặc còn mở; phần còn lại không có trong file`,
  'text.longLine': (a) => `dòng ${a.line} dài ${a.kb} KB: chỉ đọc 64 KB đầu (không dump thật nào có dòng như vậy; có lẽ bản dán đã mất ký tự xuống dòng)`,
  'text.longLinesMore': (a) => `thêm ${a.n} dòng dài hơn 64 KB bị cắt cùng cách`,
  'report.moreWarnings': (a) => `còn ${a.n} ghi chú nữa không hiện`,
  'report.moreErrors': (a) => `còn ${a.n} lỗi nữa không hiện`,
};
