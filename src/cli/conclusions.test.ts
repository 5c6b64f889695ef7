// trace --fix, diff, report and --pcapng as a user runs them: output, files and exit codes.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root, runCommand } from './testing/run';
import { readPcapng } from '../io/pcapng/reader';
import { loadScenarioText } from '../io/scenario/load';
import { diffCommand } from './diff';
import { exportCommand } from './export';
import { reportCommand } from './report';
import { traceCommand } from './trace';

const tmp = mkdtempSync(join(tmpdir(), 'vfp-conclusions-'));

const run = runCommand;

const np = 'src/lessons/scenarios/network-policy.yaml';

describe('trace --fix', () => {
  it('adds fixes[] to the trace JSON, best first, each with its change, a unified diff and the walk again', () => {
    const r = run(traceCommand, np, '--probe', 'batch-to-api-denied', '--fix', '--json');
    expect(r.status).toBe(0);
    const j = JSON.parse(r.stdout) as { verdict: { outcome: string }; fixes: { summary: string; level: string; change: { format: string; before: string; after: string; diff: string }; after: { outcome: string; reason: string | null; endpoint: string | null } }[] };
    expect(j.verdict.outcome).toBe('dropped');
    expect(j.fixes.map((f) => f.level)).toEqual(['kubernetes', 'kubernetes', 'hns', 'vfp']);
    expect(j.fixes.map((f) => f.change.format)).toEqual(['yaml', 'yaml', 'json', 'vfpctrl']);
    const first = j.fixes[0]!;
    expect(first.after).toEqual({ outcome: 'delivered', reason: null, endpoint: 'pod/default/api' });
    expect(first.change.before).toMatch(/^apiVersion: networking.k8s.io\/v1\nkind: NetworkPolicy\n/);
    expect(first.change.diff).toMatch(/^--- before\n\+\+\+ after\n@@ -\d+,\d+ \+\d+,\d+ @@\n/);
    expect(first.change.diff).toContain('+              app: batch');
  });

  it('a delivered probe gets an empty list; the text output says so', () => {
    const r = run(traceCommand, np, '--probe', 'frontend-to-api', '--fix', '--json');
    expect(JSON.parse(r.stdout).fixes).toEqual([]);
    expect(run(traceCommand, np, '--probe', 'frontend-to-api', '--fix').stdout).toContain('What would make it pass: nothing found');
  });
});

describe('diff', () => {
  const withoutPolicy = join(tmp, 'np-without-api-allow-frontend.json');
  const s = loadScenarioText(readFileSync(join(root, np), 'utf8')).value!;
  writeFileSync(withoutPolicy, JSON.stringify({ ...s, networkPolicies: s.networkPolicies.filter((p) => p.metadata.name !== 'api-allow-frontend') }));

  it('a copy with one NetworkPolicy removed: exactly the probes that policy decided change, and the walks part at its ACL layer', () => {
    const r = run(diffCommand, np, withoutPolicy, '--json');
    expect(r.status).toBe(1);
    const j = JSON.parse(r.stdout) as { probes: { name: string; before: unknown; after: unknown; changed: boolean; divergesAt: { step: number; text: string } | null }[] };
    expect(j.probes.map((p) => p.name)).toEqual(s.probes.map((p) => p.name));
    expect(j.probes.filter((p) => p.changed).map((p) => p.name)).toEqual(['frontend-to-api-service', 'batch-to-api-denied', 'frontend-to-metrics-port-denied']); // the Service probe too: without DSR it arrives from the node IP, which the policy did not allow
    const batch = j.probes.find((p) => p.name === 'batch-to-api-denied')!;
    expect(batch).toMatchObject({ before: { outcome: 'dropped', reason: 'ACL_DENY', endpoint: null }, after: { outcome: 'delivered', reason: null, endpoint: 'pod/default/api' } });
    expect(batch.divergesAt!.text).toMatch(/^before: .*ACL_ENDPOINT_LAYER.*default deny/);
    // The step counts the before trace's events: that event is the one the text names.
    const trace = JSON.parse(run(traceCommand, np, '--probe', 'batch-to-api-denied', '--json').stdout) as { events: { step: number; text: string }[] };
    expect(batch.divergesAt!.text.startsWith(`before: ${trace.events[batch.divergesAt!.step - 1]!.text} |`)).toBe(true);
    expect(j.probes.find((p) => p.name === 'api-to-internet-denied')!.divergesAt).toBeNull();
  });

  it('exit 0 when nothing changed; --probe picks one; 2 for a missing file or a second B', () => {
    const same = run(diffCommand, np, np, '--probe', 'frontend-to-api', '--json');
    expect(same.status).toBe(0);
    expect(JSON.parse(same.stdout).probes).toHaveLength(1);
    expect(run(diffCommand, np, join(tmp, 'nope.yaml')).status).toBe(2);
    expect(run(diffCommand, np, np, np).status).toBe(2);
    expect(run(diffCommand, np, np, '--probe', 'nope').stderr).toMatch(/no probe named nope/);
  });

  it('dumps have no probes: without --probe or --from/--to it exits 2 and says so; with them it compares', () => {
    const dumps = join(tmp, 'dumps');
    expect(run(exportCommand, np, '--node', 'win-node-2', '--out', dumps).status).toBe(0);
    const bare = run(diffCommand, dumps, dumps);
    expect(bare.status).toBe(2);
    expect(bare.stderr).toMatch(/no probes to send \(dumps have none\)/);
    const r = run(diffCommand, dumps, dumps, '--from', 'node/node-10-127-130-12', '--to', '10.244.2.30:8080', '--json');
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout).probes[0]).toMatchObject({ name: 'adhoc', changed: false, divergesAt: null });
  });
});

describe('report', () => {
  it('prints the Markdown report; --out writes it; --redact replaces addresses and names', () => {
    const r = run(reportCommand, np, '--probe', 'batch-to-api-denied');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^# batch-to-api-denied: dropped \(ACL_DENY\)\n/);
    expect(r.stdout).toContain('## What would make it pass');
    const out = join(tmp, 'report.md');
    const w = run(reportCommand, np, '--probe', 'batch-to-api-denied', '--redact', '--out', out);
    expect(w.status).toBe(0);
    const red = readFileSync(out, 'utf8');
    expect(red).toMatch(/^# batch-to-api-denied: dropped/);
    expect(red).not.toContain('10.244.1.21');
    expect(red).not.toContain('win-node-2');
  });

  it('a report longer than a GitHub comment is cut into parts that fit, each opening with its number; --max-chars sets the size', () => {
    const sa = 'src/lessons/scenarios/session-affinity.yaml';
    const out = join(tmp, 'whole.md');
    const r = run(reportCommand, sa, '--redact', '--out', out);
    expect(r.status).toBe(0);
    const n = Number(/cut into (\d+) parts of at most 65,536/.exec(r.stderr)?.[1]);
    expect(n).toBeGreaterThan(1);
    for (let i = 1; i <= n; i++) {
      const part = readFileSync(join(tmp, `whole.${i}.md`), 'utf8');
      expect(part.length).toBeLessThanOrEqual(65_536);
      expect(part.startsWith(`_Part ${i} of ${n}_`)).toBe(true);
      expect(part).not.toContain('10.244.1.');
    }
    const small = run(reportCommand, np, '--max-chars', '3000');
    expect(small.status).toBe(0);
    expect(small.stdout.split(/^_Part \d+ of \d+_$/m).slice(1).every((p) => p.length <= 3000)).toBe(true);
    expect(run(reportCommand, np, '--max-chars', '10')).toMatchObject({ status: 2, stderr: expect.stringContaining('--max-chars 10: a whole number of characters, at least 1,000') });
    // One probe that fits is written as it was: no part line.
    expect(run(reportCommand, np, '--probe', 'batch-to-api-denied').stdout).not.toContain('_Part ');
  });

  it('from dumps with rule counters: the report sets the node\'s counters beside the rule the walk matched', () => {
    const f = (n: string) => `e2e/fixtures/${n}`;
    const r = run(reportCommand, f('get-hnsendpoint-list-calico-vxlan-rke2.txt'), f('vfpctrl-list-rule-acl-endpoint-layer-calico-rke2.txt'), f('vfpctrl-rule-counters-calico-rke2.json'), '--from', 'node/node-10-156-233-218', '--to', 'pod/ep-10-42-213-221:80');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/## The rules' counters, from the node's dump\n\n\| step \| node \| port \| layer \| rule \| matched \| dropped \| {2}\|\n\|---\|---\|---\|---\|---\|---\|---\|---\|\n\| \d+ \| node-10-156-233-218 \| `[0-9A-F-]+` \| `ACL_ENDPOINT_LAYER` \| `allow-host-to-endpoint` \| 1842 \| 0 \|/);
  });

  it('a probe that cannot be walked exits 2 with its message and writes no file', () => {
    const out = join(tmp, 'never.md');
    const r = run(reportCommand, np, '--from', 'pod/nope', '--to', 'pod/api:8080', '--out', out);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/probe adhoc: from: .*nope/);
    expect(existsSync(out)).toBe(false);
  });
});

describe('trace --pcapng', () => {
  it('writes the capture of one probe, reply included, that the reader decodes', () => {
    const out = join(tmp, 'p.pcapng');
    const r = run(traceCommand, 'src/lessons/scenarios/overlay-vxlan.yaml', '--probe', 'pod-to-pod-vxlan', '--pcapng', out, '--json');
    expect(r.status).toBe(0);
    expect(r.stderr).toMatch(/wrote .*p\.pcapng: \d+ packets on \d+ capture points/);
    const cap = readPcapng(new Uint8Array(readFileSync(out)));
    expect(cap.packets.every((p) => p.frame.checksumsOk)).toBe(true);
    expect(cap.packets.some((p) => p.frame.vni === 4096)).toBe(true);
    expect(cap.packets.some((p) => /\(reply\)/.test(p.comment ?? ''))).toBe(true);
  });

  it('one probe only, a file name needed; a probe that cannot be walked writes no file (exit 2)', () => {
    expect(run(traceCommand, np, '--pcapng', join(tmp, 'all.pcapng')).status).toBe(2);
    expect(existsSync(join(tmp, 'all.pcapng'))).toBe(false);
    const out = join(tmp, 'never.pcapng');
    const r = run(traceCommand, np, '--from', 'pod/nope', '--to', 'pod/api:8080', '--pcapng', out);
    expect(r.status).toBe(2);
    expect(existsSync(out)).toBe(false);
  });
});
