// Get-HnsNetwork / Get-HnsEndpoint piped to Format-Table: the real EKS table of stale remote endpoints
// (fixtures/real) and tables written as PowerShell prints them (columns placed by the dashes, text
// left-aligned, numbers and booleans right-aligned, cells cut with `...`).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { count, detect, parse } from './hns-table';

const real = (name: string) => readFileSync(new URL(`../../../fixtures/real/${name}`, import.meta.url), 'utf8');
const EKS = 'get-hnsendpoint-table-stale-remote-eks.txt';

const NETWORKS = `
Name     Type     ID                                   ManagementIP Subnets
----     ----     --                                   ------------ -------
nat      nat      F413E630-CC75-4B89-9ED4-FCD57324153B              {@{AdditionalParams=; AddressPrefix=172.20.0.0/16; ...
cbr0     L2Bridge 777F0851-EF37-4D73-BAE3-8F3464294CCB 10.0.0.4     {@{AddressPrefix=10.244.1.0/24; GatewayAddress=10.244.1.1}}
`;

const ENDPOINTS = `Name                                  IPAddress   MacAddress        PrefixLength VirtualNetworkName IsRemoteEndpoint ID
----                                  ---------   ----------        ------------ ------------------ ---------------- --
e3b0c442_cbr0                         10.244.1.12 00-15-5D-A1-0C-0C           24 cbr0                          False 0D2C1E5B-8F4A-4E6B-9C1D-2A3B4C5D6E7F
5a9f11d0_cbr0                         10.244.1.13 00-15-5D-A1-0C-0D           24 cbr0                          False 1E3D2F6C-9A5B-4F7C-8D2E-3B4C5D6E7F80
`;

describe('Format-Table of Get-HnsEndpoint, real (EKS, stale remote endpoints)', () => {
  const r = parse(real(EKS), EKS);
  it('reads the eight rows as remote endpoints with their addresses', () => {
    expect(detect(real(EKS))).toBeGreaterThan(0.8);
    expect(r.errors).toEqual([]);
    expect(count(r.value!)).toEqual({ networks: 0, endpoints: 8, loadBalancers: 0, namespaces: 0 });
    const eps = r.value!.hns.endpoints;
    expect(eps[1]).toMatchObject({ id: 'ba5b0702-d05a-4fec-869f-4352d33f1891', name: 'Ethernet', ipAddress: '172.0.32.0', isRemoteEndpoint: true });
    expect(eps.every((e) => e.isRemoteEndpoint)).toBe(true);
  });
  it('says what a table leaves out, and names the prompt line it skipped', () => {
    expect(r.value!.notes?.[0]).toMatch(/^A PowerShell table prints only the columns asked for \(ID, Name, IPAddress, IsRemoteEndpoint\)/);
    expect(r.warnings.map((w) => w.line)).toEqual([1]);
  });
});

describe('Format-Table written as PowerShell prints it', () => {
  it('networks: type, management IP and a whole subnet cell are read; a cut cell is said and left out', () => {
    const r = parse(NETWORKS, 'n.txt');
    expect(r.errors).toEqual([]);
    const [nat, cbr0] = r.value!.hns.networks;
    expect(nat).toMatchObject({ name: 'nat', type: 'NAT', id: 'F413E630-CC75-4B89-9ED4-FCD57324153B', subnets: [] });
    expect(cbr0).toMatchObject({ name: 'cbr0', type: 'L2Bridge', managementIp: '10.0.0.4', subnets: [{ addressPrefix: '10.244.1.0/24', gatewayAddress: '10.244.1.1' }] });
    expect(r.warnings.map((w) => w.message)).toContain(
      '1 cell was cut by PowerShell to fit the table (`...`, column Subnets; first on line 4): left out (Format-List or ConvertTo-Json print them whole)',
    );
  });
  it('endpoints: right-aligned numbers and booleans, the network by name', () => {
    const r = parse(ENDPOINTS, 'e.txt');
    expect(r.value!.hns.endpoints[0]).toMatchObject({ name: 'e3b0c442_cbr0', ipAddress: '10.244.1.12', macAddress: '00-15-5D-A1-0C-0C', prefixLength: 24, networkName: 'cbr0', isRemoteEndpoint: false });
  });
  it('is not taken for other PowerShell tables', () => {
    expect(detect('Name   Id\n----   --\nfoo    1\n')).toBe(0);
    expect(detect('Start Port    End Port\n----------    --------\n     50000       50059\n')).toBe(0);
  });
  it('a table with no HNS object is an error with line 1', () => {
    expect(parse('ID   IPAddress\n--   ---------\n', 'x').errors[0]).toMatchObject({ line: 1 });
  });
});

describe('Format-Table pasted with damage', () => {
  it('the real EKS table with its runs of spaces collapsed (a chat or a page without <pre>): read one word per column, said once', () => {
    const collapsed = real(EKS).split('\n').map((l) => l.replace(/ +/g, ' ')).join('\n');
    const r = parse(collapsed, 'c.txt');
    expect(detect(collapsed)).toBeGreaterThan(0.8);
    expect(count(r.value!)).toEqual(count(parse(real(EKS), EKS).value!));
    expect(r.value!.hns.endpoints.map((e) => e.ipAddress)).toEqual(parse(real(EKS), EKS).value!.hns.endpoints.map((e) => e.ipAddress));
    expect(r.warnings.map((w) => w.message)).toContain('8 rows (line 5, 6, 7, 8, 9, …) did not line up with the dashes (the paste collapsed runs of spaces?): read one word per column');
    expect(r.warnings.map((w) => w.message).join('\n')).not.toMatch(/is not an IP address|has no IP address/);
  });
  it('collapsed rows whose cells hold spaces are skipped and said, not read askew', () => {
    const text = 'Name Type ID Subnets\n---- ---- -- -------\nnat nat F413E630-CC75-4B89-9ED4-FCD57324153B {@{AddressPrefix=172.20.0.0/16; GatewayAddress=172.20.0.1}}\ncbr0 L2Bridge 777F0851-EF37-4D73-BAE3-8F3464294CCB {}\n';
    const r = parse(text, 'c.txt');
    expect(r.value!.hns.networks.map((x) => x.name)).toEqual(['cbr0']);
    expect(r.warnings.map((w) => w.message)).toContain('1 row (line 3) did not line up with the dashes and held more words than columns: which word belongs to which column is unknown; skipped');
  });
  it('Format-Table -Wrap: a cell that goes on under its column is joined to its row, not read as a network of its own', () => {
    const wrapped = `PS C:\\> Get-HnsNetwork | Format-Table Name, Type, ID, Subnets -Wrap

Name     Type     ID                                   Subnets
----     ----     --                                   -------
nat      nat      F413E630-CC75-4B89-9ED4-FCD57324153B {@{AdditionalParams=; AddressPrefix=172.20.0.0/16;
                                                       GatewayAddress=172.20.0.1}}
cbr0     L2Bridge 777F0851-EF37-4D73-BAE3-8F3464294CCB {@{AddressPrefix=10.244.1.0/24;
                                                       GatewayAddress=10.244.1.1}}
`;
    const r = parse(wrapped, 'w.txt');
    expect(r.value!.hns.networks.map((x) => x.subnets)).toEqual([[{ addressPrefix: '172.20.0.0/16', gatewayAddress: '172.20.0.1' }], [{ addressPrefix: '10.244.1.0/24', gatewayAddress: '10.244.1.1' }]]);
    expect(r.warnings.map((w) => w.message)).toContain('2 lines (line 6, 8) went on under a column with the cells before it blank: Format-Table -Wrap; joined to the row above');
    expect(r.warnings.map((w) => w.message).join('\n')).not.toMatch(/skipped/);
  });
});

describe('Format-Table -AutoSize wider than the console', () => {
  it("PowerShell's WARNING line is read as columns left out, not as a stray line", () => {
    const text = `PS C:\\> Get-HnsEndpoint | ft -a ID, Name, IPAddress, IsRemoteEndpoint, MacAddress, PrefixLength, GatewayAddress
WARNING: 2 columns do not fit into the display and were removed.

${real(EKS).split('\n').slice(2).join('\n')}`;
    const r = parse(text, 'w.txt');
    expect(count(r.value!)).toMatchObject({ endpoints: 8 });
    expect(r.warnings.map((w) => [w.line, w.message])).toContainEqual([2, 'PowerShell left out 2 columns that did not fit the console (its WARNING line): they are not in the file (Format-List or ConvertTo-Json print every field)']);
    expect(r.warnings.map((w) => w.message).join('\n')).not.toMatch(/WARNING: 2 columns.*ignored/);
  });
});
