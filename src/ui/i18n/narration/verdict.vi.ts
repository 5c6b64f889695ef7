// Vietnamese for Check's reasons (checkExpect) and the handout's verdict line before the verdict's
// sentence. The verdict's message and hint are message values now (src/ui/i18n/messages/verdict.vi.ts),
// and so are the fixes (messages/fixes.vi.ts).
import type { Catalogue } from './engine';

export const verdictLines: Catalogue = [
  // verdictHead() (io/trace/table.ts): the handout's and the exported table's verdict line.
  ['delivered to {ref}', 'đã tới {ref}'],
  ['dropped {code}', 'bị drop {code}'],
  ['rejected {code}', 'bị từ chối {code}'],
];

/** A verdict's outcome word, and "none" for a missing reason code. */
export const outcome: Catalogue = [
  ['delivered', 'tới đích'],
  ['dropped', 'bị drop'],
  ['rejected', 'bị từ chối'],
  ['one', 'có reply'],
];
export const code: Catalogue = [
  ['none', 'không có'],
  ['{code}', '{code}'],
];
export const refs: Catalogue = [
  ['nothing delivered', 'không có gì tới đích'],
  ['{a} or {b@refs}', '{a} hoặc {b}'],
  ['{a}', '{a}'],
];

/** checkExpect() (cluster/simulation.ts): why a probe or an exercise goal does not pass. */
export const checkLines: Catalogue = [
  ['outcome: expected {want@outcome}, got {got@outcome} ({code})', 'kết quả: cần {want}, thực tế {got} ({code})'],
  ['outcome: expected {want@outcome}, got {got@outcome}', 'kết quả: cần {want}, thực tế {got}'],
  ['reason: expected {want}, got {got@code}', 'reason: cần {want}, thực tế {got}'],
  ['endpoint: expected {want@refs}, got {got@refs}', 'endpoint: cần {want}, thực tế {got}'],
  ['reply: expected {want@outcome}, got no reply (the request was not answered)', 'reply: cần {want}, nhưng không có reply nào (request không được trả lời)'],
  ['reply outcome: expected {want@outcome}, got {got@outcome} ({code})', 'kết quả của reply: cần {want}, thực tế {got} ({code})'],
  ['reply outcome: expected {want@outcome}, got {got@outcome}', 'kết quả của reply: cần {want}, thực tế {got}'],
  ['reply reason: expected {want}, got {got@code}', 'reason của reply: cần {want}, thực tế {got}'],
  ['the scenario cannot be simulated: {why*}', 'không mô phỏng được scenario: {why}'],
];
