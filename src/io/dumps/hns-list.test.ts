import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { count, detect, parse } from './hns-list';

const real = (name: string) => readFileSync(new URL(`../../../fixtures/real/${name}`, import.meta.url), 'utf8');
const ENDPOINT = 'get-hnsendpoint-list-calico-vxlan-rke2.txt';
const NETWORK = 'get-hnsnetwork-list-overlay-external-flannel.txt';

describe('Get-HnsEndpoint Format-List, real RKE2 Calico endpoint', () => {
  const res = parse(real(ENDPOINT), ENDPOINT);
  const e = res.value!.hns.endpoints[0]!;

  it('reads the endpoint fields, as text turned into numbers and lists', () => {
    expect(res.errors).toEqual([]);
    expect(count(res.value!)).toEqual({ networks: 0, endpoints: 1, loadBalancers: 0, namespaces: 0, policies: 4 });
    expect(e).toMatchObject({
      id: 'c9385412-bdef-49f5-88b0-c9d484ef6716',
      name: '4a625a2b10a33b0dea96fe8743fb8e13504481ee9f481d179f8e75b8c98611d2_Calico',
      api: 1,
      state: 3,
      networkId: '06560ccd-89f3-4c69-a1a1-e9e368201482',
      networkName: 'Calico',
      macAddress: '0E-2A-0A-2A-D5-DD',
      ipAddress: '10.42.213.221',
      prefixLength: 26,
      gatewayAddress: '10.42.213.193',
      dnsServerList: ['10.43.0.10'],
      dnsSuffix: 'rke2-tcp-reset-test.svc.cluster.local,svc.cluster.local,cluster.local',
      namespaceId: '4ea04396-a6e5-478f-915e-909b8c80b2ef',
      encapOverhead: 50,
      isRemoteEndpoint: false,
      sharedContainers: ['4a625a2b10a33b0dea96fe8743fb8e13504481ee9f481d179f8e75b8c98611d2', '437cdcccbad47d99dca87acb3b0256d2aa988a19b5fba17241c14ba6e9d86da0'],
    });
    expect(e.portGuid).toBeUndefined();
  });

  it('reads the four policies PowerShell showed, the ACL one field by field', () => {
    expect(e.policies).toEqual([
      { type: 'OutBoundNAT', exceptions: [], destinations: [] },
      { type: 'SDNRoute', destinationPrefix: '10.43.0.0/16', needEncap: true },
      { type: 'ProviderAddress', providerAddress: '10.156.233.218' },
      {
        type: 'ACL',
        id: 'allow-host-to-endpoint',
        action: 'Allow',
        direction: 'In',
        priority: 900,
        protocols: [256],
        localAddresses: [],
        remoteAddresses: ['10.156.233.218/32'],
        localPorts: [],
        remotePorts: [],
        ruleType: 'Switch',
      },
    ]);
  });

  it('warns about every truncation, naming field and line', () => {
    expect(res.warnings.map((w) => [w.line, w.field])).toEqual([
      [5, 'Resources.Allocators'],
      [9, 'Policies[0].ExceptionList'],
      [9, 'Policies'],
    ]);
    expect(res.warnings[1]!.message).toMatch(/System\.Object\[\]/);
    expect(res.warnings[2]!.message).toMatch(/only the first 4 entries/);
  });
});

describe('Get-HnsNetwork Format-List, real Flannel External overlay network', () => {
  const res = parse(real(NETWORK), NETWORK);
  const n = res.value!.hns.networks[0]!;

  it('reads the network, joining wrapped lines', () => {
    expect(res.errors).toEqual([]);
    expect(count(res.value!)).toEqual({ networks: 1, endpoints: 0, loadBalancers: 0, namespaces: 0 });
    expect(n).toMatchObject({
      id: '6F7E13A2-8ADE-48EE-844E-AC0B0AFF235D',
      name: 'External',
      type: 'Overlay',
      managementIp: '10.0.0.6',
      drMacAddress: '00-15-5D-7B-82-55',
      networkAdapterName: 'Ethernet 2',
      state: 1,
      flags: 0,
      subnets: [{ addressPrefix: '192.168.255.0/30', gatewayAddress: '192.168.255.1' }],
      macPools: [{ startMacAddress: '00-15-5D-1B-F0-00', endMacAddress: '00-15-5D-1B-FF-FF' }],
    });
    expect(n.extensions?.map((x) => [x.name, x.isEnabled])).toEqual([
      ['Microsoft Windows Filtering Platform', false],
      ['Microsoft Azure VFP Switch Extension', true],
      ['Microsoft NDIS Capture', true],
    ]);
  });

  it('warns that allocators and subnet policies were not printed', () => {
    expect(res.warnings.map((w) => [w.line, w.field])).toEqual([
      [19, 'Resources.Allocators'],
      [22, 'Subnets[0].Policies'],
    ]);
  });
});

// Get-HnsPolicyList without ConvertTo-Json: two records; values are ours.
const POLICY_LISTS = `
ActivityId : 3C9B1A2D-0E4F-4A6B-8C7D-9E0F1A2B3C4D
ID         : 1D5A7C3E-2B4F-4D6A-8E9C-0A1B2C3D4E5F
IsApplied  : True
Policies   : {@{ExternalPort=80; InternalPort=8080; IsDSR=True; Protocol=6; SourceVIP=10.244.1.2; Type=ELB; VIPs=System.Object[]}}
References : {/endpoints/0C1D2E3F-4A5B-4C6D-8E7F-9A0B1C2D3E4F, /endpoints/7E6D5C4B-3A29-4187-A6B5-C4D3E2F1A0B9}
State      : 2

ActivityId : 4D0C2B3E-1F5A-4B7C-9D8E-0F1A2B3C4D5E
ID         : 2E6B8D4F-3C5A-4E7B-9F0D-1B2C3D4E5F6A
Policies   : {@{DestinationPrefix=10.96.0.0/12; NeedEncap=True; Type=ROUTE}}
References : {/endpoints/0C1D2E3F-4A5B-4C6D-8E7F-9A0B1C2D3E4F}
State      : 2
`;

describe('Get-HnsPolicyList Format-List', () => {
  const res = parse(POLICY_LISTS, 'policy.txt');

  it('reads the ELB list as a load balancer whose VIPs PowerShell did not print', () => {
    expect(res.value!.hns.loadBalancers).toEqual([
      {
        id: '1D5A7C3E-2B4F-4D6A-8E9C-0A1B2C3D4E5F',
        api: 1,
        frontendVips: [],
        sourceVip: '10.244.1.2',
        endpoints: ['0C1D2E3F-4A5B-4C6D-8E7F-9A0B1C2D3E4F', '7E6D5C4B-3A29-4187-A6B5-C4D3E2F1A0B9'],
        portMappings: [{ protocol: 6, internalPort: 8080, externalPort: 80, distributionType: 0, flags: 0 }],
        flags: 1,
        state: 2,
      },
    ]);
    expect(res.warnings[0]).toMatchObject({ line: 5, field: '[0].Policies[0].VIPs' });
  });

  it('skips the route policy list with a warning', () => {
    expect(res.warnings[1]).toMatchObject({ line: 9, field: '[1]', message: expect.stringContaining('policy types: ROUTE') });
  });
});

describe('Format-List edge cases', () => {
  it('ignores a prompt line with a warning and fails on text without HNS objects', () => {
    const res = parse('PS C:\\> Get-HnsNetwork\nFoo : bar\n', 'x');
    expect(res.value).toBeUndefined();
    expect(res.warnings).toContainEqual(expect.objectContaining({ line: 1, message: expect.stringContaining('PS C:') }));
    expect(res.errors[0]!.message).toMatch(/no HNS network/);
  });

  it('detects Format-List HNS output only', () => {
    expect(detect(real(ENDPOINT))).toBeGreaterThanOrEqual(0.9);
    expect(detect(real(NETWORK))).toBeGreaterThanOrEqual(0.9);
    expect(detect(POLICY_LISTS)).toBeGreaterThanOrEqual(0.8);
    expect(detect(real('get-hnsendpoint-json-remote-overlay-flannel.json'))).toBe(0);
    expect(detect(real('vfpctrl-list-vmswitch-port-host-port-excerpt.txt'))).toBe(0);
  });
});

describe("not Format-List: kube-proxy's go-spew dumps (real, kubernetes#67827 and SDN#227)", () => {
  it('`Id: (string) (len=36) "…",` lines, even taken out of their indent, are no Get-HnsEndpoint record', () => {
    for (const name of ['kube-proxy-log-spew-hexdump-remote-l2bridge-acs-engine.txt', 'kube-proxy-log-hns-endpoint-remote-l2bridge-sdn.txt']) {
      const deindented = real(name).replace(/^ +/gm, '');
      expect(detect(deindented)).toBe(0);
    }
  });
});
