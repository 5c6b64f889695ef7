import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { count, detect, parse } from './hns-json';

const real = (name: string) => readFileSync(new URL(`../../../fixtures/real/${name}`, import.meta.url), 'utf8');
const REMOTE = 'get-hnsendpoint-json-remote-overlay-flannel.json';

// HCN v2 objects in one array, shapes from hns-cni-kubeproxy.md §1.2-§2.1; values are ours.
const V2_MIXED = `[
  {
    "ID": "5F5E1C2A-7B3D-4E8F-9A0B-1C2D3E4F5A6B",
    "Name": "flannel.4096",
    "Type": "Overlay",
    "Ipams": [ { "Type": "Static", "Subnets": [ {
      "IpAddressPrefix": "10.244.1.0/24",
      "Routes": [ { "NextHop": "10.244.1.1", "DestinationPrefix": "0.0.0.0/0" } ],
      "Policies": [ { "Type": "VSID", "Settings": { "IsolationId": 4096 } } ]
    } ] } ],
    "MacPool": { "Ranges": [ { "StartMacAddress": "00-15-5D-52-C0-00", "EndMacAddress": "00-15-5D-52-CF-FF" } ] },
    "Policies": [
      { "Type": "ProviderAddress", "Settings": { "ProviderAddress": "10.0.0.4" } },
      { "Type": "DrMacAddress", "Settings": { "Address": "00-15-5d-52-c0-01" } },
      { "Type": "RemoteSubnetRoute", "Settings": { "DestinationPrefix": "10.244.2.0/24", "IsolationId": 4096, "ProviderAddress": "10.0.0.5", "DistributedRouterMacAddress": "00-15-5d-aa-bb-cc" } },
      { "Type": "VxlanPort", "Settings": { "Port": 4789 } },
      { "Type": "HostRoute", "Settings": {} },
      { "Type": "AutomaticDNS", "Settings": { "Enable": true } }
    ],
    "Flags": 8,
    "SchemaVersion": { "Major": 2, "Minor": 0 }
  },
  {
    "ID": "0C1D2E3F-4A5B-4C6D-8E7F-9A0B1C2D3E4F",
    "Name": "c0ffee0123_flannel.4096",
    "HostComputeNetwork": "5F5E1C2A-7B3D-4E8F-9A0B-1C2D3E4F5A6B",
    "HostComputeNamespace": "9A8B7C6D-5E4F-4A3B-2C1D-0E9F8A7B6C5D",
    "IpConfigurations": [ { "IpAddress": "10.244.1.7", "PrefixLength": 24 } ],
    "MacAddress": "0E-2A-0A-F4-01-07",
    "Dns": { "Domain": "default.svc.cluster.local", "Search": ["default.svc.cluster.local", "svc.cluster.local"], "ServerList": ["10.96.0.10"] },
    "Routes": [ { "NextHop": "10.244.1.1", "DestinationPrefix": "0.0.0.0/0" } ],
    "Policies": [
      { "Type": "OutBoundNAT", "Settings": { "Exceptions": ["10.244.0.0/16", "10.96.0.0/12", "10.0.0.0/24"] } },
      { "Type": "SDNROUTE", "Settings": { "DestinationPrefix": "10.96.0.0/12", "NeedEncap": true } },
      { "Type": "ProviderAddress", "Settings": { "ProviderAddress": "10.0.0.4" } },
      { "Type": "ACL", "Settings": { "Id": "block-imds", "Protocols": "6", "Action": "Block", "Direction": "Out", "RemoteAddresses": "169.254.169.254/32", "RemotePorts": "80", "Priority": 200, "RuleType": "Switch" } },
      { "Type": "PortMapping", "Settings": { "Protocol": 6, "InternalPort": 8080, "ExternalPort": 30080, "Flags": 1 } },
      { "Type": "EncapOverhead", "Settings": { "Overhead": 50 } },
      { "Type": "L4WFPPROXY", "Settings": { "InboundProxyPort": "15001" } }
    ],
    "Flags": 0,
    "SchemaVersion": { "Major": 2, "Minor": 0 }
  },
  {
    "ID": "7E6D5C4B-3A29-4187-A6B5-C4D3E2F1A0B9",
    "Name": "remote_10.244.2.9",
    "HostComputeNetwork": "5F5E1C2A-7B3D-4E8F-9A0B-1C2D3E4F5A6B",
    "IpConfigurations": [ { "IpAddress": "10.244.2.9" } ],
    "MacAddress": "02-11-0a-f4-02-09",
    "Policies": [ { "Type": "ProviderAddress", "Settings": { "ProviderAddress": "10.0.0.5" } } ],
    "Flags": 1,
    "SchemaVersion": { "Major": 2, "Minor": 0 }
  },
  {
    "ID": "A1B2C3D4-E5F6-4A7B-8C9D-0E1F2A3B4C5D",
    "HostComputeEndpoints": ["0C1D2E3F-4A5B-4C6D-8E7F-9A0B1C2D3E4F", "7E6D5C4B-3A29-4187-A6B5-C4D3E2F1A0B9"],
    "SourceVIP": "10.244.1.2",
    "FrontendVIPs": ["10.96.0.10"],
    "PortMappings": [ { "Protocol": 17, "InternalPort": 53, "ExternalPort": 53, "DistributionType": 0, "Flags": 0 } ],
    "Flags": 1,
    "SchemaVersion": { "Major": 2, "Minor": 0 }
  },
  {
    "ID": "B2C3D4E5-F6A7-4B8C-9D0E-1F2A3B4C5D6E",
    "HostComputeEndpoints": ["0C1D2E3F-4A5B-4C6D-8E7F-9A0B1C2D3E4F"],
    "FrontendVIPs": [],
    "PortMappings": [ { "Protocol": 6, "InternalPort": 8080, "ExternalPort": 30080, "Flags": 18 } ],
    "Flags": 0
  },
  {
    "ID": "9A8B7C6D-5E4F-4A3B-2C1D-0E9F8A7B6C5D",
    "NamespaceId": 5,
    "Type": "Guest",
    "Resources": [ { "Type": "Endpoint", "Data": { "ID": "0C1D2E3F-4A5B-4C6D-8E7F-9A0B1C2D3E4F" } }, { "Type": "Container", "Data": { "Id": "c0ffee0123" } } ],
    "SchemaVersion": { "Major": 2, "Minor": 0 }
  }
]`;

// Get-HnsPolicyList | ConvertTo-Json: one ELB policy list (hns-cni-kubeproxy.md §2.3), PowerShell style.
const POLICY_LIST = `{
    "ActivityId":  "3C9B1A2D-0E4F-4A6B-8C7D-9E0F1A2B3C4D",
    "ID":  "1D5A7C3E-2B4F-4D6A-8E9C-0A1B2C3D4E5F",
    "IsApplied":  true,
    "Policies":  [
                     {
                         "ExternalPort":  80,
                         "InternalPort":  8080,
                         "Protocol":  6,
                         "Type":  "ELB",
                         "VIPs":  [
                                      "10.96.45.7"
                                  ],
                         "IsDSR":  true,
                         "ILB":  false,
                         "LocalRoutedVip":  false,
                         "SourceVIP":  "10.244.1.2"
                     }
                 ],
    "References":  [
                       "/endpoints/0C1D2E3F-4A5B-4C6D-8E7F-9A0B1C2D3E4F",
                       "/endpoints/7E6D5C4B-3A29-4187-A6B5-C4D3E2F1A0B9"
                   ],
    "State":  2
}`;

describe('HNS JSON, real Flannel remote endpoint', () => {
  const res = parse(real(REMOTE), REMOTE);

  it('reads the remote endpoint with its PA policy', () => {
    expect(res.errors).toEqual([]);
    expect(res.warnings).toEqual([]);
    expect(count(res.value!)).toEqual({ networks: 0, endpoints: 1, loadBalancers: 0, namespaces: 0, policies: 1 });
    expect(res.value!.hns.endpoints[0]).toEqual({
      id: '8f109901-9970-4fda-bb2b-e9882fb3e8fb',
      name: 'remote_10.244.2.141',
      api: 1,
      isRemoteEndpoint: true,
      policies: [{ type: 'ProviderAddress', providerAddress: '10.123.74.74' }],
      ipAddress: '10.244.2.141',
      macAddress: '0E-2A-0A-F4-02-8D',
      prefixLength: 16,
      networkId: '9d59c0df-b1e2-4eee-9fde-b7ea829fc6a1',
      networkName: 'vxlan0',
      state: 1,
      encapOverhead: 50,
    });
  });

  it('tolerates a BOM', () => {
    expect(parse(`\uFEFF${real(REMOTE)}`, REMOTE).value).toEqual(res.value);
  });

  it('names line and column of a missing comma', () => {
    const broken = real(REMOTE).replace('"EncapOverhead":  50,', '"EncapOverhead":  50');
    const bad = parse(broken, REMOTE);
    expect(bad.value).toBeUndefined();
    expect(bad.errors).toEqual([{ message: "expected ',' or '}' after property value at line 4 column 9 (JSON)", msg: { id: 'json.syntax', args: { why: { id: 'syntax.afterProperty', args: {} }, line: 4, column: 9 } }, line: 4 }]);
  });

  it('names the line of an error whose message has no position', () => {
    const bad = parse('{\n  "ID": "x",\n  "Name": tru\n}', 'x');
    expect(bad.errors).toEqual([expect.objectContaining({ line: 3, message: 'unexpected line end at line 3 column 14 (JSON)' })]);
  });

  it('says where a cut-short file ends', () => {
    const text = real(REMOTE);
    const bad = parse(text.slice(0, text.indexOf('"IPAddress":') + 12), 'x');
    expect(bad.errors).toEqual([{ message: 'no whole HNS network, endpoint, policy list, load balancer or namespace before the text ends (truncated?): nothing of it was kept', msg: { id: 'hns.jsonCutNothing', args: {} }, line: 1 }]);
    expect(bad.warnings[0]).toEqual({ message: 'the text ends inside a value (truncated?): read up to its last whole member, the brackets still open closed; the rest is not in the file', msg: { id: 'json.cutToMember', args: {} }, line: 5 });
  });
});

describe('HNS JSON, HCN v2 objects of every kind in one file', () => {
  const res = parse(V2_MIXED, 'v2.json');
  const { networks, endpoints, loadBalancers, namespaces } = res.value!.hns;

  it('classifies each object by its fields', () => {
    expect(res.errors).toEqual([]);
    expect(res.warnings).toEqual([]);
    expect(count(res.value!)).toEqual({ networks: 1, endpoints: 2, loadBalancers: 2, namespaces: 1, policies: 8 });
  });

  it('reads the v2 network and its typed policies', () => {
    expect(networks[0]).toEqual({
      id: '5F5E1C2A-7B3D-4E8F-9A0B-1C2D3E4F5A6B',
      name: 'flannel.4096',
      api: 2,
      type: 'Overlay',
      subnets: [{ addressPrefix: '10.244.1.0/24', gatewayAddress: '10.244.1.1', vsid: 4096 }],
      remoteSubnetRoutes: [{ destinationPrefix: '10.244.2.0/24', isolationId: 4096, providerAddress: '10.0.0.5', distributedRouterMacAddress: '00-15-5D-AA-BB-CC' }],
      macPools: [{ startMacAddress: '00-15-5D-52-C0-00', endMacAddress: '00-15-5D-52-CF-FF' }],
      managementIp: '10.0.0.4',
      drMacAddress: '00-15-5D-52-C0-01',
      vxlanPort: 4789,
      hostRoute: true,
      flags: 8,
      otherPolicies: [{ type: 'AutomaticDNS', settings: { Enable: true } }],
    });
  });

  it('reads the v2 endpoint: IpConfigurations, Dns, routes and canonical policies', () => {
    const e = endpoints[0]!;
    expect(e).toMatchObject({
      api: 2,
      ipAddress: '10.244.1.7',
      prefixLength: 24,
      networkId: '5F5E1C2A-7B3D-4E8F-9A0B-1C2D3E4F5A6B',
      namespaceId: '9A8B7C6D-5E4F-4A3B-2C1D-0E9F8A7B6C5D',
      gatewayAddress: '10.244.1.1',
      dnsServerList: ['10.96.0.10'],
      dnsSuffix: 'default.svc.cluster.local',
      isRemoteEndpoint: false,
      encapOverhead: 50,
    });
    expect(e.policies).toEqual([
      { type: 'OutBoundNAT', exceptions: ['10.244.0.0/16', '10.96.0.0/12', '10.0.0.0/24'], destinations: [] },
      { type: 'SDNRoute', destinationPrefix: '10.96.0.0/12', needEncap: true },
      { type: 'ProviderAddress', providerAddress: '10.0.0.4' },
      {
        type: 'ACL',
        id: 'block-imds',
        action: 'Block',
        direction: 'Out',
        priority: 200,
        protocols: [6],
        localAddresses: [],
        remoteAddresses: ['169.254.169.254/32'],
        localPorts: [],
        remotePorts: ['80'],
        ruleType: 'Switch',
      },
      { type: 'PortMapping', protocol: 6, internalPort: 8080, externalPort: 30080, flags: 1 },
      { type: 'EncapOverhead', overhead: 50 },
      { type: 'Other', name: 'L4WFPPROXY', settings: { InboundProxyPort: '15001' } },
    ]);
  });

  it('reads remote endpoints from Flags bit 1', () => {
    expect(endpoints[1]).toMatchObject({ isRemoteEndpoint: true, macAddress: '02-11-0A-F4-02-09' });
  });

  it('reads load balancers, an empty VIP list being a NodePort', () => {
    expect(loadBalancers[0]).toEqual({
      id: 'A1B2C3D4-E5F6-4A7B-8C9D-0E1F2A3B4C5D',
      api: 2,
      frontendVips: ['10.96.0.10'],
      sourceVip: '10.244.1.2',
      endpoints: ['0C1D2E3F-4A5B-4C6D-8E7F-9A0B1C2D3E4F', '7E6D5C4B-3A29-4187-A6B5-C4D3E2F1A0B9'],
      portMappings: [{ protocol: 17, internalPort: 53, externalPort: 53, distributionType: 0, flags: 0 }],
      flags: 1,
    });
    expect(loadBalancers[1]).toMatchObject({ frontendVips: [], portMappings: [{ externalPort: 30080, flags: 18 }] });
  });

  it('reads the namespace and its endpoints', () => {
    expect(namespaces).toEqual([{ id: '9A8B7C6D-5E4F-4A3B-2C1D-0E9F8A7B6C5D', compartmentId: 5, endpoints: ['0C1D2E3F-4A5B-4C6D-8E7F-9A0B1C2D3E4F'] }]);
  });
});

describe('HNS JSON, v1 policy lists and other shapes', () => {
  it('turns an ELB policy list into a load balancer', () => {
    const res = parse(POLICY_LIST, 'policy.txt');
    expect(res.errors).toEqual([]);
    expect(res.value!.hns.loadBalancers).toEqual([
      {
        id: '1D5A7C3E-2B4F-4D6A-8E9C-0A1B2C3D4E5F',
        api: 1,
        frontendVips: ['10.96.45.7'],
        sourceVip: '10.244.1.2',
        endpoints: ['0C1D2E3F-4A5B-4C6D-8E7F-9A0B1C2D3E4F', '7E6D5C4B-3A29-4187-A6B5-C4D3E2F1A0B9'],
        portMappings: [{ protocol: 6, internalPort: 8080, externalPort: 80, distributionType: 0, flags: 0 }],
        flags: 1,
        state: 2,
      },
    ]);
    expect(count(res.value!)).toMatchObject({ loadBalancers: 1, policyLists: 1 });
  });

  it('reads several documents appended to one file, and the HNS REST envelope', () => {
    const res = parse(`${real(REMOTE)}\n{ "Success": true, "Output": [${POLICY_LIST}] }\n`, 'x');
    expect(res.errors).toEqual([]);
    expect(count(res.value!)).toMatchObject({ endpoints: 1, loadBalancers: 1 });
  });

  it('reads flat v1 policies with upper-case type names, and keeps unknown types silently', () => {
    const res = parse('{"ID":"e1","IPAddress":"10.0.0.9","Policies":[{"Type":"ROUTE","DestinationPrefix":"10.96.0.0/12","NeedEncap":true},{"Type":"OUTBOUNDNAT","ExceptionList":["10.244.0.0/16"]},{"Type":"QOS","MaximumOutgoingBandwidthInBytes":1000}]}', 'x');
    expect(res.warnings).toEqual([]);
    expect(res.value!.hns.endpoints[0]!.policies).toEqual([
      { type: 'SDNRoute', destinationPrefix: '10.96.0.0/12', needEncap: true },
      { type: 'OutBoundNAT', exceptions: ['10.244.0.0/16'], destinations: [] },
      { type: 'Other', name: 'QOS', settings: { MaximumOutgoingBandwidthInBytes: 1000 } },
    ]);
  });

  it('reads objects ConvertTo-Json printed as text (deeper than -Depth), with a warning', () => {
    const res = parse('{"ID":"e1","IPAddress":"10.0.0.9","Policies":["@{PA=10.0.0.4; Type=PA}","@{ExceptionList=System.Object[]; Type=OutBoundNAT}"]}', 'x');
    expect(res.value!.hns.endpoints[0]!.policies).toEqual([
      { type: 'ProviderAddress', providerAddress: '10.0.0.4' },
      { type: 'OutBoundNAT', exceptions: [], destinations: [] },
    ]);
    expect(res.warnings.map((w) => w.field)).toEqual(['Policies[0]', 'Policies[1]', 'Policies[1]']);
  });

  it('warns about objects of no known kind, naming the line', () => {
    const res = parse('[\n  {"ID":"e1","IPAddress":"10.0.0.9"},\n  {"Foo": 1}\n]', 'x');
    expect(res.warnings).toEqual([expect.objectContaining({ line: 3, field: '[1]', message: expect.stringContaining('fields: Foo') })]);
  });

  it('names line and field of a value that is not a number', () => {
    const res = parse('{\n "ID": "e1",\n "IPAddress": "10.0.0.9",\n "State": "three"\n}', 'x');
    expect(res.warnings).toEqual([{ message: '`State : three` is not a number; ignored', msg: { id: 'hns.notNumber', args: { kv: 'State : three' } }, line: 4, field: 'State' }]);
  });

  it('reads port GUIDs and provider addresses from allocators (Get-Hns* -Detailed)', () => {
    const res = parse(
      `[
  { "ID": "9B21A7C0-1D2E-4F3A-8B4C-5D6E7F8A9B0C", "Name": "External", "Type": "overlay", "ManagementIP": "10.1.36.50",
    "Subnets": [ { "AddressPrefix": "192.168.255.0/30", "GatewayAddress": "192.168.255.1", "Policies": [ { "Type": "VSID", "VSID": 9999 } ] } ],
    "Layer": { "Resources": { "Allocators": [
      { "Tag": "Host Vnic", "EndpointPortGuid": "4FD72AB0-2C35-4AE7-AC9A-F893495BD5EF" },
      { "Tag": "External Adapter Info", "ExternalNicPortGuid": "8C1E2A44-5B9F-4C1D-9E0A-7F3B2C1D0E9F" } ] } } },
  { "ID": "e-local", "IPAddress": "10.244.1.7", "VirtualNetworkName": "External",
    "Resources": { "Allocators": [ { "Tag": "Endpoint Port", "EndpointPortGuid": "C9385412-BDEF-49F5-88B0-C9D484EF6716", "CompartmendId": 7 } ] } },
  { "ID": "e-remote", "IPAddress": "10.244.2.9", "IsRemoteEndpoint": true,
    "Resources": { "Allocators": [ { "Tag": "VNET Policy", "CA": "10.244.2.9", "PA": "10.1.36.51" } ] } }
]`,
      'detailed.json',
    );
    expect(res.warnings).toEqual([]);
    const [net] = res.value!.hns.networks;
    expect(net).toMatchObject({ type: 'Overlay', hostVnicPortGuid: '4FD72AB0-2C35-4AE7-AC9A-F893495BD5EF', externalNicPortGuid: '8C1E2A44-5B9F-4C1D-9E0A-7F3B2C1D0E9F' });
    expect(net!.subnets).toEqual([{ addressPrefix: '192.168.255.0/30', gatewayAddress: '192.168.255.1', vsid: 9999 }]);
    const [local, remote] = res.value!.hns.endpoints;
    expect(local).toMatchObject({ portGuid: 'C9385412-BDEF-49F5-88B0-C9D484EF6716', compartmentId: 7, isRemoteEndpoint: false });
    expect(remote!.policies).toEqual([{ type: 'ProviderAddress', providerAddress: '10.1.36.51' }]);
  });

  it('detects HNS JSON, not CNI config or vfpctrl JSON', () => {
    expect(detect(real(REMOTE))).toBeGreaterThanOrEqual(0.9);
    expect(detect(V2_MIXED)).toBeGreaterThanOrEqual(0.9);
    expect(detect(POLICY_LIST)).toBeGreaterThanOrEqual(0.7);
    expect(detect(real('cni-flannel-l2bridge-sdn.conf'))).toBeLessThan(0.1);
    expect(detect('{ "Ports": [] }')).toBe(0);
  });
});

describe('HNS JSON, not a log line that starts with a bracketed time (real, docker/for-win#1126)', () => {
  it('the Docker daemon log `[22:14:59.867][WindowsDaemon  ]…` is no JSON array: not this format (it was a JSON syntax error at line 1)', () => {
    const text = real('docker-daemon-log-hns-network-response-dockernat-for-win.txt');
    expect(text).toMatch(/Network Response : \[ \{/);
    expect(detect(text)).toBe(0);
  });

  it('a JSON array of HNS objects still is', () => {
    expect(detect('[ { "ID": "x", "IPAddress": "10.0.0.5", "VirtualNetworkName": "nat" } ]')).toBeGreaterThan(0.8);
  });
});
