// Compare's words as message values (issue 30): every id says something in both languages with no
// hole left; where each built-in and altered copies of it part, and the probes a copy cannot send,
// are values whose English is the text `diff` prints, said whole in Vietnamese (each side's line
// from its event, a probe's reason through its templates).
import '../../../lessons/testing/builtins-loaded';
import { beforeAll, describe, expect, it } from 'vitest';
import { render, type Msg } from '../../../core/message';
import { COMPARE_EN, compareText, type CompareMsg } from '../../../cluster/compare/messages';
import { divergence } from '../../../cluster/compare/compare';
import { BUILTINS } from '../../../lessons';
import { compareWith } from '../../../state/compare-walk';
import { loadNarrationVi } from '../narration';
import * as VI from '../narration/narration-vi';
import { COMPARE_VI } from './compare.vi';
import { renderCompareVi, renderDivergenceVi, sayCompare, sayDivergence } from './compare-say';

const BAD = /\$\{|undefined|NaN|\[object Object\]|^compare\./;
const IDS = Object.keys(COMPARE_EN);
const SAMPLE = { a: 'pod/default/web-1 → 10.96.0.10:80', b: 'Dropped: ACL_DENY', name: 'pod-to-service', why: 'from: no pod default/client' };

beforeAll(() => loadNarrationVi());

describe("Compare's catalogue", () => {
  it('has every id in Vietnamese and no other', () => expect(Object.keys(COMPARE_VI).sort()).toEqual([...IDS].sort()));

  it('renders every id in both languages, holes filled and kept, Vietnamese not English', () => {
    for (const id of IDS) {
      const m: Msg = { id, args: SAMPLE };
      const en = render([COMPARE_EN], m);
      const vi = render([COMPARE_VI], m);
      for (const s of [en, vi]) expect(s, id).not.toMatch(BAD);
      expect(vi, id).not.toBe(en);
      for (const v of Object.values(SAMPLE)) if (en.includes(v)) expect(vi, id).toContain(v);
    }
  });
});

describe('what Compare says is a value', () => {
  const seen: { text: string; m: CompareMsg; vi: { text: string; complete: boolean } }[] = [];
  for (const b of BUILTINS) {
    const before = structuredClone(b.scenario);
    // Altered: a pod stops listening, the first Service loses its backends, a probe's source goes, a probe's target appears.
    const after = structuredClone(b.scenario);
    after.pods = after.pods.map((p, i) => (i === 1 ? { ...p, listen: [] } : p));
    after.services = after.services.map((s, i) => (i === 0 ? { ...s, selector: { app: 'none' } } : s));
    const gone = structuredClone(b.scenario);
    gone.pods = gone.pods.slice(1);
    for (const [x, y] of [[before, after], [after, before], [before, gone], [gone, before]] as const) {
      const r = compareWith(x, y);
      for (const p of r.probes) if (p.divergesAt) seen.push({ text: p.divergesAt.text, m: p.divergesAt.msg, vi: renderDivergenceVi(VI, p.divergesAt, p.traces) });
      for (const m of r.skipped) seen.push({ text: compareText(m), m, vi: renderCompareVi(VI, m) });
    }
    // A walk that stops short of the other (no built-in's edit makes one without parting first): each probe's walk cut by two steps.
    for (const p of compareWith(before, before).probes) {
      const whole = p.traces.before;
      const cut = { ...whole, events: whole.events.slice(0, -2) };
      for (const traces of [{ before: whole, after: cut }, { before: cut, after: whole }]) {
        const d = divergence(traces.before, traces.after);
        if (d) seen.push({ text: d.text, m: d.msg, vi: renderDivergenceVi(VI, d, traces) });
      }
    }
  }

  it('its English the text diff prints, its Vietnamese whole, every id reached', () => {
    expect(seen.length).toBeGreaterThan(40);
    for (const { text, m, vi } of seen) {
      expect(compareText(m)).toBe(text);
      expect(vi.complete, `${text} → ${vi.text}`).toBe(true);
      expect(vi.text, text).not.toMatch(BAD);
      expect(vi.text).not.toBe(text);
    }
    expect(IDS.filter((id) => !seen.some((s) => s.m.id === id))).toEqual([]);
  });

  it('is said in the language asked for', () => {
    const b = BUILTINS[0]!.scenario;
    const gone = { ...structuredClone(b), pods: b.pods.slice(1) };
    const r = compareWith(b, gone);
    expect(r.skipped.length).toBeGreaterThan(0);
    expect(sayCompare('en', r.skipped[0]!)).toMatch(/^probe \S+: cannot be sent in B: /);
    expect(sayCompare('vi', r.skipped[0]!)).toMatch(/^probe \S+: không gửi được ở B: /);
    const after = { ...structuredClone(b), pods: b.pods.map((p, i) => (i === 1 ? { ...p, listen: [] } : p)) };
    const parted = compareWith(b, after).probes.find((p) => p.divergesAt)!;
    expect(sayDivergence('en', parted.divergesAt!, parted.traces)).toBe(parted.divergesAt!.text);
    expect(sayDivergence('vi', parted.divergesAt!, parted.traces)).toMatch(/^trước: .* \| sau: /);
  });
});
