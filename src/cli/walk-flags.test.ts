// Issue 32: one set of packet flags for every command that walks, and a refused input said as such.
// `report` and `diff` took --size, --df and --src-port and walked the 64-byte packet anyway; `trace`
// and `diff` said "no pod default/client" for a zip bomb or a file of no known format.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bigZip } from '../io/testing/bombs';
import { diffCommand } from './diff';
import { reportCommand } from './report';
import { runCommand as run } from './testing/run';
import { traceCommand } from './trace';
import { unknownFlags } from './usage';

const overlay = 'src/lessons/scenarios/overlay-vxlan.yaml';
const talk = 'src/lessons/scenarios/talk-l2bridge.yaml';
const big = ['--probe', 'pod-to-pod-vxlan', '--size', '1500', '--df'];

describe('report and diff walk the packet the flags describe, as trace does', () => {
  const traced = JSON.parse(run(traceCommand, overlay, ...big, '--json').stdout) as { verdict: { outcome: string; reason: string } };

  it('trace: a 1,500-byte DF packet over VXLAN is MTU_EXCEEDED (the reference)', () => {
    expect(traced.verdict).toMatchObject({ outcome: 'dropped', reason: 'MTU_EXCEEDED' });
  });

  it('report says the same, for the packet asked', () => {
    const r = run(reportCommand, overlay, ...big);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^# pod-to-pod-vxlan: dropped \(MTU_EXCEEDED\)/);
    expect(r.stdout).toContain('(1500 bytes, DF)');
    expect(run(reportCommand, overlay, '--probe', 'pod-to-pod-vxlan', '--src-port', '40000').stdout).toMatch(/`tcp 10\.244\.1\.10:40000 → /);
  });

  it('diff compares that packet in A and B', () => {
    const r = run(diffCommand, overlay, overlay, ...big, '--json');
    expect(r.status).toBe(0);
    const j = JSON.parse(r.stdout) as { probes: { before: { reason: string } }[] };
    expect(j.probes.map((p) => p.before.reason)).toEqual(['MTU_EXCEEDED']);
  });

  it('--protocol changes a file\'s probe too, in trace, report and diff (it was ignored beside --probe)', () => {
    const udp = ['--probe', 'pod-to-pod-vxlan', '--protocol', 'udp'];
    expect(run(traceCommand, overlay, ...udp).stdout).toMatch(/^probe pod-to-pod-vxlan: udp 10\.244\.1\.10:/);
    expect(run(reportCommand, overlay, ...udp).stdout).toMatch(/`udp 10\.244\.1\.10:\d+ → /);
    const j = JSON.parse(run(diffCommand, overlay, overlay, ...udp, '--json').stdout) as { probes: { before: { reason?: string; outcome: string } }[] };
    expect(j.probes).toHaveLength(1);
    const r = run(traceCommand, overlay, '--probe', 'pod-to-pod-vxlan', '--protocol', 'gre');
    expect([r.status, r.stderr]).toEqual([2, '--protocol: expected tcp, udp, icmp or sctp, got gre']);
  });

  it('a bad value is refused as trace refuses it (exit 2)', () => {
    for (const cmd of [reportCommand, diffCommand]) {
      const args = cmd === diffCommand ? [overlay, overlay] : [overlay];
      const r = run(cmd, ...args, '--probe', 'pod-to-pod-vxlan', '--size', '20');
      expect(r.status).toBe(2);
      expect(r.stderr).toBe('--size: expected a whole number from 28 to 65535, got 20');
    }
  });
});

describe('every command that walks takes the packet flags, or refuses them', () => {
  const packet = ['size', 'df', 'src-port', 'protocol'];
  it.each(['trace', 'report', 'diff'])('%s takes --size, --df, --src-port and --protocol', (command) => {
    expect(unknownFlags(command, packet)).toEqual([]);
  });
  it('matrix walks every pair with its own ports: it takes --protocol and refuses the others (not ignored)', () => {
    expect(unknownFlags('matrix', packet)).toEqual(['size', 'df', 'src-port']);
  });
});

describe('a refused input is said, not left to a later "no pod …"', () => {
  const dir = mkdtempSync(join(tmpdir(), 'vfp-refused-'));
  const unknown = join(dir, 'notes.txt');
  writeFileSync(unknown, 'hello, nothing a node printed\n');
  const bomb = join(dir, 'bomb.zip');
  writeFileSync(bomb, bigZip(256 * 1024 * 1024));
  const walk = ['--from', 'pod/client', '--to', 'service/web:80'];

  it.each([
    ['a file of no known format', unknown, /notes\.txt: error: not a known format/],
    ['a zip bomb', bomb, /bomb\.zip!zeros\.bin: error: refused: it expands more than 100:1 \(a zip bomb\?\)/],
  ])('%s: trace and diff name why, exit 2', (_what, file, why) => {
    for (const r of [run(traceCommand, file, ...walk), run(diffCommand, file, talk, ...walk), run(diffCommand, talk, file, ...walk)]) {
      expect(r.status).toBe(2);
      expect(r.stderr).toMatch(why);
      expect(r.stderr).toMatch(/nothing in it is a scenario or a dump VFP Lab reads/);
      expect(r.stderr).not.toMatch(/no pod/);
    }
  });
});

describe('hand edits that no longer apply are said by trace and report, as the README says', () => {
  // talk-l2bridge with an edit of a layer client's port does not have: the walk goes on without it.
  const dir = mkdtempSync(join(tmpdir(), 'vfp-stale-'));
  const file = join(dir, 'stale.yaml');
  writeFileSync(
    file,
    readFileSync(talk, 'utf8').replace(
      '    podCIDR: 10.244.1.0/24\n',
      '    podCIDR: 10.244.1.0/24\n    vfpEdits:\n      - op: remove-rule\n        port: pod/client\n        layer: NO_SUCH_LAYER\n        group: G\n        rule: r\n',
    ),
  );
  const warning = `${file}:32: warning: nodes[0].vfpEdits[0]: edit by hand not applied: port pod/client has no layer NO_SUCH_LAYER`;

  it.each([
    ['trace', traceCommand, ['--probe', 'pod-to-pod-same-node']],
    ['trace --json', traceCommand, ['--probe', 'pod-to-pod-same-node', '--json']],
    ['report', reportCommand, ['--probe', 'pod-to-pod-same-node']],
  ] as const)('%s: one warning at the edit, and the walk', (_name, cmd, flags) => {
    const r = run(cmd, file, ...flags);
    expect(r.status).toBe(0);
    expect(r.stderr).toBe(warning);
    expect(r.stdout).not.toBe('');
  });
});
