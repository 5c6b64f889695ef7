// The probe composer's field errors in English and Vietnamese: every id rendered with sample
// arguments (no hole left, what the user typed and addresses kept, the Vietnamese not the English),
// and every error a bad form or a typed source address really gets, said in both.
import { describe, expect, it } from 'vitest';
import { render, type Msg } from '../../../core/message';
import { BUILTINS } from '../../../lessons';
import { buildProbe, defaultForm, sourceByAddress } from '../../../state/composer';
import { COMPOSER_EN } from '../../../state/composer-messages';
import { loadNarrationVi } from '../narration';
import { sayComposer } from './composer-say';
import { COMPOSER_VI } from './composer.vi';

const SAMPLE = { text: '10.0.0.300', ip: '10.244.9.99', proto: 'UDP' };
const ids = Object.keys(COMPOSER_EN) as (keyof typeof COMPOSER_EN)[];
const BAD = /\$\{|\{\w+\}|undefined|NaN|\[object Object\]/;

describe("the composer's field errors in English and Vietnamese", () => {
  it('has every id in Vietnamese and no other', () => {
    expect(Object.keys(COMPOSER_VI).sort()).toEqual([...ids].sort());
  });

  for (const id of ids) {
    it(`renders ${id} in both languages`, () => {
      const m: Msg = { id, args: SAMPLE };
      const en = render([COMPOSER_EN], m);
      const vi = render([COMPOSER_VI], m);
      for (const text of [en, vi]) expect(text, id).not.toMatch(BAD);
      expect(vi).not.toBe(en);
      for (const k of [...Object.values(SAMPLE), '10.0.0.5', '65535', '28']) if (en.includes(k)) expect(vi, id).toContain(k);
    });
  }

  it("every error a bad form or a typed address gets is said in both, the user's text kept", async () => {
    await loadNarrationVi();
    const s = BUILTINS[0]!.scenario;
    const bad = [
      { ...defaultForm(s), from: '' },
      { ...defaultForm(s), toKind: 'ip' as const, to: '' },
      { ...defaultForm(s), toKind: 'pod' as const, to: '' },
      { ...defaultForm(s), toKind: 'ip' as const, to: '10.0.0.300' },
      { ...defaultForm(s), toKind: 'ip' as const, to: '10.0.0.5', port: '', protocol: 'udp' as const },
      { ...defaultForm(s), toKind: 'service' as const, port: '' },
      { ...defaultForm(s), port: '70000', srcPort: '0', size: '3' },
    ];
    const errors = bad.flatMap((f) => Object.values(buildProbe(f).errors).filter((e) => !!e));
    for (const typed of ['10.24', '10.244.9.99']) {
      const found = sourceByAddress(s, typed);
      if ('error' in found) errors.push(found.error);
    }
    expect(new Set(errors.map((e) => e.id))).toEqual(new Set(ids));
    for (const e of errors) {
      expect(sayComposer('en', e)).toBe(render([COMPOSER_EN], e));
      expect(sayComposer('vi', e)).toBe(render([COMPOSER_VI], e));
    }
    expect(sayComposer('vi', errors[3]!)).toBe('"10.0.0.300" không phải địa chỉ IPv4 (ví dụ 10.0.0.5)');
    expect(sayComposer('vi', undefined)).toBeUndefined();
  });
});
