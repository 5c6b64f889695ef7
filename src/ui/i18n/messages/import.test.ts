// The importer's own notes as message values (issue 30): every id says something in both languages
// with no hole left, and what the importer writes on the real corpus, its damaged copies and the
// crafted files is a value whose English is the problem's message (a line moved with the file's).
import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { render, type Msg } from '../../../core/message';
import { importFiles, toSummary } from '../../../io/import';
import { IMPORT_EN } from '../../../io/import/messages';
import { CRAFTED_FILES } from '../narration/messages-io.crafted';
import { loadNarrationVi } from '../narration';
import { dumpProblems, expectSaid } from './dumps.testing';
import { IMPORT_VI } from './import.vi';
import { sayProblem } from './problem-say';

describe("the importer's catalogue", () => {
  it('has every id in Vietnamese and no other', () => {
    expect(Object.keys(IMPORT_VI).sort()).toEqual(Object.keys(IMPORT_EN).sort());
  });

  it('every id renders in both languages, holes filled, values kept, Vietnamese not English (one and many)', () => {
    for (const id of Object.keys(IMPORT_EN))
      for (const n of [1, 4]) {
        const m: Msg = { id, args: { n, line: 7, cmd: 'hostname', enc: 'UTF-16LE', hex: 'U+00A0', name: 'NO-BREAK SPACE' } };
        expectSaid(id, render([IMPORT_EN], m), render([IMPORT_VI], m));
      }
  });

  it('what the importer says of the corpus, its damaged copies and the crafted files is a value whose English is the message', () => {
    const crafted = Object.entries(CRAFTED_FILES).map(([name, t]) => ({ name, bytes: typeof t === 'string' ? strToU8(t) : t }));
    const more = [
      { name: 'empty.txt', bytes: strToU8('  \n') },
      { name: 'blob.bin', bytes: new Uint8Array([0, 1, 2, 0, 255, 0, 3, 0]) },
      { name: 'cni.conf', bytes: new Uint8Array([0xff, 0xfe, ...[...'{"cniVersion":"0.3.0","name":"x","type":"sdnbridge"}'].flatMap((c) => [c.charCodeAt(0), 0])]) },
      { name: 'quoted.txt', bytes: strToU8('> Name : x\n> ID : 1\n') },
      { name: 'colored.txt', bytes: strToU8('\u001b[32mName\u001b[0m  ID\n----  --\nnat   B5083512-BE1D-4326-B58F-56CA5154E8D5\n') },
    ];
    const problems = [...dumpProblems(/./).problems, ...[...crafted, ...more].flatMap((f) => toSummary(importFiles([f])).files.flatMap((x) => [...x.warnings, ...x.errors]))];
    const ids = new Set<string>();
    for (const p of problems) {
      if (!p.id?.startsWith('import.')) continue;
      ids.add(p.id);
      const m = { id: p.id, args: p.args ?? {} };
      expect(render([IMPORT_EN], m)).toBe(p.message);
      expectSaid(p.id, p.message, render([IMPORT_VI], m));
    }
    expect(Object.keys(IMPORT_EN).filter((id) => !ids.has(id))).toEqual([]);
  });

  it('sayProblem says an importer note in Vietnamese', async () => {
    await loadNarrationVi();
    const [file] = importFiles([{ name: 'notes.md', bytes: strToU8('# just some notes\n') }]).files;
    expect(sayProblem('vi', file!.warnings[0]!)).toBe('không phải định dạng VFP Lab biết');
    expect(sayProblem('en', file!.warnings[0]!)).toBe('not a known format');
  });
});
