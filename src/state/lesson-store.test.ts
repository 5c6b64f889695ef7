import '../lessons/testing/builtins-loaded';
import { describe, expect, it } from 'vitest';
import { loadCatalog } from './lesson-catalog';
import { createLessonStore } from './lesson-store';
import { memoryStorage } from './storage';

describe('lesson progress', () => {
  const catalog = loadCatalog();
  const lesson = catalog.find((e) => e.kind === 'lesson')!;
  const steps = lesson.kind === 'lesson' ? lesson.lesson.steps.length : 1;

  it('opens at the asked step, clamps, marks done at the last step, and keeps it across visits', () => {
    const storage = memoryStorage();
    const a = createLessonStore(storage);
    a.getState().open(lesson.id, 99);
    a.getState().setCatalog(catalog);
    expect(a.getState().step).toBe(steps);
    expect(a.getState().progress[lesson.id]?.done).toBe(true);
    a.getState().go(1);
    a.getState().answer(1, { outcome: 'dropped' });
    const b = createLessonStore(storage);
    b.getState().setCatalog(catalog);
    b.getState().open(lesson.id);
    expect(b.getState().step).toBe(1);
    expect(b.getState().progress[lesson.id]).toMatchObject({ done: true, answers: { 1: { outcome: 'dropped' } } });
  });

  it('counts every arrival at a step, the same step again too, so the driver applies each visit once', () => {
    const a = createLessonStore(memoryStorage());
    a.getState().setCatalog(catalog);
    a.getState().open(lesson.id, 1);
    const opened = a.getState().visit;
    a.getState().go(1);
    expect(a.getState().visit).toBe(opened + 1);
    a.getState().go(2);
    expect(a.getState().visit).toBe(opened + 2);
  });

  it('survives damaged progress', () => {
    const storage = memoryStorage();
    storage.setItem('vfp-lab:lessons:v1', '{not json');
    expect(createLessonStore(storage).getState().progress).toEqual({});
  });
});
