// Tiếng Việt cho các câu kiểm tra câu hỏi challenge (src/lessons/challenge-messages.ts): cùng id,
// cùng tham số; tên Windows (layer, rewrite: dnat, encap) giữ nguyên.
import type { Translation } from '../../../core/message';
import type { CHALLENGE_EN } from '../../../lessons/challenge-messages';

export const CHALLENGE_VI: Translation<typeof CHALLENGE_EN> = {
  'challenge.noStep': (a) => `đường đi của probe không có ${a.rewrite}${a.layer ? ` trong ${a.layer}` : ''}: không có gì để hỏi`,
  'challenge.otherLayer': (a) => `bước ${a.step} nằm ở ${a.found || 'không layer nào'}, không phải ${a.layer}`,
  'challenge.noRewrite': (a) => `bước ${a.step} không có ${a.rewrite}: challenge hỏi header sau một bước ghi lại header`,
  'challenge.unchanged': (a) => `${a.rewrite} ở bước ${a.step} không ghi ${a.fields}: chỉ hỏi những trường mà bước đó ghi`,
  'challenge.noProbe': () => 'challenge cần probe có đường đi mà nó hỏi (focus.probe)',
  'challenge.unwalkable': (a) => `probe ${a.probe} không chạy được: ${a.why}`,
};
