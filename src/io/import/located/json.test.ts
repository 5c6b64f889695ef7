// parseJsonLocated's two ways (issue 32 item 4): JSON.parse with a scan for repeated keys and depth,
// the offsets found only when a line is asked for; and the reader that notes every offset as it
// goes. Whatever the text, both give the same answer: value, repeated keys, lines, refusals.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseJsonLocated, readLocated } from './json';

const RUNS = Number(process.env.FUZZ_RUNS ?? 300);

/** Every path into a JSON value, the value's own first. */
function paths(v: unknown, at: (string | number)[] = []): (string | number)[][] {
  const out = [at];
  if (Array.isArray(v)) v.forEach((x, i) => out.push(...paths(x, [...at, i])));
  else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) out.push(...paths(x, [...at, k]));
  return out;
}

function expectSame(text: string): void {
  const fast = parseJsonLocated(text);
  const slow = readLocated(text);
  expect(fast.ok).toBe(slow.ok);
  if (!fast.ok || !slow.ok) {
    expect(fast).toEqual(slow);
    return;
  }
  expect(fast.doc.value).toEqual(slow.doc.value);
  expect(fast.duplicateKeys).toEqual(slow.duplicateKeys);
  expect(fast.doc.startLine).toBe(slow.doc.startLine);
  for (const p of [...paths(slow.doc.value), ['no such key'], [0, 'missing', 3]]) expect([p, fast.doc.lineAt(p)]).toEqual([p, slow.doc.lineAt(p)]);
}

describe('parseJsonLocated', () => {
  it('gives what the reader gives on any JSON, compact or indented, with leading lines and a BOM', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.constantFrom(0, 1, 2), fc.constantFrom('', '\n\n ', '\uFEFF', '\uFEFF\n'), (v, indent, head) => {
        expectSame(head + JSON.stringify(v, null, indent));
      }),
      { numRuns: RUNS },
    );
  });

  it('gives what the reader gives on JSON-like text, refusals included', () => {
    const jsonish = fc.stringMatching(/^[\s{}[\]",:0-9a-z.eE+\\-]{0,40}$/);
    fc.assert(
      fc.property(jsonish, (text) => {
        expectSame(text);
      }),
      { numRuns: RUNS },
    );
  });

  it('names a key given twice, also when an escape spells it, at any depth', () => {
    for (const text of ['{"a":1,"a":2}', '{"a":1,"\\u0061":2}', '{"x":[{"k":1},{"k":2,"k":3}]}', '{"x":{"a":{"b":1}},"y":{"b":1,"a":{"b":2,"b":3}}}', '{"q\\"":1,"q\\"":2}']) {
      const r = parseJsonLocated(text);
      expect(r.ok && r.duplicateKeys.length).toBe(1);
      expectSame(text);
    }
    // The same key in sibling objects, or in an object inside an array inside an object, is no repeat.
    for (const text of ['[{"a":1},{"a":2}]', '{"a":{"a":{"a":1}},"b":[{"a":1,"b":2}]}', '{"a\\\\":1,"a":2}']) {
      const r = parseJsonLocated(text);
      expect(r.ok && r.duplicateKeys).toEqual([]);
      expectSame(text);
    }
  });

  it('refuses nesting past 256 levels as the reader does, and takes 256', () => {
    expect(parseJsonLocated(`${'['.repeat(257)}${']'.repeat(257)}`)).toMatchObject({ ok: false, message: 'nested deeper than 256 levels' });
    expect(parseJsonLocated(`${'['.repeat(256)}${']'.repeat(256)}`).ok).toBe(true);
    expectSame(`${'{"a":'.repeat(300)}1${'}'.repeat(300)}`);
  });

  it('places a problem at its line in an indented file', () => {
    const r = parseJsonLocated('{\n  "steps": [\n    {"a": 1},\n    {\n      "b": "x\\"y"\n    }\n  ]\n}');
    expect(r.ok && [r.doc.lineAt(['steps', 1, 'b']), r.doc.lineAt(['steps', 0]), r.doc.lineAt(['steps', 9])]).toEqual([5, 3, 2]);
  });
});
