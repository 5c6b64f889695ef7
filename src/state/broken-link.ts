// A share link the decoder refused, as a notice with its reasons: part of the validation chunk (it is
// made only where a link was decoded), which brings the decoder's, the scenario file's and the
// checks' (and YAML's) English catalogues for the notice's English (notice-messages.ts noticeText).
import type { Msg } from '../core/message';
import { SCENARIO_EN } from '../cluster/scenario/messages';
import { SCENARIO_API_EN } from '../cluster/scenario/messages-api';
import { SHARE_EN } from '../io/share/messages';
import { LOCATED_EN } from '../io/scenario/messages';
import { SCHEMA_EN } from '../cluster/scenario/schema-messages';
import { ZOD_EN } from '../io/zod-messages';
import { YAML_EN } from '../io/import/located/yaml-messages';
import { addNoticeCatalogues, noticeMsg, type NoticeMsg } from './notice-messages';

// YAML's: a link's JSON the JSON reader refuses (a duplicate key, too deep) is read the YAML way.
addNoticeCatalogues(SHARE_EN, SCENARIO_EN, SCENARIO_API_EN, LOCATED_EN, SCHEMA_EN, ZOD_EN, YAML_EN);

/** A share link the decoder refused, with its reasons (each at its field, joined with "; "). */
export function brokenLink(errors: readonly { field?: string; message: string; msg?: Msg }[]): NoticeMsg {
  const said = errors.map((e) => (e.field ? noticeMsg('notice.linkField', { field: e.field, why: e.msg ?? e.message }) : (e.msg ?? e.message)));
  const why = said.reduceRight<string | Msg | undefined>((rest, a) => (rest === undefined ? a : noticeMsg('notice.linkReasons', { a, rest })), undefined) ?? '';
  return noticeMsg('notice.linkBroken', { why });
}
