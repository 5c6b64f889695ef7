// Newer hnsdiag prints one block per object (`Endpoint : <id>`, then indented `Name`, `IP Address`, …)
// instead of a table: the real RKE2 Select-String paste (fixtures/real) and blocks written as hnsdiag
// prints them.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { count, detect, parse } from './hnsdiag';

const real = (name: string) => readFileSync(new URL(`../../../fixtures/real/${name}`, import.meta.url), 'utf8');
const RKE2 = 'hnsdiag-list-endpoints-select-string-calico-rke2.txt';

const BLOCKS = `Network          : 06560CCD-89F3-4C69-A1A1-E9E368201482
    Name             : Calico
    Type             : Overlay

Endpoint         : c9385412-bdef-49f5-88b0-c9d484ef6716
    Name             : 4a625a2b_Calico
    IP Address       : 10.42.213.221
    Mac Address      : 0E-2A-0a-2a-d5-dd
    Virtual Network  : 06560ccd-89f3-4c69-a1a1-e9e368201482
    Virtual Network Name : Calico

LoadBalancer     : 5E1D8701-E648-441B-87A7-3AA5347147E3
    Virtual IPs      : 10.43.0.10
    Direct IP IDs    : c9385412-bdef-49f5-88b0-c9d484ef6716
`;

describe("hnsdiag's one-block-per-object layout", () => {
  it('real RKE2 paste (Select-String -Context 3,0, an author note after the address): one endpoint with its IP', () => {
    const r = parse(real(RKE2), RKE2);
    expect(detect(real(RKE2))).toBeGreaterThan(0.8);
    expect(r.errors).toEqual([]);
    expect(count(r.value!)).toEqual({ networks: 0, endpoints: 1, loadBalancers: 0, namespaces: 0 });
    expect(r.value!.hns.endpoints[0]).toMatchObject({ id: 'c9385412-bdef-49f5-88b0-c9d484ef6716', ipAddress: '10.42.213.221', name: '4a625a2b10a33b0dea96fe8743fb8e13504481ee9f481d179f8e75b8c98611d2_Calico' });
    expect(r.warnings.map((w) => w.message)).toContain('`10.42.213.221 ### pod IP`: only `10.42.213.221` is the ip address; the rest of the line was left out');
  });

  it('networks, endpoints and load balancers, the endpoint tied to its network', () => {
    const r = parse(BLOCKS, 'b.txt');
    expect(r.errors).toEqual([]);
    const { networks, endpoints, loadBalancers } = r.value!.hns;
    expect(networks).toEqual([expect.objectContaining({ id: '06560CCD-89F3-4C69-A1A1-E9E368201482', name: 'Calico', type: 'Overlay' })]);
    expect(endpoints[0]).toMatchObject({ ipAddress: '10.42.213.221', macAddress: '0E-2A-0a-2a-d5-dd', networkId: '06560ccd-89f3-4c69-a1a1-e9e368201482', networkName: 'Calico' });
    expect(loadBalancers[0]).toMatchObject({ frontendVips: ['10.43.0.10'], endpoints: ['c9385412-bdef-49f5-88b0-c9d484ef6716'], portMappings: [] });
    expect(r.value!.notes).toContainEqual(expect.stringMatching(/^hnsdiag's object blocks print names, addresses and networks only/));
  });

  it("Select-String's `> ` on the matching line is read like the others", () => {
    const quoted = BLOCKS.split('\n').map((l) => (l.includes('IP Address') ? `>${l.slice(1)}` : l)).join('\n');
    expect(parse(quoted, 'q.txt').value!.hns.endpoints[0]!.ipAddress).toBe('10.42.213.221');
  });
});
