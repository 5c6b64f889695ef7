// zod's words in Vietnamese. The dump readers' own words are message values (messages/dumps-*.vi.ts):
// no English template of them is left here.
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
