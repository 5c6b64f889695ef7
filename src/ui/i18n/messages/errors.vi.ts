// Tiếng Việt cho điều một exception không lường trước trở thành (src/io/errors.ts): cái đang đọc
// và lý do. Cùng id, cùng tham số, kiểu Translation<typeof ERRORS_EN>. Tên file và node giữ nguyên.
import type { Translation } from '../../../core/message';
import type { ERRORS_EN } from '../../../io/errors';

export const ERRORS_VI: Translation<typeof ERRORS_EN> = {
  'error.cannotRead': (a) => `không đọc được ${a.what}: ${a.why}`,
  'what.file': () => 'file',
  'what.files': () => 'các file',
  'what.nodeFiles': () => 'node trong các file này',
  'what.after': () => 'các file “sau”',
  'what.shareLink': () => 'link chia sẻ',
  'what.node': () => 'node',
  'what.scenario': () => 'kịch bản',
  'what.policy': () => 'policy',
  'what.capture': () => 'bản capture',
  'what.matrix': () => 'ma trận',
  'what.dumps': (a) => `các dump của ${a.node}`,
  'why.noFile': () => 'không có file hay thư mục này',
  'why.denied': () => 'không có quyền truy cập',
  'why.folder': () => 'đó là một thư mục',
  'why.notRegular': () => 'đó không phải file thường (mà là device, pipe hay socket)',
  'why.notFolder': () => 'một phần của đường dẫn không phải thư mục',
  'why.tooManyOpen': () => 'đang mở quá nhiều file',
  'why.nameTooLong': () => 'tên quá dài',
  'why.overCli': () => 'nó vượt quá 512 MiB mà CLI đọc',
  'why.nested': () => 'nó lồng quá sâu',
  'why.tooLarge': () => 'nó quá lớn',
  'why.yamlBomb': () => 'nó mở rộng alias YAML (*tên) quá nhiều lần, như một "quả bom YAML": hãy viết thẳng các giá trị ra',
  'why.unexpected': () => 'VFP Lab gặp điều nó không lường trước (hãy báo lỗi, kèm theo file)',
};
