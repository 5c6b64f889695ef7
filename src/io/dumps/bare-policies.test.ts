// HNS endpoint policies printed on their own (`(Get-HnsEndpoint …).Policies`, or the policies of an
// endpoint pasted without it): read and counted, said to lack their endpoint, and used by the replay
// for what they tell of the cluster and the node.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importFiles } from '../import';
import { buildReplay } from '../replay';

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
});
