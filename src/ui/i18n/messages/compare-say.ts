// Compare's words (src/cluster/compare/messages.ts) in the user's language: where two walks part,
// each side's line said from its event's value, and a probe one side cannot send (its reason, the probe's value). The Vietnamese
// rides in the narration chunk.
import { render } from '../../../core/message';
import type { Divergence } from '../../../cluster/compare/compare';
import { compareText, type CompareMsg } from '../../../cluster/compare/messages';
import type { Trace, TraceEvent } from '../../../core/trace/trace';
import type { Lang } from '../../../state/lang';
import { narrationVi } from '../narration';
import type { Rendering } from './say-value';
import { renderVerdictVi } from './verdict-say';

type Vi = NonNullable<ReturnType<typeof narrationVi>>;

/** Where two walks part in Vietnamese, and whether every part of it had Vietnamese (tests ask). */
export function renderDivergenceVi(vi: Vi, d: Divergence, traces: { before: Trace; after: Trace }): Rendering {
  let complete = true;
  const side = (e: TraceEvent | undefined, en: string): string => {
    // A line without a value (a trace from an older build) is said as it is, and counted incomplete.
    const r = e?.msg ? renderVerdictVi(vi, e.msg) : { text: e ? e.text : en, complete: false };
    complete &&= r.complete;
    return r.text;
  };
  const m = d.msg;
  const a = d.before === undefined ? undefined : traces.before.events[d.before];
  const b = d.after === undefined ? undefined : traces.after.events[d.after];
  const text =
    m.id === 'compare.parts'
      ? vi.COMPARE_VI[m.id]({ a: side(a, String(m.args.a)), b: side(b, String(m.args.b)) })
      : m.id === 'compare.afterEnded'
        ? vi.COMPARE_VI[m.id]({ a: side(a, String(m.args.a)) })
        : m.id === 'compare.beforeEnded'
          ? vi.COMPARE_VI[m.id]({ b: side(b, String(m.args.b)) })
          : renderCompareVi(vi, m).text;
  return { text, complete };
}

/** That line in `lang`. */
export function sayDivergence(lang: Lang, d: Divergence, traces: { before: Trace; after: Trace }): string {
  const vi = lang === 'en' ? undefined : narrationVi();
  return vi ? renderDivergenceVi(vi, d, traces).text : d.text;
}

/** A Compare value in Vietnamese (a probe one side cannot send: its reason from the probe's value;
 * a reason held as English, from an older build, stays English and is said incomplete). */
export function renderCompareVi(vi: Vi, m: CompareMsg): Rendering {
  const why = 'why' in m.args ? m.args.why : undefined;
  return { text: render([vi.COMPARE_VI, vi.PROBE_VI], m), complete: typeof why !== 'string' && (!why || Object.hasOwn(vi.PROBE_VI, why.id)) };
}

/** A Compare value in `lang`. */
export function sayCompare(lang: Lang, m: CompareMsg): string {
  const vi = lang === 'en' ? undefined : narrationVi();
  return vi ? renderCompareVi(vi, m).text : compareText(m);
}
