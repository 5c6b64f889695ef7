// Save to file's failures in both languages, and which one an error gives.
import { describe, expect, it } from 'vitest';
import { render } from '../../../core/message';
import { SAVE_EN, saveFailure } from '../../builder/save-messages';
import { SAVE_VI } from './save.vi';
import { saySave } from './save-say';

const ids = Object.keys(SAVE_EN) as (keyof typeof SAVE_EN)[];

describe("Save to file's failures", () => {
  it('has every id in Vietnamese and no other', () => {
    expect(Object.keys(SAVE_VI).sort()).toEqual([...ids].sort());
  });

  for (const id of ids) {
    it(`renders ${id} in both languages, the title kept`, () => {
      const m = { id, args: { title: 'Replayed node' } };
      const en = render([SAVE_EN], m);
      const vi = render([SAVE_VI], m);
      for (const text of [en, vi]) {
        expect(text).not.toMatch(/\$\{|undefined|NaN|\[object Object\]/);
        expect(text).toContain('"Replayed node"');
      }
      expect(vi).not.toBe(en);
    });
  }

  it("says the engine's running out of room as memory, anything else as refused, never the engine's words", () => {
    expect(saveFailure(new RangeError('Invalid string length'), 'n')).toEqual({ id: 'save.notWritten.memory', args: { title: 'n' } });
    expect(saveFailure(new DOMException('The requested file could not be read', 'NotReadableError'), 'n').id).toBe('save.notWritten.refused');
    expect(saveFailure('odd', 'n').id).toBe('save.notWritten.refused');
    for (const lang of ['en', 'vi'] as const) expect(saySave(lang, saveFailure(new RangeError('Invalid string length'), 'n'))).not.toMatch(/Invalid string length|RangeError/);
  });
});
