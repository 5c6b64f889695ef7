// What the page says when a link cannot be used (app.ts startup, navigation.ts follow and
// shareRoute), as message values (src/core/message.ts): English here; the UI says the same ids in
// the user's language (src/ui/i18n/messages/notices.vi.ts). Only the page shows them.
import { msg, render, type Msg, type MsgOf } from '../core/message';
import { SCENARIO_EN } from '../cluster/scenario/messages';
import { SCENARIO_API_EN } from '../cluster/scenario/messages-api';
import { SHARE_EN } from '../io/share/messages';
import { LOCATED_EN } from '../io/scenario/messages';
import { SCHEMA_EN } from '../cluster/scenario/schema-messages';
import { ZOD_EN } from '../io/zod-messages';
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

/** A share link the decoder refused, with its reasons (each at its field, joined with "; "). */
export function brokenLink(errors: readonly { field?: string; message: string; msg?: Msg }[]): NoticeMsg {
  const said = errors.map((e) => (e.field ? noticeMsg('notice.linkField', { field: e.field, why: e.msg ?? e.message }) : (e.msg ?? e.message)));
  const why = said.reduceRight<string | Msg | undefined>((rest, a) => (rest === undefined ? a : noticeMsg('notice.linkReasons', { a, rest })), undefined) ?? '';
  return noticeMsg('notice.linkBroken', { why });
}

/** The catalogues a notice's reasons come from (the decoder's, the scenario file's, the checks'). */
const NOTICE_ALL = [NOTICE_EN, SHARE_EN, SCENARIO_EN, SCENARIO_API_EN, LOCATED_EN, SCHEMA_EN, ZOD_EN, ERRORS_EN];

/** A notice in English. */
export const noticeText = (m: Msg): string => render(NOTICE_ALL, m);
