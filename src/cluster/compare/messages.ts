// What Compare says (compare.ts): where two walks part and a probe one side cannot send, as message
// values (src/core/message.ts). English here (`diff`'s text and JSON, `divergesAt.text`), Vietnamese
// in src/ui/i18n/messages/compare.vi.ts. A side's line is the walk's own event text (the UI says
// the event itself); why a probe cannot be sent is the probe's own value (cluster/probe-messages.ts).
import { msg, render, type MsgOf } from '../../core/message';
import { PROBE_EN } from '../probe-messages';

export const COMPARE_EN = {
  'compare.parts': (a: { a: string; b: string }) => `before: ${a.a} | after: ${a.b}`,
  'compare.afterEnded': (a: { a: string }) => `before: ${a.a} | after: the walk ended`,
  'compare.beforeEnded': (a: { b: string }) => `before: the walk ended here | after: ${a.b}`,
  'compare.unsentA': (a: { name: string; why: string }) => `probe ${a.name}: cannot be sent in A: ${a.why}`,
  'compare.unsentB': (a: { name: string; why: string }) => `probe ${a.name}: cannot be sent in B: ${a.why}`,
};

export type CompareMsg = MsgOf<typeof COMPARE_EN>;
export const compareMsg = msg<typeof COMPARE_EN>();
export const compareText = (m: CompareMsg): string => render([COMPARE_EN, PROBE_EN], m);
