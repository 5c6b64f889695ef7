// Vietnamese for what the dump readers write about the repairs of a damaged paste (src/io/dumps: the
// JSON reader, long lines, the lists' tails). Values stay. The readers' own words are message values
// (messages/dumps-hns.vi.ts, dumps-vfp.vi.ts, dumps-node.vi.ts).
import type { Catalogue } from './engine';

/** zod's own words: for a counter it cannot read (dumps/vfp/counters.ts, said through problem-say.ts), a scenario file's field (scenario/located.ts). */
export const iozod: Catalogue = [
  ['Invalid input: expected {t}, received {u}', 'giá trị không hợp lệ: cần {t}, nhưng gặp {u}'],
  ['Invalid input', 'giá trị không hợp lệ'],
  ['Invalid option: expected one of {x*}', 'giá trị không hợp lệ: cần một trong {x}'],
  ['Too small: expected {t} to be >={n}', 'quá nhỏ: {t} phải >={n}'],
  ['Too big: expected {t} to be <={n}', 'quá lớn: {t} phải <={n}'],
  ['Too small: expected {x*}', 'quá nhỏ: cần {x}'],
  ['Too big: expected {x*}', 'quá lớn: cần {x}'],
];

/** What a damaged paste needed (json-repair.ts, text.ts, report.ts). */
const repairs: Catalogue = [
  ['`...` elisions on line {ls*}: the author left part of the output out; read what is there (an elided value is null)', 'chỗ lược `...` ở dòng {ls}: người dán đã bỏ bớt một phần output; đọc phần còn lại (giá trị bị lược là null)'],
  ['strings broken across lines (line {ls*}): the paste was hard-wrapped; joined back', 'chuỗi bị ngắt qua nhiều dòng (dòng {ls}): bản dán bị ngắt dòng cứng; đã nối lại'],
  ['bare JSON objects separated by commas (first after line {l}): read as a list', 'các object JSON rời cách nhau bằng dấu phẩy (đầu tiên sau dòng {l}): đọc thành một danh sách'],
  ['line {n} is {kb} KB long: only its first 64 KB were read (no real dump has such a line; a paste may have lost its line ends)', 'dòng {n} dài {kb} KB: chỉ đọc 64 KB đầu (không dump thật nào có dòng như vậy; có lẽ bản dán đã mất ký tự xuống dòng)'],
  ['{n} more lines over 64 KB were cut the same way', 'thêm {n} dòng dài hơn 64 KB bị cắt cùng cách'],
  ['the text ends inside a value (truncated?): read as it is, the brackets still open closed; the rest is not in the file', 'text dừng giữa một giá trị (bị cắt cụt?): đọc nguyên như vậy, đóng lại các ngoặc còn mở; phần còn lại không có trong file'],
  ['the text ends inside a value (truncated?): read up to its last whole member, the brackets still open closed; the rest is not in the file', 'text dừng giữa một giá trị (bị cắt cụt?): đọc tới member cuối cùng còn nguyên, đóng lại các ngoặc còn mở; phần còn lại không có trong file'],
  ['{n} more warnings not shown', 'còn {n} ghi chú nữa không hiện'],
  ['{n} more errors not shown', 'còn {n} lỗi nữa không hiện'],
];

export const dumpMessages: Catalogue = [...repairs];
