// Vietnamese for what the Kubernetes reader writes (src/io/k8s), and the YAML parser's own
// sentences; the CNI reader's words are message values (src/ui/i18n/messages/cni.vi.ts). Field
// names, kinds and values stay.
import type { Catalogue } from './engine';

/** Kubernetes YAML (src/io/k8s); `Kind ns/name: ` and `document N: ` lead the message. */
export const k8sMessages: Catalogue = [
  // The API's value checks (schemas.ts).
  ['{v*} is not a CIDR', '{v} không phải CIDR'],
  ['{v*} is not an IP address', '{v} không phải địa chỉ IP'],
  ['YAML nested deeper than {n} levels at line {l}: not read', 'YAML lồng sâu quá {n} tầng ở dòng {l}: không đọc'],
  ['YAML syntax error: {m@ioyaml}', 'lỗi cú pháp YAML: {m}'],
  // A sentence of the YAML parser this catalogue does not know yet: carried over as the library wrote it.
  ['YAML syntax error: {m*}', 'lỗi cú pháp YAML: {m}'],
  ['document {n}: {m@message}', 'document {n}: {m}'],
  ['expected a Kubernetes object, got {v*}', 'cần một object Kubernetes, nhưng gặp {v}'],
  ['missing: kind (is this a Kubernetes object?)', 'thiếu: kind (đây có phải object Kubernetes không?)'],
  ['{id*} appears more than once; both are kept', '{id} xuất hiện nhiều lần; giữ cả hai'],
  ['{n} {kind} object skipped: VFP Lab does not use this kind', 'bỏ qua {n} object {kind}: VFP Lab không dùng kind này'],
  ['{n} {kind} objects skipped: VFP Lab does not use this kind', 'bỏ qua {n} object {kind}: VFP Lab không dùng kind này'],
  ['the file holds no Kubernetes objects', 'file không chứa object Kubernetes nào'],
  ['missing: this field is required', 'thiếu: field này là bắt buộc'],
  ['expected {what@iokexp}, got {v*}', 'cần {what}, nhưng gặp {v}'],
  ['needs at least {n} entry', 'cần ít nhất {n} mục'],
  ['needs at least {n} entries', 'cần ít nhất {n} mục'],
  ['must not be empty', 'không được để trống'],
  ['must be at least {n}, got {v*}', 'phải ít nhất là {n}, nhưng gặp {v}'],
  ['must be at most {n}, got {v*}', 'phải nhiều nhất là {n}, nhưng gặp {v}'],
  ['expected one of {vs*}, got {v*}', 'cần một trong {vs}, nhưng gặp {v}'],
  ['not an allowed value: {v*}', 'giá trị không được phép: {v}'],
  ['{v*} is not an IP address or None', '{v} không phải địa chỉ IP hay None'],
  ['{v*} is a string, so Kubernetes reads it as a port name (which needs a letter); write the number without quotes', '{v} là chuỗi, nên Kubernetes đọc nó như tên port (tên port cần có chữ cái); hãy viết số không có dấu ngoặc kép'],
  ['{v*} is not an {fam} address', '{v} không phải địa chỉ {fam}'],
  ['ipBlock cannot be combined with podSelector or namespaceSelector in one peer', 'ipBlock không được dùng chung với podSelector hay namespaceSelector trong một peer'],
  ['{v*} is not strictly inside {cidr}', '{v} không nằm hẳn bên trong {cidr}'],
];

/** `Kind ns/name: message` (k8s/parse.ts): the kinds the reader takes, so no other sentence fits. */
export const k8sLead: Catalogue = [
  ['document {n}, {kind@iokkind} {id*}: {m@message}', 'document {n}, {kind} {id}: {m}'],
  ['{kind@iokkind} {id*}: {m@message}', '{kind} {id}: {m}'],
];

export const iokkind: Catalogue = ['Node', 'Pod', 'Service', 'EndpointSlice', 'Endpoints', 'NetworkPolicy'].map((k) => [k, k] as const);

/** The YAML parser's own sentences (the `yaml` package), for Kubernetes files and scenario files. */
export const ioyaml: Catalogue = [
  ['Map keys must be unique', 'các key của map phải khác nhau'],
  ['Implicit keys need to be on a single line', 'key ngầm định phải nằm trên một dòng'],
  ['Implicit map keys need to be followed by map values', 'key ngầm định của map phải có giá trị theo sau'],
  ['Block collections are not allowed within flow collections', 'không được đặt block collection bên trong flow collection'],
  ['{what} in block collection must be sufficiently indented and end with a {end}', '{what} trong block collection phải thụt lề đủ sâu và kết thúc bằng {end}'],
  ['Flow sequence', 'flow sequence'],
  ['Flow map', 'flow map'],
  ['All sequence items must start at the same column', 'mọi phần tử của sequence phải bắt đầu ở cùng một cột'],
  ['A block sequence may not be used as an implicit map key', 'không được dùng block sequence làm key ngầm định của map'],
  ['Nested mappings are not allowed in compact mappings', 'không được lồng mapping trong compact mapping'],
  ['Sequence item without - indicator', 'phần tử sequence thiếu dấu -'],
  ['Tabs are not allowed as indentation', 'không được thụt lề bằng tab'],
  ['Missing closing "quote', 'thiếu dấu " đóng'],
  ['Comments must be separated from other tokens by white space characters', 'comment phải cách các token khác bằng khoảng trắng'],
  ['Tags and anchors must be separated from the next token by white space', 'tag và anchor phải cách token tiếp theo bằng khoảng trắng'],
  ['Unexpected , in {where*}', 'dấu , không mong đợi trong {where}'],
  ['Missing , between {where*} items', 'thiếu dấu , giữa các phần tử của {where}'],
  ['Missing , or : between {where*} items', 'thiếu dấu , hoặc : giữa các phần tử của {where}'],
  ['Plain value cannot start with {c*}', 'giá trị thường không được bắt đầu bằng {c}'],
  ['Invalid escape sequence {e*}', 'escape sequence không hợp lệ {e}'],
  ['Unexpected {what*} token', 'token {what} không mong đợi'],
  ['Unexpected {what*} at node end', '{what} không mong đợi ở cuối node'],
  ['Unexpected {what*} in {where*}', '{what} không mong đợi trong {where}'],
];

export const iokexp: Catalogue = [
  ['a number', 'một số'],
  ['a whole number', 'một số nguyên'],
  ['a string', 'một chuỗi'],
  ['true or false', 'true hoặc false'],
  ['a list', 'một danh sách'],
  ['an object', 'một object'],
  ['a map of strings', 'một map các chuỗi'],
  ['{t}', '{t}'],
];
