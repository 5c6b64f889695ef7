import { expect, it } from 'vitest';
import { dismissFirstVisit, isFirstVisit } from './first-visit';
import { AUTOSAVE_KEY, memoryStorage } from './storage';

it('shows on a bare first visit only, and never again once dismissed', () => {
  const s = memoryStorage();
  expect(isFirstVisit(s, '')).toBe(true);
  expect(isFirstVisit(s, '#/scenario/dsr')).toBe(false);
  dismissFirstVisit(s);
  expect(isFirstVisit(s, '')).toBe(false);
  const t = memoryStorage();
  t.setItem(AUTOSAVE_KEY, '{}');
  expect(isFirstVisit(t, '#/')).toBe(false);
});
