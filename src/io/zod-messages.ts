// zod's own words, where a reader passes them on (a vfpctrl counter it cannot read, a scenario file's
// field zod refuses for a reason the reader does not word itself), as message values (issue 30):
// zod's English is read here, once, into ids, and anything else kept as it said it. English here;
// the UI says the same ids in the user's language (ui/i18n/messages/located.vi.ts).
import { msg, render, type MsgOf } from '../core/message';

export const ZOD_EN = {
  /** `want`, `got`: zod's names of types (number, string, undefined...). */
  'zod.type': (a: { want: string; got: string }) => `Invalid input: expected ${a.want}, received ${a.got}`,
  'zod.invalid': () => 'Invalid input',
  /** `options`: zod's list, each quoted, joined with "|". */
  'zod.option': (a: { options: string }) => `Invalid option: expected one of ${a.options}`,
  /** `t`: zod's name of the type; `n`: the bound as zod writes it. */
  'zod.atLeast': (a: { t: string; n: string }) => `Too small: expected ${a.t} to be >=${a.n}`,
  'zod.atMost': (a: { t: string; n: string }) => `Too big: expected ${a.t} to be <=${a.n}`,
  'zod.atLeastChars': (a: { n: string }) => `Too small: expected string to have >=${a.n} characters`,
  'zod.atMostChars': (a: { n: string }) => `Too big: expected string to have <=${a.n} characters`,
  'zod.atLeastItems': (a: { n: string }) => `Too small: expected array to have >=${a.n} items`,
  'zod.atMostItems': (a: { n: string }) => `Too big: expected array to have <=${a.n} items`,
  /** Another wording (a newer zod's), as it said it. */
  'zod.text': (a: { text: string }) => a.text,
} as const;

export type ZodMsg = MsgOf<typeof ZOD_EN>;
export const zodMsg = msg<typeof ZOD_EN>();

/** In English. */
export const zodText = (m: ZodMsg): string => render([ZOD_EN], m);

/** zod's message as a value: its wording read here, so that no reader of the value needs it. */
export function zodReason(message: string): ZodMsg {
  let m: RegExpExecArray | null;
  if ((m = /^Invalid input: expected (\w+), received (\w+)$/.exec(message))) return zodMsg('zod.type', { want: m[1]!, got: m[2]! });
  if (message === 'Invalid input') return zodMsg('zod.invalid', {});
  if ((m = /^Invalid option: expected one of (.+)$/s.exec(message))) return zodMsg('zod.option', { options: m[1]! });
  if ((m = /^Too small: expected string to have >=(\S+) characters$/.exec(message))) return zodMsg('zod.atLeastChars', { n: m[1]! });
  if ((m = /^Too big: expected string to have <=(\S+) characters$/.exec(message))) return zodMsg('zod.atMostChars', { n: m[1]! });
  if ((m = /^Too small: expected array to have >=(\S+) items$/.exec(message))) return zodMsg('zod.atLeastItems', { n: m[1]! });
  if ((m = /^Too big: expected array to have <=(\S+) items$/.exec(message))) return zodMsg('zod.atMostItems', { n: m[1]! });
  if ((m = /^Too small: expected (\w+) to be >=(\S+)$/.exec(message))) return zodMsg('zod.atLeast', { t: m[1]!, n: m[2]! });
  if ((m = /^Too big: expected (\w+) to be <=(\S+)$/.exec(message))) return zodMsg('zod.atMost', { t: m[1]!, n: m[2]! });
  return zodMsg('zod.text', { text: message });
}
