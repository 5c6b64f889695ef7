// Why a probe or an exercise goal does not pass (checkExpect, checkGoals), as message values
// (src/core/message.ts); Vietnamese in src/ui/i18n/messages/check.vi.ts. Outcomes and reason codes
// fill the holes as the trace has them; the Vietnamese says the outcome words.
import { msg, render, type MsgOf } from '../core/message';
import type { Verdict } from '../core/trace/trace';

type Outcome = Verdict['outcome'];

export const CHECK_EN = {
  'check.outcome': (a: { want: Outcome; got: Outcome; code?: string }) => `outcome: expected ${a.want}, got ${a.got}${a.code ? ` (${a.code})` : ''}`,
  'check.reason': (a: { want: string; got?: string }) => `reason: expected ${a.want}, got ${a.got ?? 'none'}`,
  'check.endpoint': (a: { want: string; got?: string }) => `endpoint: expected ${a.want}, got ${a.got ?? 'nothing delivered'}`,
  // Endpoints the goal takes, any of them: `b` is the next one, or the rest of the list.
  'check.or': (a: { a: string; b: string }) => `${a.a} or ${a.b}`,
  'check.noReply': (a: { want?: Outcome }) => `reply: expected ${a.want ?? 'one'}, got no reply (the request was not answered)`,
  'check.replyOutcome': (a: { want: Outcome; got: Outcome; code?: string }) => `reply outcome: expected ${a.want}, got ${a.got}${a.code ? ` (${a.code})` : ''}`,
  'check.replyReason': (a: { want: string; got?: string }) => `reply reason: expected ${a.want}, got ${a.got ?? 'none'}`,
  'check.cannotSimulate': (a: { why: string }) => `the scenario cannot be simulated: ${a.why}`,
};

export type CheckMsg = MsgOf<typeof CHECK_EN>;
export const checkMsg = msg<typeof CHECK_EN>();
export const checkText = (m: CheckMsg): string => render([CHECK_EN], m);
