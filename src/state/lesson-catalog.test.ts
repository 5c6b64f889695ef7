import '../lessons/testing/builtins-loaded';
import { describe, expect, it } from 'vitest';
import { hasAllLangs } from '../cluster/scenario/exercise';
import { loadCatalog } from './lesson-catalog';
import { builtinById } from '../lessons';
import { focusStep } from '../lessons/format/focus';
import { runProbe, simulate } from '../cluster/simulation';

describe('the lesson catalog', () => {
  const catalog = loadCatalog();
  it('loads every lesson and exercise, ids unique', () => {
    expect(catalog.length).toBeGreaterThan(0);
    expect(new Set(catalog.map((e) => e.id)).size).toBe(catalog.length);
  });

  it.each(catalog.filter((e) => e.kind === 'lesson').map((e) => [e.id, e] as const))('lesson %s is written in English and Vietnamese', (_id, e) => {
    if (e.kind !== 'lesson') return;
    const l = e.lesson;
    const texts = [l.metadata.title, l.metadata.summary, ...l.steps.flatMap((s) => [s.title, s.narration, s.notes, s.question?.prompt, s.question?.explain, ...(s.question?.kind === 'choice' ? s.question.choices : s.question?.kind === 'predict' ? (s.question.where ?? []) : []).map((c) => c.text)])];
    expect(texts.filter((t) => !hasAllLangs(t))).toEqual([]);
  });
});

describe('every lesson step shows what it says', () => {
  const lessons = loadCatalog().flatMap((e) => (e.kind === 'lesson' ? [e.lesson] : []));
  it('ships at least twelve lessons', () => expect(lessons.length).toBeGreaterThanOrEqual(12));
  it('at least two lessons ask a challenge (issue 33 item 7)', () => expect(lessons.filter((l) => l.steps.some((s) => s.question?.kind === 'challenge')).length).toBeGreaterThanOrEqual(2));
  const cases = lessons.flatMap((l) => l.steps.map((s, i) => [`${l.metadata.name} step ${i + 1}`, l, s] as const)).filter(([, , s]) => s.focus?.probe);
  it.each(cases)('%s: its focus step exists and a prediction matches the trace', (_n, l, s) => {
    const scenario = structuredClone(builtinById(s.focus!.scenario ?? l.scenario)!.scenario);
    const probe = scenario.probes.find((p) => p.name === s.focus!.probe)!;
    const r = runProbe(simulate(scenario), probe);
    if (!r.ok) throw new Error(r.message);
    const events = r.value.trace.events;
    const step = focusStep(s.focus, events);
    if (s.focus!.at !== undefined) expect(step, `no step mentions "${s.focus!.at}"`).toBeDefined();
    if (typeof step === 'number') expect(step).toBeLessThanOrEqual(events.length);
    if (s.question?.kind === 'predict') expect(r.value.trace.request.verdict.outcome === 'delivered' ? 'delivered' : 'dropped').toBe(s.question.outcome);
  });
});
