// The HNS readers' words as message values (issue 30): every id says something in both languages
// with no hole left, and what the readers write over the real dumps and the crafted damaged ones is a
// value whose English is the problem's `message` and whose Vietnamese keeps its names and numbers.
import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { render, type Msg } from '../../../core/message';
import { HNS_EN } from '../../../io/dumps/messages-hns';
import { importFiles } from '../../../io/import';
import { loadNarrationVi } from '../narration';
import { HNS_DUMP_VI } from './dumps-hns.vi';
import { dumpProblems, expectSaid, expectValues } from './dumps.testing';
import { sayProblem } from './problem-say';

/** Words of the HNS readers' sentences: a problem without a value must not hold them. */
const HNS_WORDS = /HNS|Format-List|Format-Table|hnsdiag|policy|endpoint|load balancer|not a number|True or False|IP address|address prefix|MAC/;

const sample = (id: string, n: number): Msg => ({
  id,
  args: {
    ...{ type: 'number', path: 'Policies[0].Settings', v: 'System.Collections.Hashtable', n, m: 4, more: n > 1 ? 2 : 0, line: 12, lines: '3, 7, 9, 11, 13, …', width: 120 },
    ...{ kept: { id: 'hns.keptEntries', args: { n: 2 } }, lost: '"@{Type=ACL; Se"', t: '"garbage here"', key: 'ip address', why: 'unexpected end of JSON input (JSON)' },
    ...{ section: 'Networks', kind: 'endpoint', id: 'a335d997-4160-44f9-9f72-1087a2cba45e', kinds: 'OutBoundNAT, ACL', what: '10.96.0.10 UDP 53→53', kv: 'ManagementIP : 10.0.0.0/99' },
    ...{ len: '99', mac: 'not-a-mac', name: 'vxlan0', types: 'ICS, Internal, L2Bridge', p: 'SCTPX', keys: 'Foo, Bar', cols: 'IPAddress, Policies' },
  },
});

describe('the HNS readers’ catalogue', () => {
  it('every id renders in both languages, holes filled, values kept, Vietnamese not English', () => {
    for (const id of Object.keys(HNS_EN))
      for (const n of [1, 3]) {
        const en = render([HNS_EN], sample(id, n));
        const vi = render([HNS_DUMP_VI], sample(id, n));
        expectSaid(id, en, vi);
      }
  });

  it('what the readers write on real and crafted dumps is a value: its English is the message, its Vietnamese keeps the values', () => {
    const { files, problems } = dumpProblems(/^(hns-|hnsdiag)/);
    expect(files).toBeGreaterThan(40);
    const ids = expectValues(problems, (p) => {
      // Not values yet: the importer's unwrapping notes, and the JSON reader's errors and repairs and the
      // cut of long lines, which every dump reader shares.
      expect(p.message).not.toMatch(HNS_WORDS);
    });
    expect(ids.size).toBeGreaterThan(50);
    // Every id is reached by real, damaged or crafted input but this one (the importer takes HNS JSON only
    // when it holds an HNS object): its words are checked above.
    expect(Object.keys(HNS_EN).filter((k) => !ids.has(k))).toEqual(['hns.jsonNone']);
  });

  it('says a detail block that is no JSON with the JSON reader’s reason in Vietnamese too (that reason is still English text)', async () => {
    await loadNarrationVi();
    const r = importFiles([{ name: 'hnsdiag-d.txt', bytes: strToU8('Networks:\nName             ID\nnat  B5083512-BE1D-4326-B58F-56CA5154E8D5\n{\n  "ID": "x"\n  "Name": "nat"\n}\n') }]);
    const p = r.files[0]!.warnings.find((w) => w.msg?.id === 'hns.diagDetail');
    expect(p?.message).toMatch(/^detail block \(lines 4-7\) is not JSON \(.+\(JSON\)\); not read$/);
    expect(sayProblem('vi', p!)).toMatch(/^khối chi tiết \(dòng 4-7\) không phải JSON \(.+ \(JSON\)\); không đọc$/);
    expect(sayProblem('vi', p!)).not.toMatch(/expected|unexpected/i);
  });
});
