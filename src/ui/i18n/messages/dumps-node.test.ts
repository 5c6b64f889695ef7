// The words of the ipconfig, netsh and kube-proxy log readers as message values (issue 30): every id
// says something in both languages with no hole left, and what the readers write over the real dumps
// and the crafted damaged ones is a value whose English is the problem's `message` and whose
// Vietnamese keeps its names and numbers.
import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { render, type Msg } from '../../../core/message';
import { NODE_EN } from '../../../io/dumps/messages-node';
import { parse as parseNetsh } from '../../../io/dumps/netsh-ports';
import { importFiles } from '../../../io/import';
import { loadNarrationVi } from '../narration';
import { NODE_DUMP_VI } from './dumps-node.vi';
import { dumpProblems, expectSaid, expectValues } from './dumps.testing';
import { sayProblem } from './problem-say';

/** Words of these readers' sentences: a problem without a value must not hold them. */
const NODE_WORDS = /ipconfig|netsh|kube-proxy|load balancer|adapter|port range/i;

const sample = (id: string, n: number, lang: string): Msg => ({
  id,
  args: { lang, t: '"以太网适配器 以太网:"', n, start: 49152, line: 12, why: 'unexpected end of JSON input at line 1 column 40 (JSON)' },
});

describe('the ipconfig, netsh and kube-proxy log readers’ catalogue', () => {
  it('every id renders in both languages, holes filled, values kept, Vietnamese not English', () => {
    for (const id of Object.keys(NODE_EN))
      for (const [n, lang] of [[1, 'Chinese'], [3, 'Spanish or Portuguese']] as const) {
        const en = render([NODE_EN], sample(id, n, lang));
        const vi = render([NODE_DUMP_VI], sample(id, n, lang));
        expectSaid(id, en, vi);
        expect(vi, id).not.toMatch(/Chinese|Spanish/);
      }
  });

  it('what the readers write on real and crafted dumps is a value: its English is the message, its Vietnamese keeps the values', () => {
    const { files, problems } = dumpProblems(/^(ipconfig|netsh-ports|kube-proxy-log)$/);
    expect(files).toBeGreaterThan(20);
    const ids = expectValues(problems, (p) => {
      // Not values yet: the importer's unwrapping notes, and the JSON reader's errors and repairs and the
      // cut of long lines, which every dump reader shares.
      expect(p.message).not.toMatch(NODE_WORDS);
    });
    // Every id is reached by real, damaged or crafted input but this one (the importer takes netsh
    // output only when it has such a block): its words are checked above, and the reader's below.
    expect(Object.keys(NODE_EN).filter((k) => !ids.has(k))).toEqual(['netsh.none']);
    expect(parseNetsh('something else\n', 'x').errors.map((e) => e.msg?.id)).toEqual(['netsh.none']);
  });

  it('says a kube-proxy load balancer that is no JSON with the JSON reader’s reason in Vietnamese too (that reason is still English text)', async () => {
    await loadNarrationVi();
    const log = 'I1219 08:24:31.456250    3716 proxier.go:1170] Hns loadbalancer policy resource, {\n  "ID": "x",\n  "VIPs": ["10.0.0.1"\n}\n';
    const p = importFiles([{ name: 'kube-proxy.log', bytes: strToU8(log) }]).files[0]!.warnings.find((w) => w.msg?.id === 'kubeProxy.notJson');
    expect(p?.message).toMatch(/^the load balancer kube-proxy logged at line 1 is not readable JSON \(.+ \(JSON\).*\); not read$/);
    const vi = sayProblem('vi', p!);
    expect(vi).toMatch(/^load balancer mà kube-proxy ghi log ở dòng 1 không phải JSON đọc được \(.+\); không đọc$/);
    expect(vi).not.toMatch(/expected|unexpected| at line /i);
  });
});
