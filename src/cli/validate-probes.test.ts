// One validation truth (issue 29): what `validate` accepts, `trace` walks. A probe whose refs do not
// resolve, or that lacks the port its protocol needs, is refused by both, validate naming its line.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCommand } from './testing/run';
import { traceCommand } from './trace';
import { validateCommand } from './validate';

const tmp = mkdtempSync(join(tmpdir(), 'vfp-validate-'));
const file = (name: string, text: string) => {
  const f = join(tmp, name);
  writeFileSync(f, text);
  return f;
};
const head = 'apiVersion: vfp-lab/v1\nkind: Scenario\nmetadata: { name: bad }\nnodes: [{ name: n1 }]\npods:\n  - { name: a, node: n1, listen: [tcp/80] }\n';

describe('validate refuses what trace refuses', () => {
  it('a probe to a pod that does not exist, without the port TCP needs, or from a literal IP: exit 2 with line and field, as trace', () => {
    const f = file('probes.yaml', `${head}probes:\n  - { name: ok, from: pod/a, to: pod/a:80 }\n  - { name: nopod, from: pod/a, to: pod/zz:80 }\n  - { name: noport, from: pod/a, to: pod/a }\n  - { name: fromip, from: 10.0.0.1, to: pod/a:80 }\n`);
    const v = runCommand(validateCommand, f);
    expect(v.status).toBe(2);
    expect(v.stdout).not.toMatch(/valid/);
    expect(v.stderr).toContain(`${f}:9: error: probes[1].to: probe nopod: no pod default/zz (pods: default/a)`);
    expect(v.stderr).toContain(`${f}:10: error: probes[2].to: probe noport: TCP needs a destination port (pod/a:PORT)`);
    expect(v.stderr).toMatch(new RegExp(`${f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:11: error: probes\\[3\\]\\.from: probe fromip: a probe starts at a pod`));
    expect(runCommand(traceCommand, f).status).toBe(2);
  });

  it('a NetworkPolicy the API server refuses is an error with its line', () => {
    const f = file('policy.yaml', `${head}networkPolicies:\n  - metadata: { name: np }\n    spec:\n      ingress:\n        - from:\n            - ipBlock: { cidr: 10.0.0.0/8 }\n              podSelector: {}\n`);
    const v = runCommand(validateCommand, f);
    expect(v.status).toBe(2);
    expect(v.stderr).toContain(`${f}:12: error: networkPolicies[0].spec.ingress[0].from[0]: may not specify more than 1 peer type`);
    expect(runCommand(traceCommand, f).status).toBe(2);
  });

  it('every built-in that validate accepts, trace walks (exit 0)', () => {
    for (const s of ['talk-l2bridge', 'gke-hybrid', 'nodeport']) {
      const f = `src/lessons/scenarios/${s}.yaml`;
      expect(runCommand(validateCommand, f).status).toBe(0);
      expect(runCommand(traceCommand, f, '--json').status).toBe(0);
    }
  });
});
