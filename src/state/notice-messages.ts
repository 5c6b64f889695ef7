// What the page says when a link cannot be used (app.ts startup, navigation.ts follow and
// shareRoute), as message values (src/core/message.ts): English here; the UI says the same ids in
// the user's language (src/ui/i18n/messages/notices.vi.ts). Only the page shows them. A broken
// link's reasons come from the share decoder's catalogues: broken-link.ts (in the validation chunk,
// which decodes links) adds them here, so the demo's first load carries none of them.
import { msg, render, type Catalogue, type Msg, type MsgOf } from '../core/message';
import { ERRORS_EN } from '../io/errors';

export const NOTICE_EN = {
  'notice.noBuiltin': (a: { id: string }) => `There is no built-in scenario "${a.id}".`,
  'notice.noProbe': (a: { probe: string }) => `This scenario has no probe "${a.probe}".`,
  // `why`: the share decoder's reasons (src/io/share: its own, the scenario file's, the checks'), as values.
  'notice.linkBroken': (a: { why: string }) => `The shared link could not be opened: ${a.why}`,
  /** One reason, at its field. `why` is a value, or English a reader does not give as one yet. */
  'notice.linkField': (a: { field: string; why: string }) => `${a.field}: ${a.why}`,
  'notice.linkReasons': (a: { a: string; rest: string }) => `${a.a}; ${a.rest}`,
  'notice.linkTooLarge': (a: { kb: number }) => `This scenario is larger than ${a.kb} KB, the most a link carries: save it as a file instead.`,
} as const;

export type NoticeMsg = MsgOf<typeof NOTICE_EN>;
export const noticeMsg = msg<typeof NOTICE_EN>();

/** The catalogues a notice's reasons come from (the decoder's, the scenario file's, the checks'),
 * added by the code that makes such a notice. */
const NOTICE_ALL: Catalogue[] = [NOTICE_EN, ERRORS_EN];

export function addNoticeCatalogues(...catalogues: Catalogue[]): void {
  for (const c of catalogues) if (!NOTICE_ALL.includes(c)) NOTICE_ALL.push(c);
}

/** A notice in English. */
export const noticeText = (m: Msg): string => render(NOTICE_ALL, m);
