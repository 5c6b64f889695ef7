import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { count, detect, parse } from './hnsdiag';

const real = (name: string) => readFileSync(new URL(`../../../fixtures/real/${name}`, import.meta.url), 'utf8');
const LIST_ALL = 'hnsdiag-list-all-flannel-vxlan.txt';

describe('hnsdiag list all, real Flannel VXLAN node', () => {
  const res = parse(real(LIST_ALL), LIST_ALL);
  const { networks, endpoints, loadBalancers, namespaces } = res.value!.hns;

  it('reads every section', () => {
    expect(res.errors).toEqual([]);
    expect(res.warnings).toEqual([]);
    expect(count(res.value!)).toEqual({ networks: 3, endpoints: 6, loadBalancers: 4, namespaces: 0 });
    expect(networks.map((n) => n.name)).toEqual(['nat', 'External', 'vxlan0']);
    expect(namespaces).toEqual([]);
  });

  it('links endpoints to their network by name', () => {
    expect(endpoints[0]).toEqual({
      id: '11796e63-07b3-4199-91d5-9bc25108fb41',
      name: 'Ethernet',
      api: 1,
      policies: [],
      networkName: 'vxlan0',
      networkId: '705B6B4D-E2F2-421A-B31B-E3C5E8831944',
    });
    expect(endpoints[0]!.ipAddress).toBeUndefined();
  });

  it('reads the kubernetes and the three kube-dns load balancers', () => {
    expect(loadBalancers[0]).toEqual({ id: '326f84d7-35ec-4355-a60a-e82e2b05ec24', api: 1, frontendVips: ['10.96.0.1'], endpoints: ['ba06178e-11e9-4ba3-931d-7c2989b51dd7'], portMappings: [] });
    expect(loadBalancers.filter((lb) => lb.frontendVips[0] === '10.96.0.10').map((lb) => lb.endpoints)).toEqual(
      Array(3).fill(['fc0bbb8f-52a6-486f-bff8-10ab92859006', '07f382ab-8884-40ba-8adf-efe4c92e8608']),
    );
  });

  it('says in a note what the tables do not show', () => {
    expect(res.value!.notes?.[0]).toMatch(/not in them/);
  });
});

// `hnsdiag list all -d`: rows and JSON detail blocks; values are ours.
const DETAILED = `Networks:
Name             ID
vxlan0           705B6B4D-E2F2-421A-B31B-E3C5E8831944
{
    "ID" : "705B6B4D-E2F2-421A-B31B-E3C5E8831944",
    "Name" : "vxlan0",
    "Type" : "Overlay",
    "ManagementIP" : "10.0.0.4",
    "Subnets" : [ { "AddressPrefix" : "10.244.1.0/24", "GatewayAddress" : "10.244.1.1" } ]
}

Namespaces:
ID                                   | Endpoint IDs
9A8B7C6D-5E4F-4A3B-2C1D-0E9F8A7B6C5D | 0C1D2E3F-4A5B-4C6D-8E7F-9A0B1C2D3E4F

LoadBalancers:
ID                                   | Virtual IPs      | Direct IP IDs
B2C3D4E5-F6A7-4B8C-9D0E-1F2A3B4C5D6E |                  | 0C1D2E3F-4A5B-4C6D-8E7F-9A0B1C2D3E4F
{
    Id : B2C3D4E5-F6A7-4B8C-9D0E-1F2A3B4C5D6E
}
`;

describe('hnsdiag list all -d', () => {
  const res = parse(DETAILED, 'hnsdiag.txt');

  it('prefers the detail block over the row of the same network', () => {
    expect(res.value!.hns.networks).toEqual([
      expect.objectContaining({ id: '705B6B4D-E2F2-421A-B31B-E3C5E8831944', type: 'Overlay', managementIp: '10.0.0.4', subnets: [{ addressPrefix: '10.244.1.0/24', gatewayAddress: '10.244.1.1' }] }),
    ]);
  });

  it('reads namespaces and a NodePort load balancer (no VIP)', () => {
    expect(res.value!.hns.namespaces).toEqual([{ id: '9A8B7C6D-5E4F-4A3B-2C1D-0E9F8A7B6C5D', endpoints: ['0C1D2E3F-4A5B-4C6D-8E7F-9A0B1C2D3E4F'] }]);
    expect(res.value!.hns.loadBalancers[0]!.frontendVips).toEqual([]);
    expect(res.value!.notes).toContain('Load balancers without a virtual IP are NodePort load balancers.');
  });

  it('warns about a detail block that is not JSON', () => {
    expect(res.warnings).toEqual([expect.objectContaining({ line: 19, message: expect.stringContaining('lines 19-21') })]);
  });
});

describe('hnsdiag edge cases', () => {
  it('reads `hnsdiag list loadbalancers` without a section line', () => {
    const text = real(LIST_ALL).split('\n').slice(19).join('\n');
    const res = parse(text, 'x');
    expect(count(res.value!)).toMatchObject({ loadBalancers: 4, networks: 0 });
  });

  it('fails on text without tables', () => {
    expect(parse('nothing here', 'x').errors[0]!.message).toMatch(/no hnsdiag table/);
  });

  it('detects hnsdiag output only', () => {
    expect(detect(real(LIST_ALL))).toBeGreaterThanOrEqual(0.9);
    expect(detect(DETAILED)).toBeGreaterThanOrEqual(0.9);
    expect(detect(real('get-hnsnetwork-list-overlay-external-flannel.txt'))).toBe(0);
  });
});

describe('hnsdiag tables hard-wrapped by a paste (issue 12)', () => {
  const fold = (text: string, width: number) =>
    text
      .split('\n')
      .flatMap((l) => (l.length <= width ? [l] : Array.from({ length: Math.ceil(l.length / width) }, (_, i) => l.slice(i * width, (i + 1) * width))))
      .join('\n');
  const clean = parse(real(LIST_ALL), LIST_ALL).value!.hns;

  it.each([
    [80, 4, '21, 23, 25, 27'],
    [120, 3, '22, 24, 26'],
  ])('rows wrapped at %i columns are joined back to the same objects, and the warning says so', (width, rows, lines) => {
    const res = parse(fold(real(LIST_ALL), width), LIST_ALL);
    expect(res.errors).toEqual([]);
    expect(res.value!.hns).toEqual(clean);
    expect(res.warnings.map((w) => w.message)).toEqual([`${rows} table rows were hard-wrapped at ${width} columns (line ${lines}): joined back`]);
  });

  it('a wrapped row whose copy lost its trailing spaces still joins, with a space', () => {
    const text = fold(real(LIST_ALL), 80).replace(/ +$/gm, '');
    expect(parse(text, LIST_ALL).value!.hns.loadBalancers).toEqual(clean.loadBalancers);
  });

  it('rows that are merely long are not joined with the next row', () => {
    const res = parse(real(LIST_ALL), LIST_ALL);
    expect(res.warnings).toEqual([]);
  });
});
