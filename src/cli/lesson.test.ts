import { describe, expect, it } from 'vitest';
import { looksLikeLesson } from './lesson';

describe('looksLikeLesson', () => {
  it('knows a lesson in YAML and in JSON (a JSON lesson was validated as a scenario)', () => {
    expect(looksLikeLesson('apiVersion: vfp-lab/v1\nkind: Lesson\n')).toBe(true);
    expect(looksLikeLesson(JSON.stringify({ apiVersion: 'vfp-lab/v1', kind: 'Lesson' }, null, 2))).toBe(true);
    expect(looksLikeLesson('{"apiVersion":"vfp-lab/v1","kind":"Lesson"}')).toBe(true);
    expect(looksLikeLesson('apiVersion: vfp-lab/v1\nkind: Scenario\n')).toBe(false);
  });
});
