// Vietnamese for what the importer (src/io/import: files, zips, transcripts, encodings), the CNI and
// Kubernetes readers, the scenario file and share-link decoders write, and the words an unexpected
// exception becomes (io/errors.ts). Field names, file names, commands and values stay.
import type { Catalogue } from './engine';

/** The import pipeline, zips and encodings. */
const pipeline: Catalogue = [
  ['not a known format', 'không phải định dạng VFP Lab biết'],
  ['not a known format (binary)', 'không phải định dạng VFP Lab biết (file nhị phân)'],
  ['empty file', 'file rỗng'],
  ['the file has {n} line of text (a table?) before its JSON; the JSON from line {m} was read', 'file có {n} dòng text (một bảng?) trước phần JSON; đã đọc JSON từ dòng {m}'],
  ['the file has {n} lines of text (a table?) before its JSON; the JSON from line {m} was read', 'file có {n} dòng text (một bảng?) trước phần JSON; đã đọc JSON từ dòng {m}'],
  ['the output of `{cmd*}` is no format VFP Lab reads: skipped', 'output của `{cmd}` không thuộc định dạng nào VFP Lab đọc được: bỏ qua'],
  ['the text before the first prompt is no format VFP Lab reads: skipped', 'phần text trước dấu nhắc lệnh đầu tiên không thuộc định dạng nào VFP Lab đọc được: bỏ qua'],
  ['one command of a console transcript (prompt at line {n}): its output was read on its own', 'một lệnh trong bản ghi console (dấu nhắc ở dòng {n}): output của nó được đọc riêng'],
  ['the file starts with a UTF-8 byte-order mark; libcni reads configs with Go encoding/json, which rejects that (save as UTF-8 without BOM)', 'file bắt đầu bằng byte-order mark UTF-8; libcni đọc config bằng encoding/json của Go, vốn không nhận điều này (hãy lưu thành UTF-8 không BOM)'],
  ['the file is {enc}; libcni reads configs with Go encoding/json, which rejects that (save as UTF-8 without BOM)', 'file ở dạng {enc}; libcni đọc config bằng encoding/json của Go, vốn không nhận điều này (hãy lưu thành UTF-8 không BOM)'],
  ['every line ({n}) started with the Markdown quote mark `>` (a quoted paste): the marks were taken off before reading', 'mọi dòng ({n}) đều bắt đầu bằng dấu trích dẫn `>` của Markdown (bản dán được trích dẫn): đã bỏ các dấu đó trước khi đọc'],
  ['{hex} {name*} used as a space ({n}×, first on line {l}): read as a plain space', '{hex} {name} được dùng làm dấu cách ({n} lần, lần đầu ở dòng {l}): đọc như dấu cách thường'],
  ['not a readable zip: {why@iozip}', 'không phải file zip đọc được: {why}'],
  ['not a readable zip ({why@iozip})', 'không phải file zip đọc được ({why})'],
  ['skipped: {why@iozip}', 'bỏ qua: {why}'],
  ['refused: {why@iozip}', 'từ chối: {why}'],
];

/** Why a zip or one of its members is not read (import/zip.ts). */
export const iozip: Catalogue = [
  ['its end record is missing (was it cut short?)', 'thiếu end record (file bị cắt ngắn?)'],
  ['its zip64 end record is damaged', 'zip64 end record bị hỏng'],
  ['its central directory is damaged', 'central directory bị hỏng'],
  ['its structure is damaged', 'cấu trúc của nó bị hỏng'],
  ['the header of {name*} is damaged', 'header của {name} bị hỏng'],
  ['{name*} does not decompress (a damaged deflate stream)', '{name} không giải nén được (luồng deflate bị hỏng)'],
  ['{name*} is cut short', '{name} bị cắt ngắn'],
  ['compression method {m} is not supported', 'không hỗ trợ phương thức nén {m}'],
  ['a zip nested more than {n} deep (the limit per import); not expanded', 'zip lồng sâu quá {n} tầng (giới hạn cho mỗi lần import); không giải nén'],
  ['the zips of this import expand to more than {n} MB in all (the limit per import)', 'các zip của lần import này giải nén ra tổng cộng hơn {n} MB (giới hạn cho mỗi lần import)'],
  ['the zips of this import hold more than {n} files in all (the limit per import)', 'các zip của lần import này chứa tổng cộng hơn {n} file (giới hạn cho mỗi lần import)'],
  ['{n} members expand more than {r}:1 (a zip bomb?), the most a member may', '{n} member giải nén vượt tỉ lệ {r}:1 (zip bomb?), mức tối đa cho một member'],
  ['it expands more than {r}:1 (a zip bomb?), the most a member may', 'nó giải nén vượt tỉ lệ {r}:1 (zip bomb?), mức tối đa cho một member'],
  ['refused: {why@iozip}', 'từ chối: {why}'],
];

/** JSON syntax, as our scanners and the browser's JSON.parse say it (lower-cased first letter). */
export const iojson: Catalogue = [
  ['unexpected character {c*}', 'ký tự không mong đợi {c}'],
  ['unexpected line end', 'xuống dòng không mong đợi'],
  ['unexpected {c*} after the end of the JSON value', '{c} không mong đợi sau khi giá trị JSON đã kết thúc'],
  ['unexpected end of JSON input', 'JSON kết thúc giữa chừng'],
  ['unexpected non-whitespace character after JSON', 'còn ký tự sau khi JSON đã kết thúc'],
  ["expected property name or '}'", "cần tên thuộc tính hoặc '}'"],
  ['expected double-quoted property name', 'cần tên thuộc tính trong dấu ngoặc kép'],
  ["expected ',' or '}' after property value", "cần ',' hoặc '}' sau giá trị thuộc tính"],
  ["expected ',' or ']' after array element", "cần ',' hoặc ']' sau phần tử mảng"],
  ["expected ':' after property name", "cần ':' sau tên thuộc tính"],
  ['bad control character in string literal', 'ký tự điều khiển không hợp lệ trong chuỗi'],
  ['bad escaped character', 'ký tự escape không hợp lệ'],
  ['bad Unicode escape', 'escape Unicode không hợp lệ'],
  ['unterminated string', 'chuỗi không có dấu đóng'],
  ['unterminated fractional number', 'số thập phân bị dở dang'],
  ['no number after minus sign', 'không có số sau dấu trừ'],
  ['exponent part is missing a number', 'phần mũ thiếu số'],
  ['invalid JSON', 'JSON không hợp lệ'],
  ['expected a property name', 'cần tên thuộc tính'],
  ["expected ':' after a property name", "cần ':' sau tên thuộc tính"],
  ["expected ',' or '}' after a value", "cần ',' hoặc '}' sau một giá trị"],
  ["expected ',' or ']' after a value", "cần ',' hoặc ']' sau một giá trị"],
  ['invalid string', 'chuỗi không hợp lệ'],
  ['expected a string', 'cần một chuỗi'],
  ['values nested deeper than {n} levels', 'giá trị lồng sâu quá {n} tầng'],
  ['nested deeper than {n} levels', 'lồng sâu quá {n} tầng'],
  ['expected a value, found {c*}', 'cần một giá trị, nhưng gặp {c}'],
  ['expected a quoted member name, found {c*}', 'cần tên member trong dấu ngoặc kép, nhưng gặp {c}'],
  ["expected ':' after the member name {name*}, found {c*}", "cần ':' sau tên member {name}, nhưng gặp {c}"],
  ['trailing comma before }', 'dấu phẩy thừa trước }'],
  ['trailing comma before ]', 'dấu phẩy thừa trước ]'],
  ["expected ',' or '}' after the value of {name*}, found {c*} (a missing comma?)", "cần ',' hoặc '}' sau giá trị của {name}, nhưng gặp {c} (thiếu dấu phẩy?)"],
  ["expected ',' or ']' after an array element, found {c*} (a missing comma?)", "cần ',' hoặc ']' sau một phần tử mảng, nhưng gặp {c} (thiếu dấu phẩy?)"],
  ['malformed number', 'số viết sai dạng'],
  ['control character (such as a raw line break) inside a string', 'ký tự điều khiển (như xuống dòng trần) nằm trong chuỗi'],
  ['malformed \\u escape', 'escape \\u viết sai dạng'],
  ['invalid escape {e*} in a string (a Windows path needs doubled backslashes)', 'escape {e} không hợp lệ trong chuỗi (đường dẫn Windows cần gấp đôi dấu gạch ngược)'],
  ['the end of the file', 'cuối file'],
];

/** A JSON error without its position (hnsdiag's detail blocks). */
export const iojsonat: Catalogue = [
  ['{d@iojson} (JSON): the text ends inside a value (truncated?)', '{d} (JSON): text dừng giữa một giá trị (bị cắt cụt?)'],
  ['{d@iojson} (JSON)', '{d} (JSON)'],
];

const json: Catalogue = [
  ['the file holds no JSON value', 'file không chứa giá trị JSON nào'],
  ['{d@iojson} at line {l} column {c} (JSON): the text ends inside a value (truncated?)', '{d} ở dòng {l} cột {c} (JSON): text dừng giữa một giá trị (bị cắt cụt?)'],
  ['{d@iojson} at line {l} column {c} (JSON)', '{d} ở dòng {l} cột {c} (JSON)'],
  ['JSON syntax error at line {l}, column {c}: {d@iojson}', 'lỗi cú pháp JSON ở dòng {l}, cột {c}: {d}'],
];

/** CNI configs (src/io/cni). */
const cni: Catalogue = [
  ['this member is written more than once; the last one counts', 'member này được viết nhiều lần; lần cuối được tính'],
  ['a CNI config is a JSON object ({...})', 'config CNI là một object JSON ({...})'],
  ['missing: the network name (the HNS network the plugin uses)', 'thiếu: tên network (HNS network mà plugin dùng)'],
  ['missing: cniVersion', 'thiếu: cniVersion'],
  ['missing: the plugin type', 'thiếu: type của plugin'],
  ['plugin type {t*} is not one VFP Lab models (win-bridge, win-overlay, sdnbridge, sdnoverlay, flannel, calico); its policies were read', 'plugin type {t} không nằm trong số VFP Lab mô hình hóa (win-bridge, win-overlay, sdnbridge, sdnoverlay, flannel, calico); các policy của nó vẫn được đọc'],
  ['the plugin list is empty', 'danh sách plugin rỗng'],
  ['flannel has no delegate: it uses {d} with defaults', 'flannel không có delegate: nó dùng {d} với giá trị mặc định'],
  ['the delegate names no type: flannel uses {d}', 'delegate không nêu type: flannel dùng {d}'],
  ['the policies mix the v1 (flat) and v2 (Settings) shapes', 'các policy trộn dạng v1 (phẳng) và v2 (Settings)'],
  ['apiVersion is {v} but the policies are written in the v{w} shape', 'apiVersion là {v} nhưng các policy được viết theo dạng v{w}'],
  ['{v*} is not true or false; read as false', '{v} không phải true hay false; đọc là false'],
  ['expected 1 or 2, got {v*}', 'cần 1 hoặc 2, nhưng gặp {v}'],
  ['expected true or false, got {v*}', 'cần true hoặc false, nhưng gặp {v}'],
  ['expected a string, got {v*}', 'cần một chuỗi, nhưng gặp {v}'],
  ['expected a whole number, got {v*}', 'cần một số nguyên, nhưng gặp {v}'],
  ['expected an object, got {v*}', 'cần một object, nhưng gặp {v}'],
  ['expected a list, got {v*}', 'cần một danh sách, nhưng gặp {v}'],
  ['expected a CIDR string, got {v*}', 'cần một chuỗi CIDR, nhưng gặp {v}'],
  ['expected an IP address string, got {v*}', 'cần một chuỗi địa chỉ IP, nhưng gặp {v}'],
  ['expected a protocol number or name, got {v*}', 'cần số hoặc tên protocol, nhưng gặp {v}'],
  ['expected a comma-separated string, got {v*}', 'cần một chuỗi phân cách bằng dấu phẩy, nhưng gặp {v}'],
  ['{v*} is not a CIDR (an unfilled template placeholder?)', '{v} không phải CIDR (placeholder của template chưa điền?)'],
  ['{v*} is not an IP address (an unfilled template placeholder?)', '{v} không phải địa chỉ IP (placeholder của template chưa điền?)'],
  ['{v*} has bits set past its prefix length', '{v} có bit bật ở sau độ dài prefix'],
  ['missing: the entry name (EndpointPolicy or NetworkPolicy)', 'thiếu: tên của mục (EndpointPolicy hoặc NetworkPolicy)'],
  ['missing: the {name} itself', 'thiếu: chính {name}'],
  ['{v*} entries are ignored by the plugins (only EndpointPolicy and NetworkPolicy are used)', 'các plugin bỏ qua mục {v} (chỉ dùng EndpointPolicy và NetworkPolicy)'],
  ['missing: the policy Type', 'thiếu: Type của policy'],
  ['"{t}" is the HNS v1 name; a v2 policy (with Settings) is called "{v}"', '"{t}" là tên trong HNS v1; policy v2 (có Settings) tên là "{v}"'],
  ['"{t}" is the v2 name; a v1 (flat) policy is called "{v}"', '"{t}" là tên trong v2; policy v1 (phẳng) tên là "{v}"'],
  ['missing: the overhead in bytes', 'thiếu: overhead tính bằng byte'],
  ['missing: the provider address', 'thiếu: provider address'],
  ['missing: the DestinationPrefix', 'thiếu: DestinationPrefix'],
  ['missing: one of {names*}', 'thiếu: một trong {names}'],
  ['{v*} is not a protocol (a number 0-255, 256 for any, or TCP, UDP, ICMP)', '{v} không phải protocol (một số 0-255, 256 cho mọi protocol, hoặc TCP, UDP, ICMP)'],
  ['{v*} is not a port or port range', '{v} không phải port hay dải port'],
  ['{v*} is not one of {names*}', '{v} không thuộc {names}'],
  ['{v*} is not a CIDR', '{v} không phải CIDR'],
  ['{v*} is not an IP address', '{v} không phải địa chỉ IP'],
];

/** Kubernetes YAML (src/io/k8s); `Kind ns/name: ` and `document N: ` lead the message. */
const k8s: Catalogue = [
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

/** The display languages netsh-ports.ts names. */
export const iolang: Catalogue = [
  ['German', 'tiếng Đức'],
  ['French', 'tiếng Pháp'],
  ['Italian', 'tiếng Ý'],
  ['Spanish or Portuguese', 'tiếng Tây Ban Nha hoặc Bồ Đào Nha'],
  ['Spanish', 'tiếng Tây Ban Nha'],
  ['Polish', 'tiếng Ba Lan'],
  ['Russian', 'tiếng Nga'],
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

/** Scenario files opened in Build mode, and share links. */
const open: Catalogue = [
  ['a scenario is a YAML or JSON object with apiVersion, kind and metadata', 'kịch bản là một object YAML hoặc JSON có apiVersion, kind và metadata'],
  ['{what} is a YAML or JSON object with apiVersion, kind and metadata', '{what} là một object YAML hoặc JSON có apiVersion, kind và metadata'],
  ['unknown field {k*}', 'field lạ {k}'],
  ['unknown fields {ks*}', 'các field lạ {ks}'],
  ['is required', 'là bắt buộc'],
  ["this share link's format is not {v} (made by a newer VFP Lab?)", 'link chia sẻ này không ở định dạng {v} (do bản VFP Lab mới hơn tạo ra?)'],
  ['the share link is empty: nothing follows "{p}" (was it cut when copied?)', 'link chia sẻ rỗng: không có gì sau "{p}" (bị cắt khi copy?)'],
  ['the share link is damaged: it is not valid base64url (was it cut when copied?)', 'link chia sẻ bị hỏng: không phải base64url hợp lệ (bị cắt khi copy?)'],
  ['the share link is cut short: its data ends early (was it cut when copied?)', 'link chia sẻ bị cắt ngắn: dữ liệu kết thúc quá sớm (bị cắt khi copy?)'],
  ['the share link is damaged: its data does not decompress (was it changed when copied?)', 'link chia sẻ bị hỏng: dữ liệu không giải nén được (bị sửa khi copy?)'],
  ['the shared scenario is larger than {n} KB decoded; links that big are refused', 'kịch bản được chia sẻ lớn hơn {n} KB sau khi giải mã; link lớn như vậy bị từ chối'],
  ['the share link holds no scenario (its data decodes to nothing)', 'link chia sẻ không chứa kịch bản nào (dữ liệu giải mã ra rỗng)'],
  ["the share link is damaged: its data is not a scenario's JSON (was it changed when copied?)", 'link chia sẻ bị hỏng: dữ liệu không phải JSON của một kịch bản (bị sửa khi copy?)'],
  // The notice state/app.ts and navigation.ts make of a link's errors (each `field: message`, joined with "; ").
  ['The shared link could not be opened: {why@ioreasons}', 'Không mở được link chia sẻ: {why}'],
];

/** An exception turned into words (io/errors.ts), and a job that failed in the import worker. */
const failures: Catalogue = [
  ['{what@iowhat} cannot be read: {why@iowhy}', 'không đọc được {what}: {why}'],
  ['the import worker stopped unexpectedly (reload the page to try again)', 'worker import dừng đột ngột (hãy tải lại trang để thử lại)'],
  ['the import worker stopped unexpectedly', 'worker import dừng đột ngột'],
  ['the import worker sent back what could not be read', 'worker import gửi về dữ liệu không đọc được'],
  ['Reading was cancelled: {names*} left out.', 'Đã hủy việc đọc: bỏ ra {names}.'],
  ['The replay was cancelled.', 'Đã hủy replay.'],
  ['replay the node first: the "after" set is compared with the replay', 'hãy replay node trước: bộ “sau” được so với bản replay'],
  ['{why@message}; left out.', '{why}; đã bỏ ra.'],
];

export const iowhat: Catalogue = [
  ['the file', 'file'],
  ['the files', 'các file'],
  ['the node in these files', 'node trong các file này'],
  ['the "after" files', 'các file “sau”'],
  ['the share link', 'link chia sẻ'],
  ['the node', 'node'],
  ['the scenario', 'kịch bản'],
  ['the policy', 'policy'],
  ['{name*}', '{name}'],
];

export const iowhy: Catalogue = [
  ['there is no such file or folder', 'không có file hay thư mục này'],
  ['permission denied', 'không có quyền truy cập'],
  ['it is a folder', 'đó là một thư mục'],
  ['it is not a regular file (a device, a pipe or a socket)', 'đó không phải file thường (mà là device, pipe hay socket)'],
  ['a part of the path is not a folder', 'một phần của đường dẫn không phải thư mục'],
  ['too many files are open', 'đang mở quá nhiều file'],
  ['the name is too long', 'tên quá dài'],
  ['it is nested too deeply', 'nó lồng quá sâu'],
  ['it is too large', 'nó quá lớn'],
  ['VFP Lab met something it did not expect (please report it, with the file)', 'VFP Lab gặp điều nó không lường trước (hãy báo lỗi, kèm theo file)'],
];

export const importMessages: Catalogue = [...pipeline, ...iozip, ...json, ...cni, ...k8s, ...open, ...failures];
