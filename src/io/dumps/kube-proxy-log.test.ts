// kube-proxy's Windows log: the load balancers it created, from the JSON it logged (whole) or from the
// "created" lines (VIP and id only). The real lines come from a Calico/kube-proxy blog post
// (fixtures/real); the structured (1.21+) line is written as klog.InfoS prints the source's call.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importFiles } from '../import';
import { buildReplay } from '../replay';
import { count, detect, parse } from './kube-proxy-log';

const NAME = 'kube-proxy-log-winkernel-lb-calico.txt';
const real = readFileSync(new URL(`../../../fixtures/real/${NAME}`, import.meta.url), 'utf8');

const STRUCTURED = [
  'I0105 10:12:01.120034    4242 proxier.go:1330] "Hns LoadBalancer resource created for cluster ip resources" clusterIP="10.96.0.10" hnsID="6b1c3b57-3f1e-4d5b-9d0f-1f6e1c2a9a10"',
  'I0105 10:12:01.130511    4242 proxier.go:1366] "Hns LoadBalancer resource created for nodePort resources" clusterIP="10.96.0.10" nodeport=30053 hnsID="0e7f2b1c-5d4a-4c3b-8a9e-7f6d5c4b3a21"',
  'I0105 10:12:01.140777    4242 proxier.go:1200] "Syncing proxy rules complete"',
].join('\n');

describe("kube-proxy's Windows log (real)", () => {
  const r = parse(real, NAME);
  it('reads the logged load balancer whole: VIP, port, backends, source VIP; the created line adds nothing twice', () => {
    expect(detect(real)).toBeGreaterThan(0.8);
    expect(r.errors).toEqual([]);
    expect(r.warnings).toEqual([]);
    expect(count(r.value!)).toEqual({ loadBalancers: 1 });
    expect(r.value!.hns.loadBalancers[0]).toMatchObject({
      id: 'a335d997-4160-44f9-9f72-1087a2cba45e',
      frontendVips: ['10.99.234.145'],
      sourceVip: '100.244.206.66',
      portMappings: [expect.objectContaining({ protocol: 6, internalPort: 8080, externalPort: 80 })],
    });
    expect(r.value!.hns.loadBalancers[0]!.endpoints).toHaveLength(3);
    expect(r.value!.notes![0]).toMatch(/^kube-proxy's log gives the load balancers it created \(1 whole, from the JSON it logged; 0 by VIP and id only\)/);
  });
});

describe("kube-proxy's structured log lines", () => {
  it('give VIP and id (none for the NodePort one), and say the ports are not in the log', () => {
    const r = parse(STRUCTURED, 'kp.log');
    expect(r.errors).toEqual([]);
    expect(r.value!.hns.loadBalancers.map((lb) => [lb.id, lb.frontendVips])).toEqual([
      ['6b1c3b57-3f1e-4d5b-9d0f-1f6e1c2a9a10', ['10.96.0.10']],
      ['0e7f2b1c-5d4a-4c3b-8a9e-7f6d5c4b3a21', []],
    ]);
    expect(r.warnings.map((w) => w.message)).toContain('2 load balancers are known from a "created" log line only: their ports and backends are not in the log (kube-proxy logs them at -v=5)');
  });

  it('beside an endpoint dump, the VIP the log names is a load balancer (with ports unknown), not a missing one', () => {
    const ep = readFileSync(new URL('../../../fixtures/real/get-hnsendpoint-list-calico-vxlan-rke2.txt', import.meta.url), 'utf8');
    const log = STRUCTURED.replace(/10\.96\.0\.10/g, '10.43.0.10');
    const built = buildReplay(importFiles([{ name: 'ep.txt', bytes: new TextEncoder().encode(ep) }, { name: 'kp.log', bytes: new TextEncoder().encode(log) }]));
    expect(built.report.missing.join('\n')).not.toMatch(/no load balancer for 10\.43\.0\.10/);
    expect(built.report.missing.join('\n')).toMatch(/load balancer 6b1c3b57-3f1e-4d5b-9d0f-1f6e1c2a9a10 has no port mappings/);
  });

  it('a log without those lines is not this format', () => {
    expect(detect('I0105 10:12:01.140777    4242 proxier.go:1200] "Syncing proxy rules complete"\n')).toBe(0);
  });
});

describe("kube-proxy's one-line load balancer JSON (real, calico#7305 and calico#5762)", () => {
  const file = (name: string) => readFileSync(new URL(`../../../fixtures/real/${name}`, import.meta.url), 'utf8');

  it('reads `"Created Hns loadbalancer policy resource" loadBalancer={…}` whole: the NodePort, its backend, no VIP', () => {
    const r = parse(file('kube-proxy-log-v2-nodeport-lb-calico.txt'), 'kp.log');
    expect(r.errors).toEqual([]);
    expect(r.warnings).toEqual([]);
    expect(count(r.value!)).toEqual({ loadBalancers: 1 });
    expect(r.value!.hns.loadBalancers[0]).toMatchObject({
      id: '0be07c06-353c-4fbf-8ebc-5531f877e68a',
      frontendVips: [],
      sourceVip: '10.10.253.194',
      endpoints: ['fd6bec0f-7b88-4b61-b5af-70897ab0960b'],
      portMappings: [expect.objectContaining({ protocol: 6, internalPort: 80, externalPort: 31416 })],
    });
  });

  it('reads `Found existing Hns loadbalancer policy resource, {…}` on one line, after a go-spew dump, whole', () => {
    const r = parse(file('kube-proxy-log-spew-existing-lb-zh-error-calico.txt'), 'kp.log');
    expect(r.errors).toEqual([]);
    expect(r.warnings).toEqual([]);
    expect(r.value!.hns.loadBalancers).toEqual([
      expect.objectContaining({
        id: '37aa41cf-ff54-4626-9dd6-eb6eb236aaa1',
        frontendVips: ['10.98.164.216'],
        portMappings: [expect.objectContaining({ protocol: 6, internalPort: 443, externalPort: 443 })],
      }),
    ]);
    expect(r.value!.hns.loadBalancers[0]!.endpoints).toHaveLength(1);
  });
});
