import { describe, expect, it } from 'vitest';
import { hasAllLangs } from '../cluster/scenario/exercise';
import { loadCatalog } from './lesson-catalog';

describe('the lesson catalog', () => {
  const catalog = loadCatalog();
  it('loads every lesson and exercise, ids unique', () => {
    expect(catalog.length).toBeGreaterThan(0);
    expect(new Set(catalog.map((e) => e.id)).size).toBe(catalog.length);
  });

  it.each(catalog.filter((e) => e.kind === 'lesson').map((e) => [e.id, e] as const))('lesson %s is written in English and Vietnamese', (_id, e) => {
    if (e.kind !== 'lesson') return;
    const l = e.lesson;
    const texts = [l.metadata.title, l.metadata.summary, ...l.steps.flatMap((s) => [s.title, s.narration, s.notes, s.question?.prompt, s.question?.explain, ...(s.question?.kind === 'choice' ? s.question.choices : (s.question?.where ?? [])).map((c) => c.text)])];
    expect(texts.filter((t) => !hasAllLangs(t))).toEqual([]);
  });
});
