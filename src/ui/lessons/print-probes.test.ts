import '../../lessons/testing/builtins-loaded';
import { describe, expect, it } from 'vitest';
import { builtinById } from '../../lessons';
import { loadLessonText } from '../../lessons/format/load';
import { traceProbe } from '../../state/simulation';
import { lessonProbes } from './print-probes';
import text from '../../lessons/lessons/12-debug-like-the-talk.yaml?raw';

const lesson = loadLessonText(text, (id) => builtinById(id)?.scenario).value!;

describe('lessonProbes', () => {
  it('gives every probe the lesson uses once, in the order it first uses them, each walked', () => {
    const printed = lessonProbes(lesson);
    expect(printed.map((p) => p.probe)).toEqual(['pod-to-pod-other-node', 'pod-to-stopped-server']);
    expect(printed.map((p) => p.result.trace.request.verdict.outcome)).toEqual(['delivered', 'dropped']);
  });

  it('keeps the walk on screen for its probe, and puts a probe the lesson does not use first', () => {
    const talk = builtinById('talk-l2bridge')!.scenario;
    const r = traceProbe(talk, talk.probes.find((p) => p.name === 'pod-to-service')!);
    if (!r.ok) throw new Error(r.message);
    const other = lessonProbes(lesson, { scenario: 'talk-l2bridge', probe: 'pod-to-service', result: r.value });
    expect(other.map((p) => p.probe)).toEqual(['pod-to-service', 'pod-to-pod-other-node', 'pod-to-stopped-server']);
    const same = lessonProbes(lesson, { scenario: lesson.scenario, probe: 'pod-to-stopped-server', result: r.value });
    expect(same[1]!.result).toBe(r.value);
  });
});
