// ipconfig /all of a node (real: acs-engine/aks-engine Windows nodes) and of a pod (written as a
// process-isolated container prints it): the node's IP and MACs, the pod's address, MAC and gateway.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { HnsState } from '../../hns/model';
import { importFiles } from '../import';
import { buildReplay } from '../replay';
import { count, detect, nodeAdapter, parse } from './ipconfig';

const real = (name: string) => readFileSync(new URL(`../../../fixtures/real/${name}`, import.meta.url), 'utf8');
const NODE = 'ipconfig-all-node-vethernet-acs-engine.txt';

const POD = `
Windows IP Configuration

   Host Name . . . . . . . . . . . . : web-7d4b9c6f5-x2x9q
   Primary Dns Suffix  . . . . . . . :
   Node Type . . . . . . . . . . . . : Hybrid
   IP Routing Enabled. . . . . . . . : No
   WINS Proxy Enabled. . . . . . . . : No
   DNS Suffix Search List. . . . . . : default.svc.cluster.local
                                       svc.cluster.local

Ethernet adapter vEthernet (6f2b7c1e8d4a9b3c5e7f1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2d_cbr0):

   Connection-specific DNS Suffix  . : default.svc.cluster.local
   Description . . . . . . . . . . . : Hyper-V Virtual Ethernet Container Adapter #3
   Physical Address. . . . . . . . . : 00-15-5D-A1-0C-0C
   DHCP Enabled. . . . . . . . . . . : No
   Autoconfiguration Enabled . . . . : Yes
   Link-local IPv6 Address . . . . . : fe80::4d2c:9f3a:1b2c:3d4e%29(Preferred)
   IPv4 Address. . . . . . . . . . . : 10.244.1.12(Preferred)
   Subnet Mask . . . . . . . . . . . : 255.255.255.0
   Default Gateway . . . . . . . . . : fe80::1%29
                                       10.244.1.1
   DNS Servers . . . . . . . . . . . : 10.96.0.10
   NetBIOS over Tcpip. . . . . . . . : Disabled
`;

describe('ipconfig /all of a node (real)', () => {
  it('the vEthernet adapter gives the node IP, its MAC, prefix and gateway', () => {
    expect(detect(real(NODE))).toBeGreaterThan(0.8);
    const r = parse(real(NODE), NODE);
    expect(r.errors).toEqual([]);
    expect(r.warnings).toEqual([]);
    expect(count(r.value!)).toEqual({ endpoints: 0, nodes: 1 });
    expect(r.value!.hostName).toBe('13832k8s9001');
    expect(nodeAdapter(r.value!.adapters!)).toMatchObject({ name: 'vEthernet (Ethernet 2)', ipv4: '10.240.0.65', macAddress: '00-0D-3A-03-5A-E5', prefixLength: 12, gateway: '10.240.0.1', container: false });
  });
  it('a node whose paste stops before the gateway: its only adapter is the node', () => {
    const name = 'ipconfig-all-node-no-vswitch-aks-engine.txt';
    expect(nodeAdapter(parse(real(name), name).value!.adapters!)).toMatchObject({ name: 'Ethernet 2', ipv4: '10.240.0.218' });
  });
});

describe('ipconfig /all inside a pod', () => {
  const r = parse(POD, 'pod.txt');
  it("the container vNIC is the pod's endpoint: address, MAC, prefix, the IPv4 gateway after the IPv6 one", () => {
    expect(r.errors).toEqual([]);
    expect(count(r.value!)).toEqual({ endpoints: 1, nodes: 0 });
    expect(r.value!.hns.endpoints[0]).toMatchObject({ name: 'web-7d4b9c6f5-x2x9q', ipAddress: '10.244.1.12', macAddress: '00-15-5D-A1-0C-0C', prefixLength: 24, gatewayAddress: '10.244.1.1', isRemoteEndpoint: false });
  });
  it('with the node ipconfig beside it, the replay takes the node IP from it and says so', () => {
    const files = importFiles([
      { name: 'node.txt', bytes: new TextEncoder().encode(real(NODE)) },
      { name: 'pod.txt', bytes: new TextEncoder().encode(POD) },
    ]);
    expect(files.files.map((f) => f.format)).toEqual(['ipconfig', 'ipconfig']);
    const built = buildReplay(files);
    if ('error' in built) throw new Error(built.error);
    expect(built.report.assumed).toContain("the node IP 10.240.0.65 is vEthernet (Ethernet 2)'s address in node.txt (ipconfig /all)");
    expect(built.scenario.pods.map((p) => p.ip)).toEqual(['10.244.1.12']);
  });
});

describe('ipconfig /all pasted without its indentation', () => {
  it('reads the same node, without a warning per line', () => {
    const flat = real(NODE).split('\n').map((l) => l.trimStart()).join('\n');
    const r = parse(flat, 'flat.txt');
    expect(r.warnings).toEqual([]);
    expect(nodeAdapter(r.value!.adapters!)).toMatchObject({ ipv4: '10.240.0.65', gateway: '10.240.0.1' });
  });
  it('junk lines are named three at a time, then counted', () => {
    const r = parse(`${real(NODE)}\nfoo\nbar\nbaz\nqux\nquux\n`, 'junk.txt');
    expect(r.warnings.map((w) => w.message)).toEqual(['`foo` is not a line of ipconfig /all; ignored', '`bar` is not a line of ipconfig /all; ignored', '`baz` is not a line of ipconfig /all; ignored', '2 more lines that are not ipconfig /all were ignored']);
  });
});

describe('ipconfig /all inside a pod, real', () => {
  it('flannel VXLAN pod (sig-windows-tools#340): the search list continues under the header, not as stray lines', () => {
    const name = 'ipconfig-all-pod-flannel-vxlan-cut-sig-windows-tools.txt';
    const r = parse(real(name), name);
    expect(r.warnings).toEqual([]);
    expect(count(r.value!)).toEqual({ endpoints: 1, nodes: 0 });
    expect(r.value!.hns.endpoints[0]).toMatchObject({ name: 'my-windows-pod', ipAddress: '10.244.11.7', macAddress: '00-15-5D-CD-19-B6', prefixLength: 24, gatewayAddress: '10.244.11.1', networkName: 'flannel.4096' });
  });
  it("WS 1709 l2bridge pod (SDN#150): a host-vNIC description, but the adapter is named as the CNI names the endpoint: the pod's, not the node's", () => {
    const name = 'ipconfig-all-pod-adapter-only-l2bridge-ws1709-sdn.txt';
    const r = parse(real(name), name);
    expect(r.warnings).toEqual([]);
    expect(count(r.value!)).toEqual({ endpoints: 1, nodes: 0 });
    expect(nodeAdapter(r.value!.adapters!)).toBeUndefined();
    expect(r.value!.hns.endpoints[0]).toMatchObject({ ipAddress: '10.244.3.149', networkName: 'l2bridge', dnsServerList: ['10.0.0.10'] });
  });
  it('the replay does not assume the node at the pod\'s DNS server (10.0.0.10 is taken; it was the default)', () => {
    const name = 'ipconfig-all-pod-adapter-only-l2bridge-ws1709-sdn.txt';
    const built = buildReplay(importFiles([{ name, bytes: new TextEncoder().encode(real(name)) }]));
    if ('error' in built) throw new Error(built.error);
    expect(built.report.assumed).toContain('the node IP is unknown: 10.0.0.11 is assumed');
    expect(built.scenario.nodes[0]!.ip).toBe('10.0.0.11');
    expect(built.report.missing).toContain("no load balancer for 10.0.0.10 (the pods' DNS server) is in the files (they hold none): a probe to it has nothing to translate it");
  });
  it("containerd's nat container (cni plugins#229): the pod's endpoint; the `> ipconfig /all` prompt is no stray line", () => {
    const name = 'ipconfig-all-container-containerd-nat-cni-plugins.txt';
    const r = parse(real(name), name);
    expect(r.warnings).toEqual([]);
    expect(count(r.value!)).toEqual({ endpoints: 1, nodes: 0 });
    expect(r.value!.hns.endpoints[0]).toMatchObject({ ipAddress: '192.168.100.122', networkName: 'containerd-nat', gatewayAddress: '192.168.100.1' });
  });
  it('a pod whose search list is the cluster\'s: every adapter is the pod\'s, whatever its name and description', () => {
    const text = 'Windows IP Configuration\n\n   Host Name . . . . . . . . . . . . : web-0\n   DNS Suffix Search List. . . . . . : default.svc.cluster.local\n\nEthernet adapter Ethernet:\n\n   Description . . . . . . . . . . . : Microsoft Hyper-V Network Adapter\n   IPv4 Address. . . . . . . . . . . : 10.244.1.9(Preferred)\n   Subnet Mask . . . . . . . . . . . : 255.255.255.0\n   Default Gateway . . . . . . . . . : 10.244.1.1\n';
    const r = parse(text, 'hyperv-pod.txt');
    expect(count(r.value!)).toEqual({ endpoints: 1, nodes: 0 });
    expect(nodeAdapter(r.value!.adapters!)).toBeUndefined();
  });
});

describe("a pod's ipconfig /all beside the node's HNS endpoints", () => {
  const HNS = JSON.stringify([
    { ID: '0D2C1E5B-8F4A-4E6B-9C1D-2A3B4C5D6E7F', Name: 'd804a0f1_flannel.4096', VirtualNetwork: 'n1', VirtualNetworkName: 'flannel.4096', IPAddress: '10.244.11.7', IsRemoteEndpoint: false, Policies: [] },
    { ID: '1E3D2F6C-9A5B-4F7C-8D2E-3B4C5D6E7F80', Name: 'x_flannel.4096', VirtualNetwork: 'n1', VirtualNetworkName: 'flannel.4096', IPAddress: '10.244.11.8', MacAddress: '00-15-5D-CD-19-B7', IsRemoteEndpoint: false, Policies: [] },
  ]);
  const POD_340 = 'ipconfig-all-pod-flannel-vxlan-cut-sig-windows-tools.txt';
  const build = (pod: string) => {
    const built = buildReplay(importFiles([
      { name: 'eps.json', bytes: new TextEncoder().encode(HNS) },
      { name: 'pod.txt', bytes: new TextEncoder().encode(pod) },
    ]));
    if ('error' in built) throw new Error(built.error);
    return built;
  };
  it('the same address is one endpoint (it was two pods of one name, and no replay): the HNS one, given the MAC, prefix and gateway ipconfig printed', () => {
    const built = build(real(POD_340));
    expect(built.scenario.pods.map((p) => p.ip)).toEqual(['10.244.11.7', '10.244.11.8']);
    const ep = (built.scenario.nodes[0]!.hns as HnsState).endpoints.find((e) => e.ipAddress === '10.244.11.7')!;
    expect(ep).toMatchObject({ id: '0D2C1E5B-8F4A-4E6B-9C1D-2A3B4C5D6E7F', macAddress: '00-15-5D-CD-19-B6', prefixLength: 24, gatewayAddress: '10.244.11.1' });
    expect(built.report.assumed).toContain("my-windows-pod's ipconfig /all and HNS endpoint 0D2C1E5B-8F4A-4E6B-9C1D-2A3B4C5D6E7F are one endpoint (10.244.11.7): what ipconfig adds is taken");
  });
  it('a MAC that differs is said: the files may come from two pods', () => {
    const built = build(real(POD_340).replace('10.244.11.7', '10.244.11.8'));
    expect(built.scenario.pods).toHaveLength(2);
    expect(built.report.missing).toContain('ipconfig /all inside my-windows-pod gives 10.244.11.8 the MAC 00-15-5D-CD-19-B6, but HNS endpoint 1E3D2F6C-9A5B-4F7C-8D2E-3B4C5D6E7F80 has 00-15-5D-CD-19-B7: are the files from one pod?');
  });
});

describe('ipconfig in Chinese, real (cky-thinker/file-share#6)', () => {
  const name = 'ipconfig-hyperv-host-vethernet-chinese-file-share.txt';
  it('is read with its Chinese field names (it was not a known format), the language said once', () => {
    expect(detect(real(name))).toBeGreaterThan(0.8);
    const r = parse(real(name), name);
    expect(r.errors).toEqual([]);
    expect(r.warnings.map((w) => w.message)).toEqual([
      'ipconfig printed this in Chinese (`Windows IP 配置`): its adapter and field names were read as the English ones (Host Name, IPv4 Address, Subnet Mask, Default Gateway…); other fields are left out',
    ]);
    const adapters = r.value!.adapters!;
    expect(adapters.map((a) => a.name)).toEqual(['以太网', 'vEthernet (V-NET)', '本地连接* 1', '本地连接* 10', '蓝牙网络连接', 'vEthernet (WSL)', 'vEthernet (Default Switch)']);
    expect(adapters.filter((a) => a.disconnected).length).toBe(4);
    expect(nodeAdapter(adapters)).toMatchObject({ name: 'vEthernet (V-NET)', kind: 'Ethernet', ipv4: '192.168.2.20', prefixLength: 24, gateway: '192.168.2.1' });
  });
  it('the same paste that lost its indentation and carries (首选) reads the same addresses', () => {
    const flat = real(name).split('\n').map((l) => l.trimStart().replace(/(\d)$/, '$1(首选)')).join('\n');
    const r = parse(flat, 'flat.txt');
    expect(nodeAdapter(r.value!.adapters!)).toMatchObject({ ipv4: '192.168.2.20', gateway: '192.168.2.1' });
  });
});

describe('ipconfig /allcompartments /all on a node (written as Windows lays it out: no public paste found)', () => {
  const ALL = `Windows IP Configuration

==============================================================================
Network Information for Compartment 1 (ACTIVE)
==============================================================================
   Host Name . . . . . . . . . . . . : akswin000000

Ethernet adapter vEthernet (Ethernet):

   Description . . . . . . . . . . . : Hyper-V Virtual Ethernet Adapter
   Physical Address. . . . . . . . . : 00-0D-3A-11-22-33
   IPv4 Address. . . . . . . . . . . : 10.240.0.4(Preferred)
   Subnet Mask . . . . . . . . . . . : 255.255.0.0
   Default Gateway . . . . . . . . . : 10.240.0.1

==============================================================================
Network Information for Compartment 2
==============================================================================
   Host Name . . . . . . . . . . . . : akswin000000

Ethernet adapter vEthernet (Container NIC 1a2b3c4d):

   Description . . . . . . . . . . . : Hyper-V Virtual Ethernet Adapter #3
   Physical Address. . . . . . . . . : 00-15-5D-AA-BB-CC
   IPv4 Address. . . . . . . . . . . : 10.240.0.27(Preferred)
   Subnet Mask . . . . . . . . . . . : 255.255.0.0
   Default Gateway . . . . . . . . . : 10.240.0.1
`;
  it("compartment 1 is the node, every other compartment's adapter a pod's endpoint; banners are no stray lines", () => {
    const r = parse(ALL, 'all.txt');
    expect(r.warnings).toEqual([]);
    expect(count(r.value!)).toEqual({ endpoints: 1, nodes: 1 });
    expect(nodeAdapter(r.value!.adapters!)).toMatchObject({ name: 'vEthernet (Ethernet)', ipv4: '10.240.0.4', compartment: 1 });
    expect(r.value!.hns.endpoints[0]).toMatchObject({ name: 'vEthernet (Container NIC 1a2b3c4d)', ipAddress: '10.240.0.27', macAddress: '00-15-5D-AA-BB-CC' });
  });
});

describe("ipconfig inside a container run by ctr (real, mtelvers/tunbury's containerd post)", () => {
  const r = parse(real('ipconfig-container-ctr-nat-then-ping-tunbury.txt'), 'ctr.txt');
  it("`vEthernet (default-my-container2_nat)` — containerd's <namespace>-<container>_<network> — is the container's endpoint, not the node", () => {
    expect(r.errors).toEqual([]);
    expect(count(r.value!)).toEqual({ endpoints: 1, nodes: 0 });
    expect(r.value!.hns.endpoints[0]).toMatchObject({ ipAddress: '172.20.95.58', prefixLength: 16, gatewayAddress: '172.20.0.1', networkName: 'nat' });
  });
  it('a host vNIC with no container in its name stays the node', () => {
    const host = ['Windows IP Configuration', '', 'Ethernet adapter vEthernet (nat):', '', '   IPv4 Address. . . . . . . . . . . : 172.20.0.1', '   Subnet Mask . . . . . . . . . . . : 255.255.0.0', '   Default Gateway . . . . . . . . . : 172.20.0.254', ''].join('\n');
    expect(count(parse(host, 'h.txt').value!)).toEqual({ endpoints: 0, nodes: 1 });
  });
});

describe('ipconfig with Markdown marks around its values (real, niroyb/Docs L2Bridge.md)', () => {
  const r = parse(real('ipconfig-node-backticks-indented-l2bridge-docs.txt'), 'l2bridge.md');
  it("a mask written '255.255.254.0` and a gateway `10.123.6.1` are read: the adapter with the gateway is the node", () => {
    expect(r.errors).toEqual([]);
    expect(count(r.value!)).toEqual({ endpoints: 0, nodes: 1 });
    expect(nodeAdapter(r.value!.adapters ?? [])).toMatchObject({ name: 'Ethernet', ipv4: '10.123.7.48', prefixLength: 23, gateway: '10.123.6.1' });
  });
});

describe('an endpoint read from ipconfig without a MAC', () => {
  it("is named by the CNI's endpoint name inside `vEthernet (…)`, with no space or bracket in its id", () => {
    const r = parse(real('ipconfig-container-ctr-nat-then-ping-tunbury.txt'), 'ctr.txt');
    expect(r.value!.hns.endpoints[0]!.id).toBe('ipconfig:default-my-container2_nat');
  });
});

describe('ipconfig /all of a dual-stack node and pod (issue 31)', () => {
  const DUAL_POD = POD.replace('   IPv4 Address.', '   IPv6 Address. . . . . . . . . . . : FD00:10:244:1:0::C(Preferred)\n   Temporary IPv6 Address. . . . . . : fd00:10:244:1::dead(Deprecated)\n   IPv4 Address.');
  const DUAL_NODE = `
Windows IP Configuration

   Host Name . . . . . . . . . . . . : win-a

Ethernet adapter vEthernet (Ethernet):

   Description . . . . . . . . . . . : Hyper-V Virtual Ethernet Adapter
   Physical Address. . . . . . . . . : 00-15-5D-0A-0B-0C
   IPv6 Address. . . . . . . . . . . : fd00:10:127:130::15(Preferred)
   Link-local IPv6 Address . . . . . : fe80::1c2d:3e4f:5a6b:7c8d%7(Preferred)
   IPv4 Address. . . . . . . . . . . : 10.127.130.21(Preferred)
   Subnet Mask . . . . . . . . . . . : 255.255.255.0
   Default Gateway . . . . . . . . . : 10.127.130.1
`;

  it("reads the global IPv6 Address in its RFC 5952 form, not the temporary or link-local one; a pod's becomes its endpoint's", () => {
    const pod = parse(DUAL_POD, "pod.txt").value!;
    expect(pod.adapters![0]!.ipv6).toBe('fd00:10:244:1::c');
    expect(pod.hns.endpoints[0]).toMatchObject({ ipAddress: '10.244.1.12', ipv6Address: 'fd00:10:244:1::c' });
    expect(nodeAdapter(parse(DUAL_NODE, "node.txt").value!.adapters!)).toMatchObject({ ipv4: '10.127.130.21', ipv6: 'fd00:10:127:130::15' });
    // Only a link-local address (every IPv4-only pod has one): no IPv6 address.
    expect(parse(POD, "pod.txt").value!.adapters![0]!.ipv6).toBeUndefined();
  });

  it("a replay takes the node's IPv6 address from its ipconfig, said as assumed", () => {
    const routes = [
      { Type: 'ROUTE', DestinationPrefix: '10.96.0.0/12', NeedEncap: true },
      { Type: 'ROUTE', DestinationPrefix: 'fd00:10:96::/112', NeedEncap: true },
    ];
    const ep = { ID: 'e1', Name: 'e1', VirtualNetwork: 'na', VirtualNetworkName: 'net-a', IPAddress: '10.244.1.12', IPv6Address: 'fd00:10:244:1::c', PrefixLength: 24, Namespace: { ID: 'ns-e1' }, Policies: routes };
    const net = [{ ID: 'na', Name: 'net-a', Type: 'L2Bridge', ManagementIP: '10.127.130.21', Subnets: [{ AddressPrefix: '10.244.1.0/24' }, { AddressPrefix: 'fd00:10:244:1::/64' }] }];
    const enc = (s: string) => new TextEncoder().encode(s);
    const r = buildReplay(importFiles([
      { name: 'net.json', bytes: enc(JSON.stringify(net)) },
      { name: 'eps.json', bytes: enc(JSON.stringify([ep])) },
      { name: 'node-ipconfig.txt', bytes: enc(DUAL_NODE) },
    ]));
    if ('error' in r) throw new Error(r.error);
    expect(r.scenario.nodes[0]!.ips).toEqual(['10.127.130.21', 'fd00:10:127:130::15']);
    expect(r.report.assumedMsgs).toContainEqual({ id: 'replay.report.nodeIpv6FromIpconfig', args: { ip: 'fd00:10:127:130::15', adapter: 'vEthernet (Ethernet)', file: 'node-ipconfig.txt' } });
  });
});
