// HNS endpoint policies printed on their own (`(Get-HnsEndpoint …).Policies`, or the policies of an
// endpoint pasted without it): read and counted, said to lack their endpoint, and used by the replay
// for what they tell of the cluster and the node.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importFiles } from '../import';
import { buildReplay, probeDeadEnd } from '../replay';

const real = (name: string) => readFileSync(new URL(`../../../fixtures/real/${name}`, import.meta.url), 'utf8');
const read = (name: string, text: string) => importFiles([{ name, bytes: new TextEncoder().encode(text) }]);
const CAPZ = 'hns-endpoint-policies-bare-calico-capz.json';

const LIST = `PS C:\\> (Get-HnsEndpoint)[0].Policies

ExceptionList : {10.96.0.0/12, 192.168.0.0/16}
Type          : OutBoundNAT

DestinationPrefix : 10.96.0.0/12
NeedEncap         : True
Type              : ROUTE
`;

describe('endpoint policies with no endpoint around them', () => {
  it('real (Calico on CAPZ, azure-container-networking#1752): four JSON objects separated by commas', () => {
    const f = read(CAPZ, real(CAPZ));
    const file = f.files[0]!;
    expect(file.format).toBe('hns-json');
    expect(file.errors).toEqual([]);
    expect(file.objects).toEqual({ networks: 0, endpoints: 0, loadBalancers: 0, namespaces: 0, policies: 4 });
    expect(f.dumps[0]!.model.policies!.map((p) => p.type)).toEqual(['OutBoundNAT', 'SDNRoute', 'ProviderAddress', 'ACL']);
    expect(file.warnings.map((w) => w.message)).toContain(
      '4 endpoint policies (OutBoundNAT, SDNRoute, ProviderAddress, ACL) printed without their endpoint: which endpoint holds them is not in the file (Get-HnsEndpoint | ConvertTo-Json -Depth 10 prints the whole endpoint)',
    );
  });

  it('the replay takes the exceptions, the Service range and the node IP (the PA) from them, and says so', () => {
    const built = buildReplay(read(CAPZ, real(CAPZ)));
    if ('error' in built) throw new Error(built.error);
    expect(built.scenario.cluster?.outboundNAT?.exceptions).toEqual(['10.96.0.0/12', '192.168.0.0/16']);
    expect(built.scenario.cluster?.serviceCIDR).toBe('10.96.0.0/12');
    expect(built.scenario.nodes[0]!.ip).toBe('10.1.0.5');
    expect(built.report.assumed).toContain('the node IP 10.1.0.5 is the provider address (PA) of endpoint policies printed without their endpoint');
    expect(built.report.assumed).toContain("the cluster's OutBoundNAT exceptions and Service range come from endpoint policies printed without their endpoint");
  });

  it('the same in Format-List', () => {
    const f = read('p.txt', LIST);
    expect(f.files[0]!.format).toBe('hns-list');
    expect(f.files[0]!.objects.policies).toBe(2);
    expect(f.dumps[0]!.model.policies![1]).toEqual({ type: 'SDNRoute', destinationPrefix: '10.96.0.0/12', needEncap: true });
  });

  it('an object that is neither kind nor policy is still said skipped', () => {
    const f = read('x.json', '[{"ID": "1", "Foo": 1}, {"Type": "OutBoundNAT", "ExceptionList": []}]');
    expect(f.files[0]!.warnings.map((w) => w.message).join('\n')).toMatch(/no HNS network, endpoint, policy list, load balancer or namespace \(fields: ID, Foo\); skipped/);
  });

  it('a lone policy object, not in an array, is read the same (it was not a known format)', () => {
    const f = read('acl.json', '{ "Type": "ACL", "Action": "Allow", "Direction": "Out", "Priority": 100, "Protocols": "6", "RemotePorts": "443" }\n');
    expect([f.files[0]!.format, f.files[0]!.objects.policies, f.files[0]!.errors]).toEqual(['hns-json', 1, []]);
    expect(f.dumps[0]!.model.policies![0]).toMatchObject({ type: 'ACL', action: 'Allow', direction: 'Out', priority: 100 });
  });
});

describe('load-balancer (ELB) policies with no policy list around them', () => {
  const JSON_ELB = `[
    { "Type":  "ELB", "InternalPort":  53, "ExternalPort":  53, "Protocol":  17, "VIPs":  [ "10.96.0.10" ] },
    { "Type":  "OutBoundNAT", "ExceptionList":  [ "10.244.0.0/16" ] }
]`;
  const LIST_ELB = `Type         : ELB
Protocol     : 6
InternalPort : 8080
ExternalPort : 80
VIPs         : {10.96.12.7}
IsDSR        : True
`;
  it('JSON: read as ELB policies (VIP, protocol, ports), said to lack their policy list and the command that prints it', () => {
    const f = read('p.json', JSON_ELB);
    const file = f.files[0]!;
    expect(file.objects).toMatchObject({ policies: 2, loadBalancers: 0 });
    expect(f.dumps[0]!.model.elbPolicies).toEqual([{ vips: ['10.96.0.10'], dsr: false, portMapping: { protocol: 17, internalPort: 53, externalPort: 53, distributionType: 0, flags: 0 } }]);
    const messages = file.warnings.map((w) => w.message);
    expect(messages).toContain(
      "1 load-balancer (ELB) policy (10.96.0.10 UDP 53→53) printed without its policy list: the backend endpoints (References) and the list's ID are not in the file (Get-HnsPolicyList | ConvertTo-Json -Depth 10 prints them)",
    );
    expect(messages.join('\n')).not.toMatch(/skipped/);
  });
  it('Format-List: the same, DSR said', () => {
    const f = read('p.txt', LIST_ELB);
    expect(f.files[0]!.format).toBe('hns-list');
    expect(f.files[0]!.warnings.map((w) => w.message)).toEqual([
      "1 load-balancer (ELB) policy (10.96.12.7 TCP 80→8080 DSR) printed without its policy list: the backend endpoints (References) and the list's ID are not in the file (Get-HnsPolicyList | ConvertTo-Json -Depth 10 prints them)",
    ]);
  });
  it('the replay says the VIP has a load balancer without backends, and a probe to it names the command', () => {
    const eps = JSON.stringify([{ ID: 'e1', Name: 'e1', VirtualNetwork: 'na', VirtualNetworkName: 'cbr0', IPAddress: '10.244.1.5', PrefixLength: 24, DNSServerList: '10.96.0.10' }]);
    const net = JSON.stringify([{ ID: 'na', Name: 'cbr0', Type: 'L2Bridge', ManagementIP: '10.0.0.4', Subnets: [{ AddressPrefix: '10.244.1.0/24' }] }]);
    const files = importFiles([
      { name: 'net.json', bytes: new TextEncoder().encode(net) },
      { name: 'eps.json', bytes: new TextEncoder().encode(eps) },
      { name: 'p.json', bytes: new TextEncoder().encode(JSON_ELB) },
    ]);
    const built = buildReplay(files);
    if ('error' in built) throw new Error(built.error);
    expect(built.report.missing).toContain('the load balancer for 10.96.0.10 is in the files only as an ELB policy printed without its policy list: its backend endpoints are not');
    expect(built.report.missing.join('\n')).not.toMatch(/no load balancer for 10\.96\.0\.10/);
    expect(probeDeadEnd(built.report, '10.96.0.10:53')).toBe(
      'missing: the backend endpoints of the load balancer (VIP 10.96.0.10) — run `Get-HnsPolicyList | ConvertTo-Json -Depth 10` (or `hnsdiag list all -d`)',
    );
  });
});
