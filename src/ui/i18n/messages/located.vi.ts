// Tiếng Việt cho điều bộ đọc tài liệu YAML/JSON có schema nói (src/io/scenario/messages.ts: file
// kịch bản, file bài học) và cho lời của zod (src/io/zod-messages.ts). Cùng id, cùng tham số, kiểu
// Translation. Tên field, giá trị và tên kiểu của zod giữ nguyên.
import type { Translation } from '../../../core/message';
import type { LOCATED_EN } from '../../../io/scenario/messages';
import type { ZOD_EN } from '../../../io/zod-messages';

export const LOCATED_VI: Translation<typeof LOCATED_EN> = {
  'located.scenario': () => 'kịch bản',
  'located.lesson': () => 'bài học',
  'located.notObject': (a) => `${a.what} là một object YAML hoặc JSON có apiVersion, kind và metadata`,
  'located.unknownField': (a) => `field lạ ${a.names}`,
  'located.unknownFields': (a) => `các field lạ ${a.names}`,
};

export const ZOD_VI: Translation<typeof ZOD_EN> = {
  'zod.type': (a) => `giá trị không hợp lệ: cần ${a.want}, nhưng gặp ${a.got}`,
  'zod.invalid': () => 'giá trị không hợp lệ',
  'zod.option': (a) => `giá trị không hợp lệ: cần một trong ${a.options}`,
  'zod.atLeast': (a) => `quá nhỏ: ${a.t} phải >=${a.n}`,
  'zod.atMost': (a) => `quá lớn: ${a.t} phải <=${a.n}`,
  'zod.atLeastChars': (a) => `quá ngắn: chuỗi phải có >=${a.n} ký tự`,
  'zod.atMostChars': (a) => `quá dài: chuỗi chỉ được có <=${a.n} ký tự`,
  'zod.atLeastItems': (a) => `quá ít: mảng phải có >=${a.n} phần tử`,
  'zod.atMostItems': (a) => `quá nhiều: mảng chỉ được có <=${a.n} phần tử`,
  // Lời của một bản zod khác: giữ như nó nói.
  'zod.text': (a) => `zod báo: ${a.text}`,
};
