// What every dump reader shares says, as message values (issue 30): the JSON reader's syntax errors,
// a damaged paste's repairs, long lines and the tail of a capped list. Every id says something in
// both languages with no hole left, and what the readers write on the real dumps and the crafted
// damaged ones is a value whose English is the problem's `message`; no dump reader's problem is
// English text any more.
import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { render, type Msg } from '../../../core/message';
import { TEXT_EN } from '../../../io/dumps/messages-text';
import { SYNTAX_EN } from '../../../io/json-messages';
import { parse as parseHnsList } from '../../../io/dumps/hns-list';
import { importFiles } from '../../../io/import';
import { loadNarrationVi } from '../narration';
import { TEXT_DUMP_VI } from './dumps-text.vi';
import { SYNTAX_VI } from './json.vi';
import { dumpProblems, expectSaid, expectValues } from './dumps.testing';
import { sayProblem } from './problem-say';

/** The dump formats (src/io/dumps/index.ts). */
const DUMP_FORMATS = /^(vfpctrl-|hns-|hnsdiag|netsh-ports|ipconfig|kube-proxy-log)/;

const sample = (id: string, why: Msg): Msg => ({ id, args: { why, line: 12, column: 7, hex: 'U+00A0', name: 'NO-BREAK SPACE', n: 1098, lines: '3, 7, …', kb: 70 } });

describe('the dump readers’ shared catalogue', () => {
  it('every id renders in both languages, holes filled, values kept, Vietnamese not English', () => {
    for (const id of Object.keys(TEXT_EN)) {
      const m = sample(id, { id: 'syntax.afterProperty', args: {} });
      const en = render([TEXT_EN, SYNTAX_EN], m);
      const vi = render([TEXT_DUMP_VI, SYNTAX_VI], m);
      expectSaid(id, en, vi);
    }
  });

  it('what every dump reader and the importer write on real and crafted dumps is a value: its English is the message', () => {
    const { files, problems } = dumpProblems(DUMP_FORMATS);
    expect(files).toBeGreaterThan(100);
    const ids = expectValues(problems, (p) => expect.fail(`not a value: ${p.message}`));
    // Every id is reached but these: an empty file is said before any reader runs; an hnsdiag detail block
    // cut short reads up to its last whole member instead (it opens with a brace); a hundred problems of
    // one file are rare enough to be made below.
    expect(Object.keys(TEXT_EN).filter((k) => !ids.has(k))).toEqual(['json.empty', 'json.reasonCut', 'report.moreWarnings', 'report.moreErrors']);
  });

  it('caps a list at 100 with a value saying how many more', () => {
    const r = parseHnsList(Array.from({ length: 120 }, (_, i) => `ID : e${i}\nName : x\nFlags : many${i}\n`).join('\n'), 'x');
    const tail = r.warnings.at(-1)!;
    expect(tail.msg).toEqual({ id: 'report.moreWarnings', args: { n: 20 } });
    expect(tail.message).toBe('20 more warnings not shown');
  });

  it('says a JSON syntax error with the parser’s words in Vietnamese, inside another reader’s sentence too', async () => {
    await loadNarrationVi();
    const bad = importFiles([{ name: 'hns.json', bytes: strToU8('[{ "ID": "n1", "Name": "x", "Type": "nat", "Subnets": []\n  "Policies": [] }]') }]).files[0]!.errors[0]!;
    expect(bad.msg?.id).toBe('json.syntax');
    expect(sayProblem('vi', bad)).toMatch(/^cần ',' hoặc '\}' sau giá trị thuộc tính ở dòng 2 cột \d+ \(JSON\)$/);
    const diag = importFiles([{ name: 'hnsdiag-d.txt', bytes: strToU8('Networks:\nName             ID\nnat  B5083512-BE1D-4326-B58F-56CA5154E8D5\n{\n  "ID": "x"\n  "Name": "nat"\n}\n') }]).files[0]!.warnings.find((w) => w.msg?.id === 'hns.diagDetail')!;
    expect(sayProblem('vi', diag)).toBe("khối chi tiết (dòng 4-7) không phải JSON (cần ',' hoặc '}' sau giá trị thuộc tính (JSON)); không đọc");
  });
});
