// Why a goal does not pass and the handout's verdict line, as message values (issue 30): every id
// says something in both languages with no hole left and refs and reason codes kept; on every
// built-in, exercise and solution (a closed port that resets too), what Check says of each probe,
// with its expect as written and turned round, and each leg's verdict line are values whose English
// is the text, every id reached; Check and the handout say them in the language asked for.
import { beforeAll, describe, expect, it } from 'vitest';
import { render, type Msg } from '../../../core/message';
import { CHECK_EN } from '../../../cluster/check-messages';
import { HEAD_EN } from '../../../io/trace/head-messages';
import { checkExpect, checkExpectMsgs, runProbe, simulate } from '../../../cluster/simulation';
import { checkGoals } from '../../../cluster/exercise-check';
import type { Scenario } from '../../../cluster/scenario/schema';
import { loadScenarioText } from '../../../io/scenario/load';
import { verdictHead, verdictHeadMsg } from '../../../io/trace/table';
import { loadNarrationVi } from '../narration';
import { CHECK_VI, HEAD_VI } from './check.vi';
import { sayCheck } from './check-say';

const EN = [CHECK_EN, HEAD_EN];
const VI = [CHECK_VI, HEAD_VI];
const IDS = [...Object.keys(CHECK_EN), ...Object.keys(HEAD_EN)];
const BAD = /\$\{|undefined|NaN|\[object Object\]|^(?:check|head)\.|\b(?:delivered|dropped|rejected|expected|got)\b/;
const any: Msg = { id: 'check.or', args: { a: 'pod/default/web-1', b: 'pod/default/web-2' } };
const OUTCOMES = { want: 'delivered', got: 'dropped', code: 'ACL_DENY', ref: 'pod/default/web-1', a: 'pod/default/web-1', b: 'pod/default/web-2', why: 'boom' };

beforeAll(() => loadNarrationVi());

describe("Check's and the verdict line's catalogues", () => {
  it('have every id in Vietnamese and no other', () => {
    expect(Object.keys(CHECK_VI).sort()).toEqual(Object.keys(CHECK_EN).sort());
    expect(Object.keys(HEAD_VI).sort()).toEqual(Object.keys(HEAD_EN).sort());
  });

  it('render every id in both languages, holes filled, refs and codes kept, Vietnamese not English', () => {
    for (const id of IDS) {
      // A reason's holes hold codes, an endpoint's refs, an outcome's outcomes.
      const SAMPLE = id.endsWith('eason') ? { ...OUTCOMES, want: 'NO_ROUTE', got: 'ACL_DENY' } : id === 'check.endpoint' ? { ...OUTCOMES, want: 'pod/default/web-1', got: 'pod/default/web-2' } : OUTCOMES;
      // And with the holes that may be empty left empty (an endpoint wanted among two).
      const optional = ['check.reason', 'check.endpoint', 'check.replyReason'].includes(id);
      for (const args of [SAMPLE, { ...SAMPLE, code: undefined, got: optional ? undefined : SAMPLE.got, want: id === 'check.endpoint' ? any : id === 'check.noReply' ? undefined : SAMPLE.want }]) {
        const m = { id, args } as Msg;
        const en = render(EN, m);
        const vi = render(VI, m);
        expect(en, id).not.toMatch(/\$\{|undefined|NaN|\[object Object\]/);
        expect(vi, id).not.toMatch(BAD);
        expect(vi, id).not.toBe(en);
        for (const v of ['ACL_DENY', 'pod/default/web-1', 'pod/default/web-2', 'boom']) if (en.includes(v)) expect(vi, `${id}: ${v}`).toContain(v);
      }
    }
  });
});

const files = import.meta.glob<string>(['../../../lessons/scenarios/*.yaml', '../../../lessons/exercises/*.yaml'], { query: '?raw', import: 'default', eager: true });

describe('what Check and the verdict line say is a value', () => {
  const seen: { text: string; m: Msg }[] = [];
  for (const text of Object.values(files)) {
    const base = loadScenarioText(text).value!;
    for (const s of [base, { ...base, cluster: { ...base.cluster, closedPort: 'reset' as const } }]) {
      const sim = simulate(s);
      for (const p of s.probes) {
        const r = runProbe(sim, p);
        if (!r.ok) continue;
        const t = r.value.trace;
        for (const leg of [t.request, t.reply]) if (leg) seen.push({ text: verdictHead(leg), m: verdictHeadMsg(leg) });
        // Its expect as written, turned round, and wanting one of two endpoints.
        const d = t.request.delivered;
        const flipped = { ...p, expect: { outcome: d ? ('dropped' as const) : ('delivered' as const), reason: d ? ('ACL_DENY' as const) : undefined, endpoint: d ? ['pod/a', 'pod/b'] : 'pod/nowhere', reply: { outcome: t.reply ? ('rejected' as const) : undefined, reason: 'NO_ROUTE' as const } } };
        for (const q of [p, flipped]) {
          const msgs = checkExpectMsgs(q, t);
          checkExpect(q, t).forEach((text, i) => seen.push({ text, m: msgs[i]! }));
        }
      }
      // A delivered leg that names no endpoint (a trace from elsewhere).
      const r = runProbe(sim, s.probes[0]!);
      if (r.ok && r.value.trace.request.delivered) {
        const leg = { ...r.value.trace.request, delivered: undefined };
        seen.push({ text: verdictHead(leg), m: verdictHeadMsg(leg) });
      }
    }
  }
  // A document that cannot be simulated, and a goal whose probe cannot be sent.
  const goal = loadScenarioText(Object.values(files)[0]!).value!.probes[0]!;
  for (const g of [...checkGoals({} as Scenario, [goal]), ...checkGoals(loadScenarioText(Object.values(files)[0]!).value!, [{ ...goal, to: 'pod/nowhere' }])])
    g.problems.forEach((text, i) => g.problemMsgs[i]?.id.startsWith('check.') && seen.push({ text, m: g.problemMsgs[i] }));

  it('its English the text, its Vietnamese whole, every id reached', () => {
    expect(seen.length).toBeGreaterThan(200);
    const reached = new Set<string>();
    for (const { text, m } of seen) {
      expect(render(EN, m)).toBe(text);
      const vi = render(VI, m);
      // The reason a document cannot be simulated is JavaScript's English, as it is.
      expect(m.id === 'check.cannotSimulate' ? vi.replace(String(m.args.why), '') : vi, text).not.toMatch(BAD);
      expect(vi).not.toBe(text);
      reached.add(m.id);
      for (const a of Object.values(m.args)) if (a && typeof a === 'object') reached.add(a.id);
    }
    expect(IDS.filter((id) => !reached.has(id))).toEqual([]);
  });

  it('is said in the language asked for, a probe that cannot be sent too', () => {
    const [broken] = checkGoals(loadScenarioText(Object.values(files)[0]!).value!, [{ ...goal, to: 'pod/nowhere' }]);
    expect(sayCheck('en', broken!.problems[0]!, broken!.problemMsgs[0])).toBe(broken!.problems[0]);
    expect(sayCheck('vi', broken!.problems[0]!, broken!.problemMsgs[0])).toMatch(/^to: không có pod default\/nowhere/);
    const c = seen.find((x) => x.m.id === 'check.outcome')!;
    expect(sayCheck('vi', c.text, c.m)).toBe(render(VI, c.m));
    expect(sayCheck('vi', 'an older line', undefined)).toBe('an older line');
  });
});
