// The command line as a user runs it: output and exit codes (0 ok, 1 --check mismatch, 2 bad input).
// The commands run in-process (fast); one test runs the real entry point in a child process.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root, runCommand } from './testing/run';
import { importCommand } from './import';
import { traceCommand } from './trace';
import { validateCommand } from './validate';

const COMMANDS = { trace: traceCommand, validate: validateCommand, import: importCommand } as const;

const cli = (cmd: keyof typeof COMMANDS, ...args: string[]) => runCommand(COMMANDS[cmd], ...args);
const talk = 'src/lessons/scenarios/talk-l2bridge.yaml';
const tmp = mkdtempSync(join(tmpdir(), 'vfp-cli-'));

describe('npm run trace / validate / import', () => {
  it('the entry point runs a command and sets the exit code', { timeout: 60_000 }, () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', 'validate', talk], { cwd: root, encoding: 'utf8' });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('valid (2 nodes, 4 pods, 1 services');
    expect(spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', 'nope'], { cwd: root, encoding: 'utf8' }).status).toBe(2);
  });

  it('trace --json prints one JSON object per probe', () => {
    const r = cli('trace', talk, '--json');
    expect(r.status).toBe(0);
    const lines = r.stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(lines.map((l) => l.probe)).toEqual(['pod-to-pod-same-node', 'pod-to-pod-other-node', 'pod-to-internet', 'pod-to-service', 'pod-to-stopped-server']);
  });

  it('trace --size, --df and --src-port change the packet of a scenario probe; bad values exit 2', () => {
    const overlay = 'src/lessons/scenarios/overlay-vxlan.yaml';
    const plain = cli('trace', overlay, '--probe', 'pod-to-pod-vxlan');
    expect(plain.stdout).not.toContain('MTU_EXCEEDED');
    const big = cli('trace', overlay, '--probe', 'pod-to-pod-vxlan', '--size', '1500', '--df');
    expect(big.stdout).toContain('(1500 bytes, DF)');
    expect(big.stdout).toContain('verdict: dropped MTU_EXCEEDED');
    expect(cli('trace', talk, '--probe', 'pod-to-service', '--src-port', '50010').stdout).toContain('10.244.1.39:50010');
    const bad = cli('trace', talk, '--probe', 'pod-to-service', '--size', 'huge');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toBe('--size: expected a whole number from 28 to 65535, got huge');
  });

  it('trace --check exits 0 when every probe behaves as expected, 1 when one does not', () => {
    expect(cli('trace', talk, '--check').status).toBe(0);
    const file = join(tmp, 'wrong.yaml');
    writeFileSync(file, `apiVersion: vfp-lab/v1\nkind: Scenario\nmetadata: { name: w }\nnodes: [{ name: n }]\npods: [{ name: a, node: n }, { name: b, node: n }]\nprobes:\n  - { name: p, from: pod/a, to: pod/b:80, expect: { outcome: delivered } }\n`);
    const r = cli('trace', file, '--check');
    expect(r.status).toBe(1);
    expect(r.stdout).toContain('✗ p: outcome: expected delivered, got dropped (NO_LISTENER)');
  });

  it('an ad-hoc probe with --from/--to', () => {
    const r = cli('trace', talk, '--from', 'pod/client', '--to', 'external/example-site:80', '--json');
    expect(JSON.parse(r.stdout).verdict.outcome).toBe('delivered');
  });

  it('bad input exits 2 naming the file, line and field', () => {
    const file = join(tmp, 'bad.yaml');
    writeFileSync(file, 'apiVersion: vfp-lab/v1\nkind: Scenario\nmetadata: { name: b }\nnodes:\n  - name: n\n    ip: 10.0.0.999\n');
    for (const cmd of ['validate', 'trace'] as const) {
      const r = cli(cmd, file);
      expect(r.status).toBe(2);
      expect(r.stderr).toContain(`${file}:6: error: nodes[0].ip: expected an IPv4 address`);
    }
    expect(cli('trace', talk, '--probe', 'nope').status).toBe(2);
  });

  it('import --json prints the summary of design.md §4', () => {
    const r = cli('import', 'fixtures/real/hnsdiag-list-all-flannel-vxlan.txt', '--json');
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({ files: [{ file: 'fixtures/real/hnsdiag-list-all-flannel-vxlan.txt', format: 'hnsdiag', objects: { networks: 3, endpoints: 6, loadBalancers: 4, namespaces: 0 }, warnings: [], errors: [] }] });
  });

  it('import exits 2 when a file has errors', () => {
    const file = join(tmp, 'broken.json');
    writeFileSync(file, '{\n  "ID": "a",\n  "Name": "x"\n  "Type": "L2Bridge"\n}\n');
    const r = cli('import', file, '--json');
    expect(r.status).toBe(2);
    const f = JSON.parse(r.stdout).files[0];
    expect(f.errors[0].line).toBe(4);
  });
});
