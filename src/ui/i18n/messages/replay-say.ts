// A replay's message values (src/io/replay/messages.ts) in the user's language: why a probe cannot be
// walked, what is missing for a walk and the command that prints it, the report's lines. A failed
// build's errors inside "what is missing" are the scenario checks' own values. The Vietnamese rides in
// the narration chunk (narration-vi.ts): with useNarrationLang() it is there whenever 'vi' is asked
// for, and the first load carries English only.
import { render, type Msg } from '../../../core/message';
import { REPLAY_EN } from '../../../io/replay/messages';
import type { Lang } from '../../../state/lang';
import { narrationVi } from '../narration';
import { sayText } from './say-value';

export function sayReplay(lang: Lang, m: Msg): string {
  const vi = lang === 'en' ? undefined : narrationVi();
  return vi ? render([vi.REPLAY_VI], m) : render([REPLAY_EN], m);
}

/** What is missing for a walk, or why files make no node (`text` its English, as held), in `lang`. */
export function sayNeeds(lang: Lang, needs: { text: string; msg?: Msg | undefined }): string {
  const vi = lang === 'en' || !needs.msg ? undefined : narrationVi();
  return vi && needs.msg ? render([vi.REPLAY_VI, vi.SCENARIO_VI, vi.SCENARIO_API_VI], needs.msg) : needs.text;
}

/** Why a matrix cell could not be walked (`text` its English): what the replay's files lack, why a
 * probe cannot be sent, or a walk that failed; the English as held for a value of another catalogue. */
export function sayUnwalked(lang: Lang, text: string, m: Msg | undefined): string {
  const vi = lang === 'en' || !m ? undefined : narrationVi();
  const cats = vi ? [vi.REPLAY_VI, vi.PROBE_VI, vi.SCHEMA_VI, vi.WALK_VI, vi.ERRORS_VI] : [];
  return vi && m && cats.some((c) => Object.hasOwn(c, m.id)) ? render(cats, m) : text;
}

/** A line of the replay's report (what the files lack, what was assumed) in `lang`. */
export const sayReplayReport = (lang: Lang, text: string, m: Msg | undefined): string => sayText(lang, text, m, 'REPLAY_REPORT_VI');
