// say(lang, text): the simulator's English (trace narration, verdict messages and hints, fix
// summaries) in the chosen language. The core keeps writing exactly today's English (the trace
// JSON and the goldens are a contract); the UI translates what it shows, line by line, against
// templates with named holes (engine.ts). Addresses, names, rule and layer names, reason codes and
// action names fill the holes and pass through unchanged.
import type { Lang } from '../../../state/lang';
import type { LegResult, Trace } from '../../../core/trace/trace';
import { Translator, type Rendering } from './engine';
import { deflt, dirlong, edit, edits, hairpin, port, portLines, verb } from './port.vi';
import { hostLines, lhead, note, pkt, route, stack } from './host.vi';
import { cond, fails, fixLines, peer, verdictLines, way } from './verdict.vi';

export const NARRATION = new Translator({
  // One " · " part of any line the simulator writes; the order matters where templates overlap.
  line: [...portLines, ...hostLines, ...verdictLines, ...fixLines, ['{name}', '{name}']],
  port,
  dirlong,
  edit,
  edits,
  verb,
  deflt,
  hairpin,
  stack,
  note,
  route,
  pkt,
  lhead,
  way,
  cond,
  fails,
  peer,
});

const SEP = ' · ';
const cache = new Map<string, Rendering>();

/** The Vietnamese of one line of simulator English, and whether every part of it had a template. */
export function renderVi(text: string): Rendering {
  const hit = cache.get(text);
  if (hit) return hit;
  const parts = text.split(SEP).map((p) => NARRATION.render('line', p));
  const r = { text: parts.map((p) => p.text).join(SEP), complete: parts.every((p) => p.complete) };
  if (cache.size > 4000) cache.clear();
  cache.set(text, r);
  return r;
}

/** Simulator English in `lang`: English is returned as it is; a part with no template stays English. */
export function say(lang: Lang, text: string): string;
export function say(lang: Lang, text: string | undefined): string | undefined;
export function say(lang: Lang, text: string | undefined): string | undefined {
  if (lang === 'en' || !text) return text;
  return renderVi(text).text;
}

/** A list of rewrites (describeEdit joined with "; ") in `lang`. */
export function sayEdits(lang: Lang, text: string): string {
  return lang === 'en' ? text : NARRATION.render('edits', text).text;
}

/** A trace whose narration, verdict messages and hints are in `lang` (for exports the user reads). */
export function sayTrace(lang: Lang, t: Trace): Trace {
  if (lang === 'en') return t;
  const leg = <L extends LegResult>(l: L): L => ({ ...l, verdict: { ...l.verdict, message: say(lang, l.verdict.message), hint: say(lang, l.verdict.hint) } });
  return { ...t, events: t.events.map((e) => ({ ...e, text: say(lang, e.text) })), request: leg(t.request), reply: t.reply && leg(t.reply) };
}

export { sayReason, sayAssumption } from './by-id';
