import '../lessons/testing/builtins-loaded';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { loadCatalog } from './lesson-catalog';
import { createLessonStore, PROGRESS_UNREADABLE_KEY, readProgress } from './lesson-store';
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

  it("keeps a challenge's typed header across visits, forgets it on Try again, and drops a damaged one", () => {
    const storage = memoryStorage();
    const a = createLessonStore(storage);
    a.getState().setCatalog(catalog);
    a.getState().open(lesson.id, 1);
    a.getState().answer(2, { header: { dst: '10.0.0.1', dstPort: '80' } });
    const b = createLessonStore(storage);
    expect(b.getState().progress[lesson.id]?.answers[2]).toEqual({ header: { dst: '10.0.0.1', dstPort: '80' } });
    b.getState().setCatalog(catalog);
    b.getState().open(lesson.id, 1);
    b.getState().clearAnswer(2);
    expect(createLessonStore(storage).getState().progress[lesson.id]?.answers[2]).toBeUndefined();
    const bad = JSON.stringify({ [lesson.id]: { step: 1, done: false, hints: 0, answers: { 2: { header: { dst: 7 } } } } });
    expect(readProgress(bad)).toEqual({ progress: {}, reset: [lesson.id] });
  });

  it('survives damaged progress', () => {
    const storage = memoryStorage();
    storage.setItem('vfp-lab:lessons:v1', '{not json');
    expect(createLessonStore(storage).getState().progress).toEqual({});
  });
});

describe('damaged lesson progress (issue 32 item 7)', () => {
  const good = { step: 2, done: false, answers: { 1: { outcome: 'dropped' } }, hints: 0 };

  it('resets only the entries this build would not write, and names them', () => {
    const raw = JSON.stringify({ ok: good, nulled: { ...good, answers: null }, stepless: { ...good, step: 'x' }, answered: { ...good, answers: { 1: null } } });
    expect(readProgress(raw)).toEqual({ progress: { ok: good }, reset: ['nulled', 'stepless', 'answered'] });
  });

  it('resets everything when the text is no progress object, and nothing when there is none', () => {
    expect(readProgress('{"a":')).toEqual({ progress: {}, reset: ['*'] });
    expect(readProgress('[1]')).toEqual({ progress: {}, reset: ['*'] });
    expect(readProgress(null)).toEqual({ progress: {}, reset: [] });
  });

  it('opens a lesson whose answers were null at step 1, says so until dismissed, and writes the reset back', () => {
    const storage = memoryStorage();
    storage.setItem('vfp-lab:lessons:v1', JSON.stringify({ broken: { ...good, answers: null } }));
    const a = createLessonStore(storage);
    expect(a.getState().progressReset).toEqual(['broken']);
    a.getState().open('broken');
    expect(a.getState().step).toBe(1);
    a.getState().answer(1, { choice: 0 });
    expect(JSON.parse(storage.getItem('vfp-lab:lessons:v1')!)).toEqual({ broken: { step: 1, done: false, answers: { 1: { choice: 0 } }, hints: 0 } });
    a.getState().dismissProgressReset();
    expect(a.getState().progressReset).toEqual([]);
  });

  it('keeps the text it could not read aside, as it was: the reset written over it loses nothing', () => {
    const storage = memoryStorage();
    const damaged = JSON.stringify({ broken: { ...good, answers: null }, ok: good });
    storage.setItem('vfp-lab:lessons:v1', damaged);
    const a = createLessonStore(storage);
    expect(a.getState().progressUnreadable).toBe(damaged);
    a.getState().open('ok');
    a.getState().answer(2, { choice: 1 });
    expect(storage.getItem('vfp-lab:lessons:v1')).not.toBe(damaged);
    expect(JSON.parse(storage.getItem(PROGRESS_UNREADABLE_KEY)!)).toEqual([damaged]);
    // Found again (another tab, an older build's write): kept once; another damaged text joins it.
    storage.setItem('vfp-lab:lessons:v1', damaged);
    createLessonStore(storage);
    storage.setItem('vfp-lab:lessons:v1', '{"a":');
    expect(createLessonStore(storage).getState().progressUnreadable).toBe('{"a":');
    expect(JSON.parse(storage.getItem(PROGRESS_UNREADABLE_KEY)!)).toEqual([damaged, '{"a":']);
    // Progress that reads sets nothing aside.
    storage.setItem('vfp-lab:lessons:v1', JSON.stringify({ ok: good }));
    expect(createLessonStore(storage).getState().progressUnreadable).toBeUndefined();
  });

  it('a damaged list of texts set aside is kept as one of them, beside the new one (it was given up)', () => {
    const storage = memoryStorage();
    storage.setItem(PROGRESS_UNREADABLE_KEY, '["cut');
    storage.setItem('vfp-lab:lessons:v1', '{"b":');
    createLessonStore(storage);
    expect(JSON.parse(storage.getItem(PROGRESS_UNREADABLE_KEY)!)).toEqual(['["cut', '{"b":']);
    // A list holding something other than texts keeps it, as JSON.
    storage.setItem(PROGRESS_UNREADABLE_KEY, '[{"x":1}]');
    storage.setItem('vfp-lab:lessons:v1', '{"c":');
    createLessonStore(storage);
    expect(JSON.parse(storage.getItem(PROGRESS_UNREADABLE_KEY)!)).toEqual(['{"x":1}', '{"c":']);
  });

  it('any JSON value read never throws and gives only entries that pass the check', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const { progress } = readProgress(JSON.stringify(v));
        for (const p of Object.values(progress)) expect(typeof p.answers === 'object' && p.answers !== null && Number.isInteger(p.step)).toBe(true);
      }),
    );
  });
});
