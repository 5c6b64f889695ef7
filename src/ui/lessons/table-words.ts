// The exported trace's table (Markdown, CSV) and the handout in the chosen language: headings and
// leg names from the dictionary, the simulator's lines and verdicts through the catalogue, and
// places as the trace JSON writes them, but for the network between the nodes, which is named.
import { NODE_NETWORK } from '../../cluster/world/underlay-name';
import type { Place } from '../../core/trace/trace';
import { placeText } from '../../io/trace/json';
import { verdictHead, verdictHeadMsg, type TableWords } from '../../io/trace/table';
import type { Lang } from '../../state/lang';
import type { T } from '../i18n/use-t';
import { sayText } from '../i18n/messages/say-value';
import { sayEvent, sayVerdictText } from '../i18n/messages/verdict-say';
import '../i18n/words/lessons-en';

function placeIn(t: T, at: Place): string {
  return at.place === 'wire' && at.node === NODE_NETWORK ? placeText({ ...at, node: t('trace.ext.nodeNetwork') }) : placeText(at);
}

export function tableWords(t: T, lang: Lang): TableWords {
  return {
    step: t('export.col.step'),
    leg: t('export.col.leg'),
    where: t('export.col.where'),
    narration: t('export.col.narration'),
    packet: t('export.packet'),
    verdict: t('print.verdict'),
    reply: t('export.reply'),
    legName: (leg) => t(leg === 'reply' ? 'export.leg.reply' : 'export.leg.request'),
    place: (at) => placeIn(t, at),
    line: (text, msg) => sayEvent(lang, { text, msg }),
    // The outcome and the verdict's sentence from their values.
    summary: (leg) => `${sayText(lang, verdictHead(leg), verdictHeadMsg(leg), 'HEAD_VI')}: ${sayVerdictText(lang, leg.verdict.message, leg.verdict.msg)}`,
  };
}
