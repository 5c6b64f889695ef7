import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { builtinById } from '..';
import { loadLessonText, problemText } from './load';
import { probeWalker } from './trace-of';

const builtin = (id: string) => {
  const b = builtinById(id);
  return b ? structuredClone(b.scenario) : undefined;
};

const good = `apiVersion: vfp-lab/v1
kind: Lesson
metadata:
  name: tiny
  order: 1
  title: Tiny
  summary: { en: One step, vi: Một bước }
scenario: talk-l2bridge
steps:
  - title: Look
    narration: "The \`client\` pod"
    focus: { probe: pod-to-pod-same-node, step: 3 }
`;

describe('lesson files', () => {
  it('loads a good lesson', () => {
    const r = loadLessonText(good, builtin);
    expect(r.errors).toEqual([]);
    expect(r.value?.steps[0]?.focus).toEqual({ probe: 'pod-to-pod-same-node', step: 3, level: 'cluster' });
  });

  it('names the line and the field of a bad value', () => {
    const r = loadLessonText(good.replace('step: 3', 'step: zero'), builtin);
    expect(r.errors).toHaveLength(1);
    expect(problemText('x.yaml', r.errors[0]!)).toMatch(/^x\.yaml:12: steps\[0\]\.focus\.step: /);
  });

  it('names an unknown field and where it is', () => {
    const r = loadLessonText(good.replace('    narration:', '    narations: x\n    narration:'), builtin);
    expect(r.errors.map((p) => [p.line, p.field, p.message])).toContainEqual([11, 'steps[0].narations', 'unknown field "narations"']);
  });

  it('refuses HTML in narration', () => {
    const r = loadLessonText(good.replace('The `client` pod', 'The <b>client</b>'), builtin);
    expect(r.errors[0]).toMatchObject({ field: 'steps[0].narration', line: 11 });
    expect(r.errors[0]!.message).toMatch(/no HTML/);
  });

  it('checks the scenario and the probes it names', () => {
    expect(loadLessonText(good.replace('scenario: talk-l2bridge', 'scenario: nope'), builtin).errors[0]).toMatchObject({ field: 'scenario', line: 8 });
    expect(loadLessonText(good.replace('probe: pod-to-pod-same-node', 'probe: nope'), builtin).errors[0]).toMatchObject({ field: 'steps[0].focus.probe', line: 12 });
  });

  it('a predict question needs its probe', () => {
    const r = loadLessonText(good.replace("    focus: { probe: pod-to-pod-same-node, step: 3 }\n", '    question: { kind: predict, outcome: delivered }\n'), builtin);
    expect(r.errors[0]?.field).toBe('steps[0].focus.probe');
  });

  it('says what a step is about, only with its probe', () => {
    const about = good.replace("step: 3 }\n", "step: 3 }\n    about: { kind: layer, layer: SLB_NAT_LAYER, rule: default, reason: ACL_DENY, rewrite: snat }\n");
    expect(loadLessonText(about, builtin).value?.steps[0]?.about).toEqual({ kind: 'layer', layer: 'SLB_NAT_LAYER', rule: 'default', reason: 'ACL_DENY', rewrite: 'snat' });
    expect(loadLessonText(about.replace('reason: ACL_DENY', 'reason: NOPE'), builtin).errors[0]?.field).toBe('steps[0].about.reason');
    expect(loadLessonText(about.replace('kind: layer', 'kind: nope'), builtin).errors[0]?.field).toBe('steps[0].about.kind');
    expect(loadLessonText(about.replace('    focus: { probe: pod-to-pod-same-node, step: 3 }\n', ''), builtin).errors[0]?.field).toBe('steps[0].about');
  });

  describe('a challenge question', () => {
    const challenge = (q: string, focus = '{ probe: pod-to-service, level: node }') =>
      good.replace('    focus: { probe: pod-to-pod-same-node, step: 3 }\n', `    focus: ${focus}\n    question: ${q}\n`);
    const dnat = '{ kind: challenge, rewrite: dnat, layer: SLB_LB_LAYER, fields: [dst, dstPort] }';

    it('loads with its rewrite, layer and fields; the walk confirms the step rewrites them', () => {
      const r = loadLessonText(challenge(dnat), builtin, probeWalker());
      expect(r.errors).toEqual([]);
      expect(r.value?.steps[0]?.question).toEqual({ kind: 'challenge', rewrite: 'dnat', layer: 'SLB_LB_LAYER', fields: ['dst', 'dstPort'] });
    });

    it('is refused, at its line, when its step makes no rewrite of the fields it asks', () => {
      const r = loadLessonText(challenge('{ kind: challenge, rewrite: encap, fields: [outer.vni] }'), builtin, probeWalker());
      expect(r.errors).toHaveLength(1);
      expect(problemText('l.yaml', r.errors[0]!)).toMatch(/^l\.yaml:13: steps\[0\]\.question: the encap of step \d+ does not write outer\.vni/);
      const atSend = loadLessonText(challenge(dnat, '{ probe: pod-to-service, step: 1 }'), builtin, probeWalker());
      expect(atSend.errors[0]?.message).toMatch(/step 1 is in no layer, not SLB_LB_LAYER/);
    });

    it('needs its probe, known fields, each once, at least one', () => {
      expect(loadLessonText(challenge(dnat, '{ level: node }'), builtin).errors[0]?.field).toBe('steps[0].focus.probe');
      expect(loadLessonText(challenge(dnat.replace('dstPort', 'ttl')), builtin).errors[0]?.field).toBe('steps[0].question.fields[1]');
      expect(loadLessonText(challenge(dnat.replace('dstPort', 'dst')), builtin).errors[0]?.message).toMatch(/each field once/);
      expect(loadLessonText(challenge(dnat.replace('[dst, dstPort]', '[]')), builtin).errors[0]?.field).toBe('steps[0].question.fields');
      expect(loadLessonText(challenge(dnat.replace('rewrite: dnat', 'rewrite: mac-rewrite')), builtin).errors[0]?.field).toBe('steps[0].question.rewrite');
    });
  });

  it('never throws, and every problem reads as text', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(good.length), (junk, at) => {
        const r = loadLessonText(good.slice(0, at) + junk + good.slice(at), builtin);
        for (const p of r.errors) expect(problemText('f', p)).not.toMatch(/undefined|NaN|\[object Object\]/);
      }),
      { numRuns: 200 },
    );
  });
});
