// A replay's message value (src/io/replay/messages.ts) in the user's language. A `missing` hole may
// hold needs.ts's English "missing: … — run `…`" clause (its sentences predate message values): that
// one is said through the io catalogues, as Import mode says it elsewhere. The Vietnamese rides in the
// narration chunk (narration-vi.ts): with useNarrationLang() it is there whenever 'vi' is asked for,
// and the first load carries English only.
import { render, type Msg, type MsgArg } from '../../../core/message';
import { REPLAY_EN } from '../../../io/replay/messages';
import type { Lang } from '../../../state/lang';
import { narrationVi, sayMessage } from '../narration';
import { sayText } from './say-value';

function inLang(lang: Lang, m: Msg): Msg {
  const args: Record<string, MsgArg> = {};
  for (const [k, v] of Object.entries(m.args)) if (v !== undefined) args[k] = typeof v === 'object' ? inLang(lang, v) : typeof v === 'string' && v.startsWith('missing: ') ? sayMessage(lang, v) : v;
  return { id: m.id, args };
}

export function sayReplay(lang: Lang, m: Msg): string {
  const vi = lang === 'en' ? undefined : narrationVi();
  return vi ? render([vi.REPLAY_VI], inLang(lang, m)) : render([REPLAY_EN], m);
}

/** A line of the replay's report (what the files lack, what was assumed) in `lang`. */
export const sayReplayReport = (lang: Lang, text: string, m: Msg | undefined): string => sayText(lang, text, m, 'REPLAY_REPORT_VI');
