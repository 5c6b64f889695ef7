// Opening an unreadable copy repaired, said in both languages.
import { describe, expect, it } from 'vitest';
import { render } from '../../../core/message';
import { UNREADABLE_EN, unreadableMsg } from '../../player/unreadable-messages';
import { UNREADABLE_VI } from './unreadable.vi';
import { sayUnreadable } from './unreadable-say';

const ids = Object.keys(UNREADABLE_EN) as (keyof typeof UNREADABLE_EN)[];

describe('the unreadable copy, repaired', () => {
  it('has every id in Vietnamese and no other', () => {
    expect(Object.keys(UNREADABLE_VI).sort()).toEqual([...ids].sort());
  });

  for (const id of ids) {
    it(`renders ${id} in both languages`, () => {
      const m = { id, args: { leftOut: 'metadata.colour, pods[1].ip', set: 'metadata.name → "recovered-work"' } };
      const en = render([UNREADABLE_EN], m);
      const vi = render([UNREADABLE_VI], m);
      for (const text of [en, vi]) expect(text).not.toMatch(/\$\{|undefined|NaN|\[object Object\]/);
      expect(vi).not.toBe(en);
    });
  }

  it('keeps the paths left out as they are', () => {
    const m = unreadableMsg('unreadable.repaired', { leftOut: 'metadata.colour, pods[1].ip' });
    for (const lang of ['en', 'vi'] as const) expect(sayUnreadable(lang, m)).toContain('metadata.colour, pods[1].ip');
  });

  it('keeps what was set as it is, and says what was left out only when something was', () => {
    const set = 'metadata.name: "My Cluster" → "recovered-work"';
    for (const lang of ['en', 'vi'] as const) {
      const alone = sayUnreadable(lang, unreadableMsg('unreadable.repairedSet', { set, leftOut: '' }));
      const both = sayUnreadable(lang, unreadableMsg('unreadable.repairedSet', { set, leftOut: 'pods[1].ip' }));
      expect(alone).toContain(set);
      expect(alone).not.toContain(':  ');
      expect(both).toContain(set);
      expect(both).toContain('pods[1].ip');
      expect(both.length).toBeGreaterThan(alone.length);
    }
  });
});
