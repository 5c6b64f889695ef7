// The damaged progress notice's button, in both languages.
import { describe, expect, it } from 'vitest';
import { render } from '../../../core/message';
import { PROGRESS_EN } from '../../lessons/progress-messages';
import { PROGRESS_VI } from './progress.vi';

const ids = Object.keys(PROGRESS_EN) as (keyof typeof PROGRESS_EN)[];

describe('damaged lesson progress, kept aside', () => {
  it('has every id in Vietnamese and no other', () => {
    expect(Object.keys(PROGRESS_VI).sort()).toEqual([...ids].sort());
  });
  for (const id of ids)
    it(`renders ${id} in both languages`, () => {
      const en = render([PROGRESS_EN], { id, args: {} });
      const vi = render([PROGRESS_VI], { id, args: {} });
      for (const text of [en, vi]) expect(text).not.toMatch(/\$\{|undefined|NaN|\[object Object\]/);
      expect(vi).not.toBe(en);
    });
});
