// Tiếng Việt cho những gì reader YAML nói (src/io/import/located/yaml-messages.ts), cả các câu của
// thư viện `yaml`. Tên loại token, ký tự và "document N" giữ nguyên; một câu của thư viện mà bảng
// chưa biết được giữ như thư viện viết.
import type { Translation } from '../../../core/message';
import type { YAML_EN } from '../../../io/import/located/yaml-messages';

export const YAML_VI: Translation<typeof YAML_EN> = {
  'yaml.tooDeep': (a) => `YAML lồng sâu quá ${a.n} tầng ở dòng ${a.line}: không đọc`,
  'yaml.syntax': (a) => `lỗi cú pháp YAML: ${a.why}`,
  'yaml.inDocument': (a) => `document ${a.doc}: ${a.m}`,
  'yaml.duplicateKey': () => 'các key của map phải khác nhau',
  'yaml.keyOneLine': () => 'key ngầm định phải nằm trên một dòng',
  'yaml.keyNeedsValue': () => 'key ngầm định của map phải có giá trị theo sau',
  'yaml.blockInFlow': () => 'không được đặt block collection bên trong flow collection',
  'yaml.flowIndent': (a) => `${a.collection} trong block collection phải thụt lề đủ sâu và kết thúc bằng ${a.end}`,
  'yaml.flowSequence': () => 'flow sequence',
  'yaml.flowMap': () => 'flow map',
  'yaml.sameColumn': () => 'mọi phần tử của sequence phải bắt đầu ở cùng một cột',
  'yaml.sequenceAsKey': () => 'không được dùng block sequence làm key ngầm định của map',
  'yaml.nestedCompact': () => 'không được lồng mapping trong compact mapping',
  'yaml.noDash': () => 'phần tử sequence thiếu dấu -',
  'yaml.tabs': () => 'không được thụt lề bằng tab',
  'yaml.noClosingQuote': () => 'thiếu dấu " đóng',
  'yaml.commentSpace': () => 'comment phải cách các token khác bằng khoảng trắng',
  'yaml.propSpace': () => 'tag và anchor phải cách token tiếp theo bằng khoảng trắng',
  'yaml.unexpectedComma': (a) => `dấu , không mong đợi trong ${a.where}`,
  'yaml.missingComma': (a) => `thiếu dấu , giữa các phần tử của ${a.where}`,
  'yaml.missingCommaColon': (a) => `thiếu dấu , hoặc : giữa các phần tử của ${a.where}`,
  'yaml.plainStart': (a) => `giá trị thường không được bắt đầu bằng ${a.c}`,
  'yaml.badEscape': (a) => `escape sequence không hợp lệ ${a.e}`,
  'yaml.unexpectedToken': (a) => `token ${a.token} không mong đợi`,
  'yaml.unexpectedAtEnd': (a) => `${a.token} không mong đợi ở cuối node`,
  'yaml.unexpectedIn': (a) => `${a.token} không mong đợi trong ${a.where}`,
  'yaml.other': (a) => a.text,
};
