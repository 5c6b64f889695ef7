// A replay's message value (src/io/replay/messages.ts) in the user's language. A `missing` hole may
// hold needs.ts's English "missing: … — run `…`" clause (its sentences predate message values): that
// one is said through the io catalogues, as Import mode says it elsewhere.
import { render, type Msg, type MsgArg } from '../../../core/message';
import { REPLAY_EN } from '../../../io/replay/messages';
import type { Lang } from '../../../state/lang';
import { sayMessage } from '../narration';
import { REPLAY_VI } from './replay.vi';

function inLang(lang: Lang, m: Msg): Msg {
  const args: Record<string, MsgArg> = {};
  for (const [k, v] of Object.entries(m.args)) if (v !== undefined) args[k] = typeof v === 'object' ? inLang(lang, v) : typeof v === 'string' && v.startsWith('missing: ') ? sayMessage(lang, v) : v;
  return { id: m.id, args };
}

export const sayReplay = (lang: Lang, m: Msg): string => (lang === 'vi' ? render([REPLAY_VI], inLang(lang, m)) : render([REPLAY_EN], m));
