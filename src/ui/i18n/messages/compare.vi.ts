// Vietnamese for what Compare says (src/cluster/compare/messages.ts). The holes come said already:
// a side's line is its event in Vietnamese, why a probe cannot be sent the probe's reason
// (compare-say.ts). Rides in the narration chunk (narration-vi.ts).
import type { Translation } from '../../../core/message';
import type { COMPARE_EN } from '../../../cluster/compare/messages';

export const COMPARE_VI: Translation<typeof COMPARE_EN> = {
  'compare.parts': (a) => `trước: ${a.a} | sau: ${a.b}`,
  'compare.afterEnded': (a) => `trước: ${a.a} | sau: đường đi đã dừng`,
  'compare.beforeEnded': (a) => `trước: đường đi dừng ở đây | sau: ${a.b}`,
  'compare.unsentA': (a) => `probe ${a.name}: không gửi được ở A: ${a.why}`,
  'compare.unsentB': (a) => `probe ${a.name}: không gửi được ở B: ${a.why}`,
};
