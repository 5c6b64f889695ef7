// A leg's outcome before its message in the exported table and the handout ("delivered to
// pod/default/web-1", "dropped NO_LISTENER"), as message values (src/core/message.ts); Vietnamese in
// src/ui/i18n/messages/check.vi.ts. Refs and reason codes fill the holes as the trace has them.
import { msg, render, type MsgOf } from '../../core/message';

export const HEAD_EN = {
  'head.delivered': (a: { ref: string }) => `delivered to ${a.ref}`,
  'head.deliveredThere': () => 'delivered to its destination',
  'head.dropped': (a: { code?: string }) => `dropped${a.code ? ` ${a.code}` : ''}`,
  'head.rejected': (a: { code?: string }) => `rejected${a.code ? ` ${a.code}` : ''}`,
};

export type HeadMsg = MsgOf<typeof HEAD_EN>;
export const headMsg = msg<typeof HEAD_EN>();
export const headText = (m: HeadMsg): string => render([HEAD_EN], m);
