// Issue 32: a node's dump is data in every output. A Get-HnsEndpoint JSON dump whose endpoint is
// named `x\r<!--` and whose ACL's Id carries HTML, a link and terminal escapes: the Markdown report
// (rendered by marked, a GFM renderer) has no raw HTML, its verdict table whole and every section
// after the verdict; `trace` prints no escape sequence and no lone CR.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { headings, injected, tables } from '../io/report/testing/markup';
import { reportCommand } from './report';
import { guardTerminal, termSafe } from './terminal';
import { root, runCommand } from './testing/run';
import { cliArgv } from './testing/bundle';

const ESCAPES = '\x1b[2K\x1b[1A\x1b]8;;https://evil.example\x07click\x1b]8;;\x07\x9b31m\x1b]0;title\x1b\\';
const ACL_ID = `<img src=x onerror=alert(1)> [a](https://evil.example) ![i](https://evil.example/i.png) | **b**\r# fake ${ESCAPES}`;

/** The talk's node as HNS printed it (Get-HnsEndpoint and the rest as JSON), with hostile names. */
function hostileDumps(): string {
  const src = join(root, 'fixtures/captures/talk-vip-acl-drop');
  const dir = join(mkdtempSync(join(tmpdir(), 'vfp-hostile-')), 'dumps');
  mkdirSync(dir);
  for (const f of readdirSync(src).filter((n) => /^hns-.*\.json$/.test(n))) copyFileSync(join(src, f), join(dir, f));
  const eps = JSON.parse(readFileSync(join(dir, 'hns-endpoints.json'), 'utf8')) as { IPAddress: string; Name: string; Policies: object[] }[];
  const web = eps.find((e) => e.IPAddress === '10.244.1.36')!;
  web.Name = 'x\r<!--';
  web.Policies.push({ Type: 'ACL', Action: 'Block', Direction: 'In', Priority: 100, Protocols: '6', LocalPorts: '80', RuleType: 'Switch', Id: ACL_ID });
  writeFileSync(join(dir, 'hns-endpoints.json'), JSON.stringify(eps, null, 1));
  return dir;
}

const walk = ['--from', 'pod/ep-10-244-1-39', '--to', 'pod/ep-10-244-1-36:80'];

describe('names from a dump, in the report and on the terminal', { timeout: 120_000 }, () => {
  const dumps = hostileDumps();

  it('report: no raw HTML, link or image; one h1, every section, the verdict table whole', () => {
    const r = runCommand(reportCommand, dumps, ...walk);
    expect(r.status).toBe(0);
    const md = r.stdout;
    // The names are there (as text), in the verdict and in the fix that names the endpoint.
    expect(md).toContain('\\<img src=x onerror=alert(1)\\>');
    expect(md).toContain('HNS endpoint x \\<\\!-- on node-10-127-130-11');
    expect(injected(md)).toEqual([]);
    const h = headings(md);
    expect(h.filter((x) => x.startsWith('# '))).toEqual(['# adhoc: dropped (ACL_DENY)']);
    expect(h.filter((x) => x.startsWith('## '))).toEqual([
      '## The question',
      '## The verdict',
      '## The steps',
      '## Assumptions',
      '## Confirm it on a real node',
      '## What would make it pass',
    ]);
    const [verdict, ...rest] = tables(md);
    expect(verdict!.rows.map((row) => row[0]!.text)).toEqual(['outcome', 'node', 'port', 'layer', 'group', 'rule', 'rule', 'made by']);
    for (const t of [verdict!, ...rest]) for (const row of t.rows) expect(row).toHaveLength(t.header.length);
    // The fix's diff stays one fenced block: the text after it is not swallowed.
    expect(md.split('## What would make it pass')[1]).toMatch(/```diff[^]*```\s*$/);
  });

  it('trace prints no escape sequence, no other control and no lone CR from a name', () => {
    const r = spawnSync(process.execPath, [...cliArgv(), 'trace', dumps, ...walk], { cwd: root, encoding: 'utf8', timeout: 60_000 });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('click');
    // eslint-disable-next-line no-control-regex
    expect(r.stdout + r.stderr).not.toMatch(/[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]|\r(?!\n)/);
  });
});

describe('termSafe', () => {
  it('removes CSI, OSC (links, titles) and 8-bit sequences; shows other controls as �; keeps tabs and line ends', () => {
    expect(termSafe(`deny${ESCAPES} x`)).toBe('denyclick x');
    expect(termSafe('a\rb\r\nc\td\x00e\x07f\x7f\x85')).toBe('a\uFFFDb\r\nc\td\uFFFDe\uFFFDf\uFFFD\uFFFD');
    expect(termSafe('ACL_ENDPOINT_LAYER → 10.244.1.36:80 · ✓')).toBe('ACL_ENDPOINT_LAYER → 10.244.1.36:80 · ✓');
  });

  it('guards a stream: strings are made safe, bytes pass as they are', () => {
    const seen: unknown[] = [];
    const stream = { write: (c: unknown) => (seen.push(c), true) } as unknown as NodeJS.WriteStream;
    guardTerminal(stream);
    stream.write('a\x1b[31mb\n');
    stream.write(new Uint8Array([27]));
    expect(seen).toEqual(['ab\n', new Uint8Array([27])]);
  });
});
