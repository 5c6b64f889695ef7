// `npm run export`: the files it writes are what `npm run import` reads back; bad input exits 2 with
// a message that says what to give instead.
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root, runCommand } from './testing/run';
import { exportCommand } from './export';
import { importCommand } from './import';
import { reportCommand } from './report';
import { traceCommand } from './trace';

const talk = join(root, 'src/lessons/scenarios/talk-l2bridge.yaml');
const tmp = mkdtempSync(join(tmpdir(), 'vfp-export-'));

const run = runCommand;

describe('npm run export', () => {
  it('writes a node\'s dumps that npm run import reads back without error', () => {
    const out = join(tmp, 'win-node-1');
    const r = run(exportCommand, talk, '--node', 'win-node-1', '--out', out);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain(`win-node-1: 10 files in ${out}`);
    expect(r.stdout).toMatch(/hns-endpoints\.json +Get-HnsEndpoint \| ConvertTo-Json -Depth 10/);
    expect(r.stdout).toContain('Not in the files');
    const files = readdirSync(out).sort();
    expect(files.slice(0, 5)).toEqual(['hns-endpoints.json', 'hns-namespaces.json', 'hns-networks.json', 'hns-policylists.json', 'vfp-ports.txt']);
    expect(files.filter((f) => f.startsWith('vfp-rules-'))).toHaveLength(5);
    expect(readFileSync(join(out, 'hns-networks.json'), 'utf8')).toContain('"ManagementIP":  "10.127.130.11"');
    const back = run(importCommand, out, '--json');
    expect(back.status).toBe(0);
    const summary = JSON.parse(back.stdout) as { files: { file: string; format: string; errors: unknown[] }[] };
    expect(summary.files).toHaveLength(10);
    expect(summary.files.every((f) => f.errors.length === 0)).toBe(true);
  });

  it.each([
    [[], /usage: npm run export -- FILE --node NAME --out DIR/],
    [[talk, '--out', join(tmp, 'x')], /--node: which Windows node\? \(win-node-1, win-node-2\)/],
    [[talk, '--node', 'win-node-1'], /--out: the folder to write the files to/],
    [[talk, '--node', 'win-node-3', '--out', join(tmp, 'x')], /--node win-node-3: win-node-3 is not a Windows node of this scenario \(Windows nodes: win-node-1, win-node-2\)/],
    [[join(tmp, 'missing.yaml'), '--node', 'a', '--out', 'b'], /missing\.yaml cannot be read: there is no such file or folder/],
    [[join(root, 'package.json'), '--node', 'a', '--out', 'b'], /package\.json: not a VFP Lab scenario/],
  ])('exits 2 on %j', (args, message) => {
    const r = run(exportCommand, ...args);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(message);
  });

  it('npm run trace replays a folder of dumps: what was missing and assumed, then the probe given with --from/--to', () => {
    const out = join(tmp, 'to-trace');
    expect(run(exportCommand, talk, '--node', 'win-node-1', '--out', out).status).toBe(0);
    // A replayed node has no probes of its own: the message says how to give one, with its pods.
    const none = run(traceCommand, out);
    expect(none.status).toBe(2);
    expect(none.stderr).toMatch(/no probes to send\. Give one with --from and --to, e\.g\. .* --from pod\/ep-10-244-1-\d+ --to IP:PORT/);
    const r = run(traceCommand, out, '--from', 'pod/ep-10-244-1-39', '--to', '10.96.0.50:80');
    expect(r.status).toBe(0);
    // What the replay lacked goes to stderr, so that --json keeps stdout to the traces.
    expect(r.stderr).toContain('missing: no CNI config');
    expect(r.stdout).toContain('lbnat: hash(10.244.1.39|');
    expect(r.stdout).toMatch(/verdict: delivered to pod\/default\/ep-10-244-1-3[67]/);
  });

  it('takes literal addresses for --from and --to, says which endpoint holds them, and refuses one that nothing holds', () => {
    const out = join(tmp, 'by-address');
    expect(run(exportCommand, talk, '--node', 'win-node-1', '--out', out).status).toBe(0);
    const r = run(traceCommand, out, '--from', '10.244.1.39', '--to', '10.244.1.36:80');
    expect(r.status).toBe(0);
    expect(r.stderr).toContain("10.244.1.39 is pod ep-10-244-1-39 (its endpoint's address)");
    expect(r.stderr).toContain("10.244.1.36 is pod ep-10-244-1-36 (its endpoint's address)");
    expect(r.stdout).toMatch(/verdict: delivered to pod\/default\/ep-10-244-1-36/);
    const none = run(traceCommand, out, '--from', '10.244.9.9', '--to', '10.244.1.36:80');
    expect(none.status).toBe(2);
    expect(none.stderr).toMatch(/--from 10\.244\.9\.9: 10\.244\.9\.9 is the address of no pod or node in the files/);
    // The same selectors in report: the address resolves there too.
    const rep = run(reportCommand, out, '--from', '10.244.1.39', '--to', '10.244.1.36:80');
    expect(rep.status).toBe(0);
    expect(rep.stdout).toContain('ep-10-244-1-36');
  });

  it('exits 2 when --out is a file, and on a scenario with errors, naming the line', () => {
    const file = join(tmp, 'a-file');
    writeFileSync(file, 'x');
    expect(run(exportCommand, talk, '--node', 'win-node-1', '--out', file)).toMatchObject({ status: 2, stderr: expect.stringContaining('is a file, not a folder') });
    const bad = join(tmp, 'bad.yaml');
    writeFileSync(bad, 'apiVersion: vfp-lab/v1\nkind: Scenario\nmetadata: { name: bad }\nnodes:\n  - { name: n1, os: windows, ip: 300.1.1.1 }\n');
    const r = run(exportCommand, bad, '--node', 'n1', '--out', join(tmp, 'y'));
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/bad\.yaml:5: error: nodes\[0\]\.ip: expected an IPv4 address/);
  });
});
