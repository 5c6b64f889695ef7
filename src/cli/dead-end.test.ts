// The CLI says what is missing, once, when a replay cannot be walked (issue 12, "never a dead end").
import { describe, expect, it, vi } from 'vitest';
import { parseArgs } from './args';
import { importCommand } from './import';
import { traceCommand } from './trace';
import { reportCommand } from './report';
import { diffCommand } from './diff';

const root = new URL('../../', import.meta.url).pathname;

function cli(cmd: (a: ReturnType<typeof parseArgs>) => number, ...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((...a: unknown[]) => void out.push(a.join(' ')));
  const error = vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => void err.push(a.join(' ')));
  const write = vi.spyOn(process.stdout, 'write').mockImplementation((s: string | Uint8Array) => (out.push(String(s)), true));
  const cwd = process.cwd();
  process.chdir(root);
  try {
    return { status: cmd(parseArgs(args)), stdout: out.join('\n'), stderr: err.join('\n') };
  } finally {
    process.chdir(cwd);
    log.mockRestore();
    error.mockRestore();
    write.mockRestore();
  }
}
const HNSDIAG = 'fixtures/real/hnsdiag-list-all-flannel-vxlan.txt';
const EP = 'fixtures/real/get-hnsendpoint-list-calico-vxlan-rke2.txt';

describe('a replay that cannot be walked', () => {
  it('import prints the one message for endpoints without addresses and for VIPs without ports', () => {
    const r = cli(importCommand, HNSDIAG);
    expect(r.stdout).toContain("No replay between endpoints: missing: the endpoints' IP addresses (endpoints 11796e63…, 07f382ab…, 99f4e4e7…, and 3 more) — run `Get-HnsEndpoint | ConvertTo-Json -Depth 10`");
    expect(r.stdout).toContain('No replay to 10.96.0.1, 10.96.0.10: missing: the ports of the load balancers (VIPs 10.96.0.1, 10.96.0.10) — run `Get-HnsPolicyList | ConvertTo-Json -Depth 10`');
  });

  it('trace to a VIP whose load balancer shows no ports stops before walking, exit 2, with the message', () => {
    const r = cli(traceCommand, HNSDIAG, EP, '--from', 'pod/ep-10-42-213-221', '--to', '10.96.0.10:53', '--protocol', 'udp');
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('10.96.0.10:53: not walked: missing: the ports of the load balancer (VIP 10.96.0.10) — run `Get-HnsPolicyList | ConvertTo-Json -Depth 10`');
    expect(r.stdout).not.toMatch(/verdict/);
  });

  it('trace between names the files do not hold ends in one message with the command, exit 2 (issue 28)', () => {
    const node = cli(traceCommand, EP, '--from', 'node/win-2', '--to', '10.42.213.221:80');
    expect(node.status).toBe(2);
    expect(node.stderr.split('\n').at(-1)).toBe(
      'from: the files describe no node win-2 (they describe node-10-156-233-218 (10.156.233.218)): missing: the dumps of node win-2 (run on that node, then imported with these) — run `hnsdiag list all -d` (or `collectlogs.ps1`)',
    );
    const svc = cli(traceCommand, EP, '--from', '10.42.213.221', '--to', 'service/kube-system/kube-dns:53', '--protocol', 'udp');
    expect(svc.status).toBe(2);
    expect(svc.stderr.split('\n').at(-1)).toMatch(/^to: the files hold no Service kube-system\/kube-dns: missing: the Service kube-system\/kube-dns — run `kubectl get service -A -o yaml`/);
    for (const r of [node, svc]) expect(r.stderr).not.toMatch(/probe adhoc|undefined|NaN|\[object Object\]/);
  });

  it('report on a replay says the same one message instead of a report of a verdict the files cannot back', () => {
    const r = cli(reportCommand, EP, '--from', '10.42.213.221', '--to', '10.43.0.10:53', '--protocol', 'udp');
    expect(r.status).toBe(2);
    expect(r.stderr.split('\n').at(-1)).toBe('to 10.43.0.10:53: not walked: missing: the load balancer (VIP 10.43.0.10) — run `Get-HnsPolicyList | ConvertTo-Json -Depth 10` (or `hnsdiag list all -d`)');
    expect(r.stdout).not.toContain('## ');
  });

  it('diff of two replays says the same one message, naming the side whose files lack it', () => {
    const r = cli(diffCommand, EP, EP, '--from', '10.42.213.221', '--to', 'node/x:80');
    expect(r.status).toBe(2);
    expect(r.stderr.split('\n').at(-1)).toBe(`${EP}: to: the files describe no node x (they describe node-10-156-233-218 (10.156.233.218)): missing: the dumps of node x (run on that node, then imported with these) — run \`hnsdiag list all -d\` (or \`collectlogs.ps1\`)`);
  });

  it('trace from a pod of a replay with no local pod names what is missing, not only the unknown ref', () => {
    const r = cli(traceCommand, HNSDIAG, '--from', 'pod/x', '--to', '10.0.0.1:80');
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/no replay between endpoints: missing: the endpoints' IP addresses/);
    expect(r.stderr.split('\n').at(-1)).toMatch(/^from: the files hold no pod default\/x: missing: the endpoints' IP addresses/);
  });
});
