// matrix, diff --matrix/--rules and align as a user runs them: output and exit codes.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import { alignCommand } from './align';
import { diffCommand } from './diff';
import { matrixCommand } from './matrix';
import { traceCommand } from './trace';
import { runCommand as run } from './testing/run';
import { readFileSync } from 'node:fs';

const tmp = mkdtempSync(join(tmpdir(), 'vfp-whole-node-'));
const np = 'src/lessons/scenarios/network-policy.yaml';
const talk = 'src/lessons/scenarios/talk-l2bridge.yaml';
// A documented change: `kubectl delete networkpolicy api-allow-frontend`.
const after = join(tmp, 'after.yaml');
const doc = parse(readFileSync(np, 'utf8')) as { networkPolicies: { metadata: { name: string } }[] };
doc.networkPolicies = doc.networkPolicies.filter((p) => p.metadata.name !== 'api-allow-frontend');
writeFileSync(after, stringify(doc));

describe('matrix', () => {
  it('prints the failing cells and the counts, exit 0 when every expectation holds', () => {
    const r = run(matrixCommand, np);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/✗ ACL_DENY +pod\/frontend → pod\/api:9090\/tcp at win-node-2/);
    expect(r.stdout.trimEnd().split('\n').at(-1)).toMatch(/^9 sources × 6 destinations: \d+ of 54 cells delivered with their reply; 0 of \d+ expectations fail$/);
  });

  it('--json is the contract; --md and --csv; one format at a time; bad input exits 2', () => {
    const j = JSON.parse(run(matrixCommand, np, '--json').stdout) as { sources: string[]; destinations: string[]; cells: { from: string; to: string; outcome: string }[] };
    expect(j.cells.length).toBe(j.sources.length * j.destinations.length);
    expect(j.cells.find((c) => c.from === 'pod/default/frontend' && c.to === 'pod/default/api:8080')?.outcome).toBe('delivered');
    expect(run(matrixCommand, np, '--md').stdout).toMatch(/^\*\*\d+ of 54 cells delivered with their reply\.\*\*\n\n\| from \\ to \|/);
    expect(run(matrixCommand, np, '--csv').stdout.split('\r\n')[0]).toBe('from,to,protocol,outcome,reason,reply,node,place,port,direction,layer,rule,expect,why');
    expect(run(matrixCommand, np, '--md', '--csv').status).toBe(2);
    expect(run(matrixCommand, np, '--protocol', 'icmp').status).toBe(2);
    expect(run(matrixCommand, join(tmp, 'missing.yaml')).status).toBe(2);
  });
});

describe('matrix --fix', () => {
  it('each failing cell carries the fixes `trace --from --to --fix` finds; delivered cells and drops the probes expect none', () => {
    const j = JSON.parse(run(matrixCommand, np, '--fix', '--json').stdout) as { cells: { from: string; to: string; outcome: string; fixes?: { summary: string; after: { outcome: string } }[] }[] };
    const denied = j.cells.find((c) => c.from === 'pod/default/batch' && c.to === 'pod/default/api:9090')!;
    expect(denied.outcome).toBe('dropped');
    const t = JSON.parse(run(traceCommand, np, '--from', 'pod/default/batch', '--to', 'pod/default/api:9090', '--fix', '--json').stdout) as { fixes: { summary: string }[] };
    expect(denied.fixes!.map((f) => f.summary)).toEqual(t.fixes.map((f) => f.summary));
    expect(denied.fixes!.every((f) => f.after.outcome === 'delivered')).toBe(true);
    expect(j.cells.filter((c) => c.outcome === 'delivered' && c.fixes)).toEqual([]);
    // frontend → api:9090 is dropped as the probe frontend-to-metrics-port-denied says it must be.
    expect(j.cells.find((c) => c.from === 'pod/default/frontend' && c.to === 'pod/default/api:9090')!.fixes).toBeUndefined();
    // The text, Markdown and CSV with fixes: io/matrix/format.test.ts (one search here is enough).
  }, 90_000);
});

describe('diff --matrix and --rules', () => {
  it('a deleted policy: the cells it denied open, its rules are gone; exit 1', () => {
    const m = run(diffCommand, np, after, '--matrix');
    expect(m.status).toBe(1);
    expect(m.stdout).toContain('≠ pod/default/frontend → pod/default/api:9090/tcp: dropped ACL_DENY → delivered');
    const r = run(diffCommand, np, after, '--rules', '--json');
    expect(r.status).toBe(1);
    const j = JSON.parse(r.stdout) as { rules: { nodes: { node: string; counts: { removed: number } }[] } };
    expect(j.rules.nodes.find((n) => n.node === 'win-node-2')!.counts.removed).toBeGreaterThan(0);
    expect(run(diffCommand, np, after, '--rules', '--md').stdout).toMatch(/^### win-node-1/m);
  });

  it('the same state: nothing changed, exit 0', () => {
    expect(run(diffCommand, np, np, '--rules', '--matrix').status).toBe(0);
  });
});

describe('align', () => {
  it('the talk capture agrees (exit 0); the ACL-drop one parts at step 18 (exit 1); no capture or no flow exits 2', () => {
    const ok = run(alignCommand, talk, 'fixtures/captures/talk-vip/pktmon-capture.txt', 'fixtures/captures/talk-vip/pktmon-list.txt', '--probe', 'pod-to-service');
    expect(ok.status).toBe(0);
    expect(ok.stdout.trimEnd().split('\n').at(-1)).toBe('model and node agree on the whole trip (7 places)');
    const part = run(alignCommand, talk, 'fixtures/captures/talk-vip-acl-drop/pktmon-capture.txt', 'fixtures/captures/talk-vip-acl-drop/pktmon-list.txt', '--probe', 'pod-to-service', '--json');
    expect(part.status).toBe(1);
    const j = JSON.parse(part.stdout) as { partsAt: { step: number; node: string }; pairs: { step: number; agree: boolean | null }[] };
    expect(j.partsAt.step).toBe(18);
    expect(j.partsAt.node).toContain('(pktmon: Filtered, location 0xE0004135)');
    expect(j.pairs.find((p) => p.step === 18)!.agree).toBe(false);
    expect(run(alignCommand, talk, '--probe', 'pod-to-service').status).toBe(2);
    const list = run(alignCommand, talk, 'fixtures/captures/talk-vip/pktmon-capture.txt', 'fixtures/captures/talk-vip/pktmon-list.txt');
    expect(list.status).toBe(2);
    expect(list.stderr).toMatch(/The capture holds 2 flows:\n {2}tcp 10\.244\.1\.39:49155 → 10\.96\.0\.50:80/);
    const other = run(alignCommand, talk, 'fixtures/captures/talk-vip/pktmon-capture.txt', 'fixtures/captures/talk-vip/pktmon-list.txt', '--probe', 'pod-to-internet');
    expect(other.status).toBe(2);
    expect(other.stdout).toMatch(/no packet of this flow/);
  });
});
