import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseIpv4, parsePrefix, prefixContainsIpv4, prefixCovers } from '../../core/net/ip';
import { redactText, redactTexts, redactValue } from './index';

const CNI = readFileSync(new URL('../../../fixtures/real/cni-flannel-l2bridge-sdn.conf', import.meta.url), 'utf8');
const ENDPOINT = readFileSync(new URL('../../../fixtures/real/get-hnsendpoint-list-calico-vxlan-rke2.txt', import.meta.url), 'utf8');
const SCENARIO = readFileSync(new URL('../../lessons/scenarios/talk-l2bridge.yaml', import.meta.url), 'utf8');

const IPV4 = /(?<![\d.])(?:\d{1,3}\.){3}\d{1,3}(?![\d])/g;
const addressesIn = (text: string): string[] => [...new Set(text.match(IPV4) ?? [])];

const DUMP = `Name            : cbr0
Id              : 6C50381C-1A3B-4D5E-8F90-0123456789AB
ManagementIP    : 10.127.130.11
Subnets         : 10.244.1.0/24 gw 10.244.1.1 (bridge endpoint 10.244.1.2)
ClusterCIDR     : 10.244.0.0/16, services 10.96.0.0/12, kube-dns 10.96.0.10
MacAddress      : 00-15-5D-0A-0B-0C
RemoteEndpoint  : 0E-2A-0a-f4-02-8d (10.244.2.141)
Public          : 20.62.13.7 and 192.168.1.20
Port name       : Container NIC 6c50381c
Netmask         : 255.255.240.0
Link-local      : fe80::215:5dff:fe0a:b0c%12
Pod v6          : fd00:10:244:1::5 in fd00:10:244::/56
`;

describe('redactText', () => {
  const { value: out, mapping } = redactText(DUMP);

  it('leaves no original address behind', () => {
    const kept = new Set(['255.255.240.0']);
    for (const addr of addressesIn(DUMP)) if (!kept.has(addr)) expect(out).not.toMatch(new RegExp(`(?<![\\d.])${addr.replace(/\./g, '\\.')}(?![\\d])`));
    // No replacement is itself an address of the input.
    for (const addr of addressesIn(out)) if (!kept.has(addr)) expect(addressesIn(DUMP)).not.toContain(addr);
    expect(out).toContain('255.255.240.0');
  });

  it('keeps the host part and CIDR containment', () => {
    const fake = (ip: string) => mapping.entries.find((e) => e.kind === 'ipv4' && e.original === ip)!.replacement;
    expect(fake('10.244.1.2').endsWith('.1.2')).toBe(true);
    const cluster = parsePrefix(`${fake('10.244.0.0')}/16`)!;
    const services = parsePrefix(`${fake('10.96.0.0')}/12`)!;
    expect(prefixContainsIpv4(cluster, parseIpv4(fake('10.244.2.141'))!)).toBe(true);
    expect(prefixContainsIpv4(services, parseIpv4(fake('10.96.0.10'))!)).toBe(true);
    expect(prefixCovers(parsePrefix('10.0.0.0/8')!, services)).toBe(true);
    expect(fake('192.168.1.20')).toMatch(/^172\.(1[6-9]|2\d|3[01])\.1\.20$/);
    expect(fake('20.62.13.7')).toMatch(/^20\.\d+\.13\.7$/);
    expect(mapping.ipv4Networks).toContainEqual({ original: '10.96.0.0/12', replacement: `${fake('10.96.0.0')}/12` });
  });

  it('maps MACs, GUIDs and their heads consistently', () => {
    expect(out).not.toContain('6C50381C');
    expect(out).not.toMatch(/6c50381c/i);
    expect(out).toContain('Id              : 00000001-0000-4000-8000-000000000001');
    expect(out).toContain('Container NIC 00000001');
    expect(out).toMatch(/MacAddress {6}: 00-15-5D-00-00-01/);
    // The overlay MAC embeds the redacted pod IP, exactly as the IP itself was redacted.
    const podIp = mapping.entries.find((e) => e.original === '10.244.2.141')!.replacement.split('.').map(Number);
    expect(out).toContain(`0E-2A-${podIp.map((o) => o.toString(16).padStart(2, '0')).join('-')}`);
  });

  it('redacts IPv6 and keeps prefix containment from /48', () => {
    expect(out).not.toContain('fd00:10:244');
    expect(out).not.toContain('215:5dff:fe0a:b0c');
    expect(out).toMatch(/Pod v6 {10}: fd00:0:1:1::5 in fd00:0:1::\/56/);
  });

  it('is deterministic and consistent', () => {
    expect(redactText(DUMP).value).toBe(out);
    const twice = redactTexts([DUMP, DUMP]).value;
    expect(twice[0]).toBe(twice[1]);
  });
});

describe('names', () => {
  it('replaces listed names as whole names in any case, longest first', () => {
    const text = 'pod web-1 (web) on WIN-NODE-1: endpoint web-1_cbr0, dns web.default.svc.cluster.local, web-10 untouched';
    const { value, mapping } = redactText(text, { names: { pod: ['web-1'], service: ['web'], node: ['win-node-1'], namespace: ['default'] } });
    expect(value).toBe('pod pod-1 (svc-1) on NODE-1: endpoint pod-1_cbr0, dns svc-1.ns-1.svc.cluster.local, web-10 untouched');
    expect(mapping.entries.filter((e) => e.kind === 'pod')).toEqual([{ kind: 'pod', original: 'web-1', replacement: 'pod-1' }]);
  });

  it('says which names are too short to redact', () => {
    expect(redactText('a b', { names: { pod: ['a'] } }).mapping.notes[0]).toMatch(/too short/);
  });
});

describe('redactValue', () => {
  it('redacts a scenario consistently with no original address left', () => {
    const scenario = {
      cluster: { clusterCIDR: '10.244.0.0/16', serviceCIDR: '10.96.0.0/12', outboundNAT: { exceptions: ['10.244.0.0/16', '10.96.0.0/12'] } },
      nodes: [{ name: 'win-node-1', ip: '10.127.130.11', podCIDR: '10.244.1.0/24' }],
      pods: [{ name: 'web-1', node: 'win-node-1', ip: '10.244.1.40', labels: { app: 'web' }, listen: ['tcp/80'] }],
      services: [{ name: 'web', clusterIP: '10.96.0.50', ports: [{ port: 80 }] }],
    };
    const { value, mapping } = redactValue(scenario, { names: { node: ['win-node-1'], pod: ['web-1'], service: ['web'] } });
    const json = JSON.stringify(value);
    for (const addr of addressesIn(JSON.stringify(scenario))) expect(json).not.toContain(`"${addr}`);
    expect(value.nodes[0]!.name).toBe('node-1');
    expect(value.pods[0]!.node).toBe('node-1');
    expect(value.pods[0]!.labels).toEqual({ app: 'svc-1' });
    expect(value.services[0]!.ports[0]!.port).toBe(80);
    expect(value.cluster.outboundNAT.exceptions).toEqual([value.cluster.clusterCIDR, value.cluster.serviceCIDR]);
    const pod = parseIpv4(value.pods[0]!.ip)!;
    expect(prefixContainsIpv4(parsePrefix(value.nodes[0]!.podCIDR)!, pod)).toBe(true);
    expect(prefixContainsIpv4(parsePrefix(value.cluster.serviceCIDR)!, parseIpv4(value.services[0]!.clusterIP)!)).toBe(true);
    expect(mapping.entries.length).toBeGreaterThan(5);
  });
});

describe('real files', () => {
  it.each([
    ['cni', CNI],
    ['hns endpoint', ENDPOINT],
    ['scenario', SCENARIO],
  ])('%s: no original address survives', (_name, text) => {
    const { value } = redactText(text);
    const originals = addressesIn(text).filter((a) => !a.startsWith('0.') && !a.startsWith('255.'));
    expect(originals.length).toBeGreaterThan(0);
    for (const addr of originals) expect(addressesIn(value)).not.toContain(addr);
  });

  it('replaces container ids, keeping the endpoint name shape', () => {
    const { value } = redactText(ENDPOINT);
    expect(value).not.toContain('4a625a2b10a33b0dea96fe8743fb8e13504481ee9f481d179f8e75b8c98611d2');
    expect(value).toMatch(/Name {15}: c0(0){61}1_Calico/);
  });
});
