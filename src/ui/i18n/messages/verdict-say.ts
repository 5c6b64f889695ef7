// A verdict's message and hint (src/core/trace/verdict-messages.ts) and every trace event's line
// (src/core/walk/narration-messages.ts) in the user's language. The Vietnamese rides in the narration chunk (narration-vi.ts), there whenever
// useNarrationLang() says 'vi'; until then, and in English, the value renders as the walk wrote it.
import { render, type Msg } from '../../../core/message';
import type { TraceEvent } from '../../../core/trace/trace';
import { VERDICT_EN, verdictText } from '../../../core/trace/verdict-messages';
import { NARRATION_EN } from '../../../core/walk/narration-messages';
import { ORIGIN_EN } from '../../../core/vfp/origin-messages';
import type { Lang } from '../../../state/lang';
import { narrationVi } from '../narration';
import type { Rendering } from './say-value';

type Vi = NonNullable<ReturnType<typeof narrationVi>>;

/** A verdict value, or an event's line, in Vietnamese, and whether every part had Vietnamese (the
 * coverage tests ask). A verdict's holes may hold the walk's words (a stack, a route, a port, a
 * layer's note, a Linux agent's head) as narration values: said from the same chunk. */
export function renderVerdictVi(vi: Vi, m: Msg): Rendering {
  let complete = true;
  const check = (m: Msg): void => {
    if (!Object.hasOwn(vi.VERDICT_VI, m.id) && !Object.hasOwn(vi.NARRATION_VI, m.id) && !Object.hasOwn(vi.ORIGIN_VI, m.id)) complete = false;
    for (const v of Object.values(m.args)) if (v && typeof v === 'object') check(v);
  };
  check(m);
  return { text: render([vi.VERDICT_VI, vi.NARRATION_VI, vi.ORIGIN_VI], m), complete };
}

/** A verdict's message or hint value in `lang`. */
export function sayVerdict(lang: Lang, m: Msg): string {
  const vi = lang === 'en' ? undefined : narrationVi();
  return vi ? renderVerdictVi(vi, m).text : verdictText(m);
}

/** A verdict's message or hint in `lang`: from its value when it has one, else (a verdict made
 * outside the walk) its English as it is. */
export function sayVerdictText(lang: Lang, text: string, m: Msg | undefined): string;
export function sayVerdictText(lang: Lang, text: string | undefined, m: Msg | undefined): string | undefined;
export function sayVerdictText(lang: Lang, text: string | undefined, m: Msg | undefined): string | undefined {
  return m && known(m) ? sayVerdict(lang, m) : text;
}

/** A value whose every id this build knows (a trace from another build may carry one it does not:
 * its text is then said as it is, never a raw id). */
function known(m: Msg): boolean {
  return (Object.hasOwn(VERDICT_EN, m.id) || Object.hasOwn(NARRATION_EN, m.id) || Object.hasOwn(ORIGIN_EN, m.id)) && Object.values(m.args).every((a) => typeof a !== 'object' || known(a));
}

/** A trace event's line in `lang`: its value (narration-messages.ts, or the drop's verdict-messages.ts);
 * a line without one this build knows (a trace from an older or newer build) is said as it is. */
export const sayEvent = (lang: Lang, e: Pick<TraceEvent, 'text' | 'msg'>): string => (e.msg && known(e.msg) ? sayVerdict(lang, e.msg) : e.text);
