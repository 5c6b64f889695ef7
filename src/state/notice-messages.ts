// What the page says when a link cannot be used (app.ts startup, navigation.ts follow and
// shareRoute), as message values (src/core/message.ts): English here; the UI says the same ids in
// the user's language (src/ui/i18n/messages/notices.vi.ts). Only the page shows them.
import { msg, type MsgOf } from '../core/message';

export const NOTICE_EN = {
  'notice.noBuiltin': (a: { id: string }) => `There is no built-in scenario "${a.id}".`,
  'notice.noProbe': (a: { probe: string }) => `This scenario has no probe "${a.probe}".`,
  // `why` is the share decoder's own English (src/io/share), each `field: message`, joined with "; ".
  'notice.linkBroken': (a: { why: string }) => `The shared link could not be opened: ${a.why}`,
  'notice.linkTooLarge': (a: { kb: number }) => `This scenario is larger than ${a.kb} KB, the most a link carries: save it as a file instead.`,
} as const;

export type NoticeMsg = MsgOf<typeof NOTICE_EN>;
export const noticeMsg = msg<typeof NOTICE_EN>();

/** A share link the decoder refused, with its reasons. */
export const brokenLink = (errors: readonly { field?: string; message: string }[]) =>
  noticeMsg('notice.linkBroken', { why: errors.map((e) => `${e.field ? `${e.field}: ` : ''}${e.message}`).join('; ') });
