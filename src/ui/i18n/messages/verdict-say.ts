// A verdict's message and hint, and the drop event's line (src/core/trace/verdict-messages.ts), in
// the user's language. The Vietnamese rides in the narration chunk (narration-vi.ts), there whenever
// useNarrationLang() says 'vi'; until then, and in English, the value renders as the walk wrote it.
import { render, type Msg, type MsgArg } from '../../../core/message';
import type { TraceEvent } from '../../../core/trace/trace';
import { VERDICT_EN } from '../../../core/trace/verdict-messages';
import type { Lang } from '../../../state/lang';
import { narrationVi, say } from '../narration';
import type { Rendering } from '../narration/engine';

type Vi = NonNullable<ReturnType<typeof narrationVi>>;

/** Holes that still hold the walk's English narration (a stack's name, a route, a layer's default
 * note, a Linux agent's head, a port's label): said through the narration catalogue named here. */
const NARRATED: Partial<Record<keyof typeof VERDICT_EN, Record<string, string>>> = {
  'verdict.aclDefault': { note: 'deflt' },
  'verdict.stackNoRoute': { stack: 'stack' },
  'verdict.routeNoInterface': { route: 'route' },
  'verdict.noSocket': { stack: 'stack' },
  'verdict.closedReject': { stack: 'stack' },
  'verdict.closedSilent': { stack: 'stack' },
  'verdict.forwardingOff': { stack: 'stack' },
  'verdict.notForwarding': { stack: 'stack' },
  'verdict.ttlForwarding': { stack: 'stack' },
  'verdict.linuxPolicy': { head: 'lhead' },
  'hint.outboundNat': { port: 'port' },
};

/** A verdict value in Vietnamese, and whether every part had Vietnamese (the coverage tests ask). */
export function renderVerdictVi(vi: Vi, m: Msg): Rendering {
  let complete = true;
  const prepare = (m: Msg): Msg => {
    if (!Object.hasOwn(vi.VERDICT_VI, m.id)) complete = false;
    const subs = NARRATED[m.id as keyof typeof VERDICT_EN];
    const args: Record<string, MsgArg> = {};
    for (const [k, v] of Object.entries(m.args)) {
      if (v === undefined) continue;
      const cat = subs?.[k];
      if (typeof v === 'object') args[k] = prepare(v);
      else if (cat && typeof v === 'string') {
        const r = vi.NARRATION.render(cat, v);
        complete &&= r.complete;
        args[k] = r.text;
      } else args[k] = v;
    }
    return { id: m.id, args };
  };
  const text = render([vi.VERDICT_VI], prepare(m));
  return { text, complete };
}

/** A verdict's message or hint value in `lang`. */
export function sayVerdict(lang: Lang, m: Msg): string {
  const vi = lang === 'en' ? undefined : narrationVi();
  return vi ? renderVerdictVi(vi, m).text : render([VERDICT_EN], m);
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
  return Object.hasOwn(VERDICT_EN, m.id) && Object.values(m.args).every((a) => typeof a !== 'object' || known(a));
}

/** A trace event's line in `lang`: its value when it has one (the drop), else through the templates. */
export const sayEvent = (lang: Lang, e: Pick<TraceEvent, 'text' | 'msg'>): string => (e.msg && known(e.msg) ? sayVerdict(lang, e.msg) : say(lang, e.text));
