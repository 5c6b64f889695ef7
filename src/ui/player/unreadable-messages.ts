// What the notice of saved work this build cannot read says about opening it repaired (issue 32:
// "open anyway, repairing what can be repaired"; src/state/repair.ts), as message values
// (src/core/message.ts): English here, Vietnamese in src/ui/i18n/messages/unreadable.vi.ts.
import { msg, type MsgOf } from '../../core/message';

export const UNREADABLE_EN = {
  'unreadable.repair': () => 'Open it, repaired',
  'unreadable.repairTitle': () => 'Open what this version can read of it: the fields and entries it refuses are left out and listed here. The copy stays aside as it was.',
  'unreadable.repaired': (a: { leftOut: string }) => `Opened without what this version refuses: ${a.leftOut}. The copy stays aside as it was until you discard it.`,
  'unreadable.repairedSet': (a: { set: string; leftOut: string }) =>
    `Opened with ${a.set} in place of what this version could not read${a.leftOut ? `, and without what it refuses: ${a.leftOut}` : ''}. The copy stays aside as it was until you discard it.`,
  'unreadable.notRepairable': () => 'This version cannot open any of it (it holds no scenario): save it to a file and open it with a newer VFP Lab.',
  'unreadable.do.repair': () => 'open the unreadable copy, repaired',
} as const;

export type UnreadableMsg = MsgOf<typeof UNREADABLE_EN>;
export const unreadableMsg = msg<typeof UNREADABLE_EN>();
