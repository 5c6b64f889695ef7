// Vietnamese for what the importer (src/io/import) and the scenario file and share-link decoders
// write that is no message value yet (its zips', JSON syntax and own notes are: messages/zip.vi.ts,
// json.vi.ts, import.vi.ts), and the words an unexpected exception becomes (io/errors.ts); CNI and Kubernetes are in messages-io-config.vi.ts. Names and values stay.
import type { Catalogue } from './engine';
import { k8sMessages } from './messages-io-config.vi';

/** The type a scenario field expects, and what it holds instead (scenario/located.ts). */
export const iotype: Catalogue = [
  ['an object', 'một object'],
  ['an array', 'một mảng'],
  ['a string', 'một chuỗi'],
  ['a number', 'một số'],
  ['an int', 'một số nguyên'],
  ['an integer', 'một số nguyên'],
  ['a whole number', 'một số nguyên'],
  ['a boolean', 'một giá trị boolean'],
  ['a {t}', 'kiểu {t}'],
  ['an {t}', 'kiểu {t}'],
];

export const iofound: Catalogue = [
  ['null', 'null'],
  ['an array', 'một mảng'],
  ['an object', 'một object'],
  ['the number {n}', 'số {n}'],
  ['the text {t*}', 'text {t}'],
  ['boolean {v}', 'boolean {v}'],
  ['{k} {v*}', '{k} {v}'],
];

/** Scenario files opened in Build mode. */
const open: Catalogue = [
  ['a scenario is a YAML or JSON object with apiVersion, kind and metadata', 'kịch bản là một object YAML hoặc JSON có apiVersion, kind và metadata'],
  ['{what} is a YAML or JSON object with apiVersion, kind and metadata', '{what} là một object YAML hoặc JSON có apiVersion, kind và metadata'],
  ['unknown field {k*}', 'field lạ {k}'],
  ['unknown fields {ks*}', 'các field lạ {ks}'],
  ['is required', 'là bắt buộc'],
  ['expected {t@iotype}, found {v@iofound}', 'cần {t}, nhưng gặp {v}'],
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
  ['it is over the 512 MiB the CLI reads', 'nó vượt quá 512 MiB mà CLI đọc'],
  ['it is nested too deeply', 'nó lồng quá sâu'],
  ['it is too large', 'nó quá lớn'],
  ['it expands YAML aliases (*name) too many times, as a "YAML bomb" does: write the values out instead', 'nó mở rộng alias YAML (*tên) quá nhiều lần, như một "quả bom YAML": hãy viết thẳng các giá trị ra'],
  ['VFP Lab met something it did not expect (please report it, with the file)', 'VFP Lab gặp điều nó không lường trước (hãy báo lỗi, kèm theo file)'],
];

export const importMessages: Catalogue = [...k8sMessages, ...open, ...failures];
