// Vietnamese for why a probe or an exercise goal does not pass (src/cluster/check-messages.ts) and
// the handout's verdict line before the verdict's sentence (src/io/trace/head-messages.ts). Refs and
// reason codes stay in the holes; outcome words are said. Rides in the narration chunk.
import type { Translation } from '../../../core/message';
import type { CHECK_EN } from '../../../cluster/check-messages';
import type { HEAD_EN } from '../../../io/trace/head-messages';

const OUTCOME: Record<string, string> = { delivered: 'tới đích', dropped: 'bị drop', rejected: 'bị từ chối' };
const outcome = (o: string) => OUTCOME[o] ?? o;
const code = (c: string | undefined) => (c ? ` (${c})` : '');

export const CHECK_VI: Translation<typeof CHECK_EN> = {
  'check.outcome': (a) => `kết quả: cần ${outcome(a.want)}, thực tế ${outcome(a.got)}${code(a.code)}`,
  'check.reason': (a) => `reason: cần ${a.want}, thực tế ${a.got ?? 'không có'}`,
  'check.endpoint': (a) => `endpoint: cần ${a.want}, thực tế ${a.got ?? 'không có gì tới đích'}`,
  'check.or': (a) => `${a.a} hoặc ${a.b}`,
  'check.noReply': (a) => `reply: cần ${a.want ? outcome(a.want) : 'có reply'}, nhưng không có reply nào (request không được trả lời)`,
  'check.replyOutcome': (a) => `kết quả của reply: cần ${outcome(a.want)}, thực tế ${outcome(a.got)}${code(a.code)}`,
  'check.replyReason': (a) => `reason của reply: cần ${a.want}, thực tế ${a.got ?? 'không có'}`,
  'check.cannotSimulate': (a) => `không mô phỏng được scenario: ${a.why}`,
};

export const HEAD_VI: Translation<typeof HEAD_EN> = {
  'head.delivered': (a) => `đã tới ${a.ref}`,
  'head.deliveredThere': () => 'đã tới đích',
  'head.dropped': (a) => `bị drop${a.code ? ` ${a.code}` : ''}`,
  'head.rejected': (a) => `bị từ chối${a.code ? ` ${a.code}` : ''}`,
};
