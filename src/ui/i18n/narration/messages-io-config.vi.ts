// Vietnamese for what a scenario file's reader (src/io/scenario/located.ts) still says as English
// about its YAML: too deep, and the `yaml` package's sentences. The Kubernetes, CNI and YAML (import)
// readers' words are message values (src/ui/i18n/messages/k8s.vi.ts, cni.vi.ts, yaml.vi.ts), and
// these go once that reader gives yamlMsg('yaml.tooDeep') and yamlReason() values too.
import type { Catalogue } from './engine';

/** A scenario file nested too deep for the parser (src/io/scenario/located.ts). */
export const yamlDepth: Catalogue = [['YAML nested deeper than {n} levels at line {l}: not read', 'YAML lồng sâu quá {n} tầng ở dòng {l}: không đọc']];

/** The YAML parser's own sentences (the `yaml` package), for scenario files. */
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
