// A fix, what fixes aim at, and the undo history's labels (src/cluster/fixes/messages.ts,
// src/state/history-messages.ts) in the user's language; the Vietnamese rides in the narration
// chunk, there whenever useNarrationLang() says 'vi'.
import { render, type Msg } from '../../../core/message';
import { historyText } from '../../../state/history-messages';
import type { Lang } from '../../../state/lang';
import { narrationVi } from '../narration';

/** A fix's summary or goal, or a history label (which may hold a fix). */
export function sayFix(lang: Lang, m: Msg): string {
  const vi = lang === 'en' ? undefined : narrationVi();
  return vi ? render([vi.FIX_VI, vi.HISTORY_VI], m) : historyText(m);
}

/** What the undo history records a change as: a form's words as they are, the state layer's said. */
export function sayHistory(lang: Lang, what: string | Msg): string;
export function sayHistory(lang: Lang, what: string | Msg | undefined): string | undefined;
export function sayHistory(lang: Lang, what: string | Msg | undefined): string | undefined {
  return typeof what === 'object' ? sayFix(lang, what) : what;
}
