// Why a text is not JSON, as message values (issue 30): every id says something in both languages
// with no hole left, and what the strict reader, the dump reader (with the engine's JSON.parse words
// read into ids) and the importer write on broken JSON is a value whose English is the text.
import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { render, type Msg } from '../../../core/message';
import { readJson } from '../../../io/dumps/json-text';
import { importFiles, toSummary } from '../../../io/import';
import { readLocated } from '../../../io/import/located/json';
import { engineReason, SYNTAX_EN, syntaxText } from '../../../io/json-messages';
import { loadNarrationVi } from '../narration';
import { CRAFTED_FILES } from '../narration/messages-io.crafted';
import { DUMPS_EN, DUMPS_VI, expectSaid, idsOf } from './dumps.testing';
import { SYNTAX_VI } from './json.vi';
import { sayProblem } from './problem-say';

/** Broken JSON, each for one reason of the strict reader. */
const STRICT = ['{"a": 1} x', '', '{"a": tru}', '[' .repeat(300), '{ 1: 2 }', '{"a" 1}', '{"a": 1,}', '[1,]', '{"a": 1 "b": 2}', '[1 2]', '[-]', '"abc', '"a\nb"', '"\\u12"', '"C:\\k\\cni"'];
/** Broken JSON for the dump reader: the engine's words. */
const ENGINE = ['{"a":1}\n{"b" 2}', '{"a": 1', '[1] x', '{ a: 1 }', '{"a" : 1 "b": 2}', '[1 2]', '{"a" 1}', '"a\tb"', '"\\x"', '"\\u12zz"', '"abc', '[1.]', '-', '[1e]', '[tx]', `${'['.repeat(600)}${']'.repeat(600)} x`, `${'['.repeat(600)}${']'.repeat(600)}`, '{"a":\n1\n,\n}', '\n{"a":1,\n"b":\n'];

describe("the JSON reasons' catalogue", () => {
  it('has every id in Vietnamese and no other', () => {
    expect(Object.keys(SYNTAX_VI).sort()).toEqual(Object.keys(SYNTAX_EN).sort());
  });

  it('every id renders in both languages, holes filled, values kept, Vietnamese not English', () => {
    for (const id of Object.keys(SYNTAX_EN)) {
      const m: Msg = { id, args: { line: 55, column: 17, c: '"x"', name: '"plugins"', n: 256, e: '\\k', text: 'JSON.parse: unexpected character at line 1 column 2 of the JSON data', pos: 1201, why: { id: 'syntax.number', args: {} } } };
      expectSaid(id, render([SYNTAX_EN], m), render([SYNTAX_VI], m));
    }
  });

  it('what the readers say of broken JSON is a value whose English is the text', () => {
    const ids = new Set<string>();
    const seen = (text: string, m: Msg | undefined, en: readonly object[] = [SYNTAX_EN], vi: readonly object[] = [SYNTAX_VI]) => {
      expect(m, text).toBeDefined();
      idsOf(m!, ids);
      expect(render(en as never, m!)).toBe(text);
      expectSaid(m!.id, text, render(vi as never, m!));
    };
    for (const t of STRICT) {
      const r = readLocated(t);
      expect(r.ok, t).toBe(false);
      if (!r.ok) seen(r.message, r.msg);
    }
    for (const t of ENGINE) {
      const r = readJson(t);
      expect(r.ok, t).toBe(false);
      if (!r.ok) seen(r.message, r.msg, DUMPS_EN, DUMPS_VI);
    }
    const crafted = Object.entries(CRAFTED_FILES).map(([name, t]) => ({ name, bytes: typeof t === 'string' ? strToU8(t) : t }));
    const more = [{ name: 'svc.json', bytes: strToU8('{"apiVersion": "v1", "kind": "Service" "metadata": {}}') }];
    for (const p of toSummary(importFiles([...crafted, ...more])).files.flatMap((f) => [...f.warnings, ...f.errors])) if (p.id === 'syntax.error') seen(p.message, { id: p.id, args: p.args ?? {} });
    // Not reached: the scanner's reasons that JSON.parse's own words replace whenever the rest fails too,
    // a line end as an unexpected token (older V8's words for a raw line break in a string), another engine's words.
    expect(Object.keys(SYNTAX_EN).filter((id) => !ids.has(id))).toEqual(['syntax.invalid', 'syntax.unexpected', 'syntax.propertyName', 'syntax.colonAfterProperty', 'syntax.commaBraceValue', 'syntax.commaBracketValue', 'syntax.string', 'syntax.badString', 'syntax.lineEnd', 'syntax.engine']);
  });

  it("reads another engine's words as they are, and the engine's known phrases by id", () => {
    expect(engineReason('JSON.parse: bad parsing')).toEqual({ id: 'syntax.engine', args: { text: 'JSON.parse: bad parsing' } });
    expect(engineReason('unexpected character "x"')).toEqual({ id: 'syntax.char', args: { c: '"x"' } });
    for (const id of ['syntax.inputEnd', 'syntax.badEscape'] as const) expect(engineReason(syntaxText({ id, args: {} }))).toEqual({ id, args: {} });
  });

  it('sayProblem says a CNI config with a missing comma in Vietnamese', async () => {
    await loadNarrationVi();
    const [file] = importFiles([{ name: '10-flannel.conflist', bytes: strToU8('{\n  "cniVersion": "0.3.0",\n  "name": "cbr0"\n  "plugins": []\n}\n') }]).files;
    const p = file!.errors[0]!;
    expect(sayProblem('en', p)).toBe('JSON syntax error at line 4, column 3: expected \',\' or \'}\' after the value of "name", found "\\"" (a missing comma?)');
    expect(sayProblem('vi', p)).toBe('lỗi cú pháp JSON ở dòng 4, cột 3: cần \',\' hoặc \'}\' sau giá trị của "name", nhưng gặp "\\"" (thiếu dấu phẩy?)');
  });
});
