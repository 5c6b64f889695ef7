// Every text the simulator writes for the built-in scenarios, the exercises and their solutions
// (each probe's narration, verdict messages and hints, request and reply, and each trace of "what
// would make it pass") has a Vietnamese rendering with no part left
// in English, and what fills the holes (addresses, MACs, names of rules, layers and groups, refs,
// reason codes) is carried over. A line the core writes without a value fails here. Verdict
// messages, hints and the drop's line are message values (core/trace/verdict-messages.ts): rendered
// from the value (messages/verdict-say.ts), every narration hole they hold included.
import { describe, expect, it } from 'vitest';
import { runProbe, simulate } from '../../../cluster/simulation';
import { findFixes } from '../../../cluster/fixes';
import { loadScenarioText } from '../../../io/scenario/load';
import { ASSUMPTIONS } from '../../../core/assumptions';
import { REASONS, REASON_CODES } from '../../../core/trace/reasons';
import type { Trace } from '../../../core/trace/trace';
import type { Msg } from '../../../core/message';
import type { Edit } from '../../../core/packet/transposition';
import { render } from '../../../core/message';
import { editsMsg } from '../../../core/walk/narration';
import { NARRATION_EN } from '../../../core/walk/narration-messages';
import * as VI from './narration-vi';
import { renderVerdictVi } from '../messages/verdict-say';
import { ASSUMPTIONS_VI, REASONS_VI } from './by-id';
import { variantTraces, type ClusterChange } from '../messages/walks.testing';

// The YAML files as text (UI tests do no file I/O): every built-in, every exercise and its solution.
const files = import.meta.glob<string>(['../../../lessons/scenarios/*.yaml', '../../../lessons/exercises/*.yaml'], { query: '?raw', import: 'default', eager: true });

/** A trace's words: the lines said through templates, and the message values by their English. */
function wordsOf(t: Trace, texts: Set<string>, values: Map<string, Msg>): void {
  const value = (en: string | undefined, m: Msg | undefined) => {
    if (!en) return;
    expect(m, en).toBeDefined();
    values.set(en, m!);
  };
  for (const e of t.events) if (e.msg) value(e.text, e.msg);
  else texts.add(e.text);
  for (const leg of [t.request, t.reply]) {
    if (!leg) continue;
    value(leg.verdict.message, leg.verdict.msg);
    value(leg.verdict.hint, leg.verdict.hintMsg);
  }
}

/** Lines left as text (none: a walk's are values), message values and lists of rewrites. */
function collect(): { texts: Set<string>; values: Map<string, Msg>; edits: Set<readonly Edit[]> } {
  const texts = new Set<string>();
  const values = new Map<string, Msg>();
  const edits = new Set<readonly Edit[]>();
  const addTrace = (t: Trace) => {
    wordsOf(t, texts, values);
    for (const e of t.events) for (const tr of e.transpositions ?? []) edits.add(tr.edits);
  };
  for (const [f, text] of Object.entries(files)) {
    const s = loadScenarioText(text).value!;
    const sim = simulate(s);
    for (const p of s.probes) {
      const r = runProbe(sim, p);
      if (!r.ok) throw new Error(`${f} ${p.name}: ${r.message}`);
      addTrace(r.value.trace);
      // Each fix's walk; its summary and the goal are values (messages/fixes.test.ts).
      for (const x of findFixes(s, p, r.value.trace).fixes) addTrace(x.trace);
    }
  }
  return { texts, values, edits };
}

/** What must come through a translation unchanged. */
export function carried(en: string): string[] {
  return [
    ...en.matchAll(/\d+\.\d+\.\d+\.\d+(?:\/\d+)?(?::\d+)?/g),
    ...en.matchAll(/\b[0-9A-F]{2}(?:-[0-9A-F]{2}){5}\b/g),
    ...en.matchAll(/\b[A-Z][A-Z0-9]*(?:_[A-Za-z0-9.]+)+\b/g),
    ...en.matchAll(/\brule (\S+) \((?:the model|priority)/g),
    ...en.matchAll(/\b(?:pod|node|external|service)\/[\w./-]+/g),
  ].map((m) => m[1] ?? m[0]);
}

describe('the simulator text in Vietnamese', () => {
  const found = collect();
  const texts = [...found.texts];

  const values = [...found.values];

  it('covers a corpus of real size', () => {
    expect(Object.keys(files).length).toBeGreaterThanOrEqual(8 + 12);
    // The walk's lines are message values (narration-messages.ts), and so are the handout's
    // verdict line and Check's reasons (messages/check.test.ts): no line is left as text.
    expect(texts).toEqual([]);
    expect(values.length).toBeGreaterThan(500);
    expect(values.some(([en]) => en.startsWith('Dropped:'))).toBe(true);
  });

  it('renders every verdict message, hint and drop line from its value, complete, names carried over', () => {
    const bad = values.flatMap(([en, m]) => {
      const r = renderVerdictVi(VI, m);
      const lost = carried(en).filter((x) => !r.text.includes(x));
      return !r.complete || lost.length || r.text === en ? [`${en} → ${r.text}${lost.length ? ` (lost ${lost.join(', ')})` : ''}`] : [];
    });
    expect(bad).toEqual([]);
  });

  it('renders every list of rewrites the steps show', () => {
    const edits = [...found.edits];
    expect(edits.length).toBeGreaterThan(20);
    const bad = edits.flatMap((list) => {
      const m = editsMsg(list, 'join.semicolon');
      if (typeof m === 'string') return [];
      const en = render([NARRATION_EN], m);
      const r = renderVerdictVi(VI, m);
      return !r.complete || r.text === en || carried(en).some((x) => !r.text.includes(x)) ? [`${en} → ${r.text}`] : [];
    });
    expect(bad).toEqual([]);
  });

});

/** The same scenarios under other cluster settings: other CNI plugins, DSR, closed ports, agents. */
const SETTINGS: ClusterChange[] = [
  (c) => ({ ...c, closedPort: 'reset' }),
  (c) => ({ ...c, kubeProxy: { ...c.kubeProxy, sourceNat: 'none' } }),
  (c) => ({ ...c, kubeProxy: { ...c.kubeProxy, dsr: !c.kubeProxy.dsr } }),
  (c) => ({ ...c, cni: 'win-overlay' }),
  (c) => ({ ...c, cni: 'flannel-host-gw' }),
  (c) => ({ ...c, cni: 'flannel-vxlan' }),
  (c) => ({ ...c, windowsPolicyAgent: 'calico', windowsVersion: 2019 }),
  (c) => ({ ...c, underlay: { ...c.underlay, kind: 'vpc' }, outboundNAT: { exceptions: [] } }),
];

it('says every line of the built-ins under other cluster settings, and of other packets, from a value with Vietnamese for each part', () => {
  const missing = new Set<string>();
  for (const trace of variantTraces(SETTINGS)) {
    const texts = new Set<string>();
    const values = new Map<string, Msg>();
    wordsOf(trace, texts, values);
    for (const x of texts) missing.add(`no value: ${x}`);
    for (const [en, m] of values) if (!renderVerdictVi(VI, m).complete) missing.add(en);
  }
  expect([...missing]).toEqual([]);
}, 120_000);

describe('reason codes and assumptions, by id', () => {
  it('every reason code has a Vietnamese description', () => {
    for (const c of REASON_CODES) {
      expect(REASONS_VI[c].trim()).not.toBe('');
      expect(REASONS_VI[c]).not.toBe(REASONS[c]);
    }
  });

  it('every assumption has a Vietnamese title and text, with the same names and numbers', () => {
    for (const [id, a] of Object.entries(ASSUMPTIONS) as [keyof typeof ASSUMPTIONS, { title: string; text: string }][]) {
      const vi = ASSUMPTIONS_VI[id];
      expect(vi.text).not.toBe(a.text);
      for (const x of carried(a.text)) expect([id, vi.text.includes(x)]).toEqual([id, true]);
    }
  });
});
