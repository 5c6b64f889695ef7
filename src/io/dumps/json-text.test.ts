import { describe, expect, it } from 'vitest';
import { readJson } from './json-text';

describe('readJson', () => {
  it('knows the line of every value by path', () => {
    const res = readJson('[\n  {\n    "A": [1,\n      2],\n    "B": {"C": true}\n  }\n]');
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    const lines = res.documents[0]!.lines;
    expect([lines.get(''), lines.get('[0]'), lines.get('[0].A'), lines.get('[0].A[1]'), lines.get('[0].B.C')]).toEqual([1, 2, 3, 4, 5]);
  });

  it('reads documents appended one after the other', () => {
    const res = readJson('{"a":1}\n\n[2]\n"x"');
    expect(res.ok && res.documents.map((d) => d.value)).toEqual([{ a: 1 }, [2], 'x']);
  });

  it('gives line and column of an error, also in a later document', () => {
    const why = { id: 'syntax.colonAfterName', args: {} };
    expect(readJson('{"a":1}\n{"b" 2}')).toEqual({ ok: false, message: "expected ':' after property name at line 2 column 6 (JSON)", msg: { id: 'json.syntax', args: { why, line: 2, column: 6 } }, reason: { id: 'json.reason', args: { why } }, line: 2, column: 6 });
    expect(readJson('   ')).toMatchObject({ ok: false, line: 1 });
  });

  it('refuses absurd nesting without overflowing the stack', () => {
    const res = readJson('['.repeat(100_000));
    expect(res.ok).toBe(false);
  });
});
