import { describe, expect, it } from 'vitest';
import { readRecords, readValue, type Truncation } from './powershell-list';

const value = (text: string) => {
  const cut: Truncation[] = [];
  return { v: readValue(text, 'F', (t) => cut.push(t)), cut };
};

describe('PowerShell Format-List values', () => {
  it('reads scalars, empty values and text that merely starts with a brace', () => {
    expect(value('10.0.0.1').v).toBe('10.0.0.1');
    expect(value('').v).toBe('');
    expect(value('{not closed').v).toBe('{not closed');
  });

  it('reads nested objects and arrays', () => {
    expect(value('@{ID=4ea0; Health=; Inner=@{A=1; B=x y}}').v).toEqual({ ID: '4ea0', Health: '', Inner: { A: '1', B: 'x y' } });
    expect(value('{a, b}').v).toEqual(['a', 'b']);
    expect(value('{}').v).toEqual([]);
    expect(value('{@{Type=PA}, @{Type=ACL; Id=x}}').v).toEqual([{ Type: 'PA' }, { Type: 'ACL', Id: 'x' }]);
  });

  it('reports System.Object[] and the `...}` enumeration limit by path', () => {
    const { v, cut } = value('{@{ExceptionList=System.Object[]; Type=OutBoundNAT}, @{Type=PA}...}');
    expect(v).toEqual([{ ExceptionList: [], Type: 'OutBoundNAT' }, { Type: 'PA' }]);
    expect(cut).toEqual([
      { path: 'F[0].ExceptionList', kind: 'type-name', shown: 0 },
      { path: 'F', kind: 'enumeration-limit', shown: 2 },
    ]);
    expect(value('{a, b, c, d...}').v).toEqual(['a', 'b', 'c', 'd']);
  });

  it('splits records on blank lines and joins wrapped lines with a space', () => {
    const { records, stray } = readRecords(['A   : 1', 'Bee : @{x=1;', '      y=2}', '', 'A : 2', '?? junk']);
    expect(records).toEqual([
      { line: 1, fields: [{ key: 'A', text: '1', line: 1 }, { key: 'Bee', text: '@{x=1; y=2}', line: 2 }] },
      { line: 5, fields: [{ key: 'A', text: '2', line: 5 }] },
    ]);
    expect(stray).toEqual([{ line: 6, text: '?? junk' }]);
  });
});
