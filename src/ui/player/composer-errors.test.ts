import { beforeAll, describe, expect, it } from 'vitest';
import { buildProbe, defaultForm } from '../../state/composer';
import { translate, type Key, loadDictionary } from '../i18n/t';
import { composerErrorIn } from './composer-errors';
import { BUILTINS } from '../../lessons';

const vi = (key: Key, vars?: Record<string, string | number>) => translate('vi', key, vars);


// Vietnamese is a chunk the page fetches when it is chosen.
beforeAll(() => loadDictionary('vi'));

describe("the composer's field errors in Vietnamese", () => {
  it('says every error a bad form gets in Vietnamese', () => {
    const s = BUILTINS[0]!.scenario;
    const bad = [
      { ...defaultForm(s), from: '' },
      { ...defaultForm(s), toKind: 'ip' as const, to: '' },
      { ...defaultForm(s), toKind: 'ip' as const, to: '10.0.0.300' },
      { ...defaultForm(s), toKind: 'ip' as const, to: '10.0.0.5', port: '', protocol: 'tcp' as const },
      { ...defaultForm(s), port: '70000', srcPort: '0', size: '3' },
    ];
    const errors = bad.flatMap((f) => {
      return Object.values(buildProbe(f).errors).filter((e): e is string => !!e);
    });
    expect(errors.length).toBeGreaterThan(5);
    for (const e of errors) expect([e, composerErrorIn(vi, e)]).not.toEqual([e, e]);
  });

  it('keeps the value the user typed', () => {
    expect(composerErrorIn(vi, '"10.0.0.300" is not an IPv4 address (such as 10.0.0.5)')).toBe('"10.0.0.300" không phải địa chỉ IPv4 (ví dụ 10.0.0.5)');
    expect(composerErrorIn(vi, 'something new')).toBe('something new');
  });
});
