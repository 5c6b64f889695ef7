// For tests: inputs that reach the warnings and errors of src/io the real corpus and its damaged
// copies do not reach, each named after what it shows (messages-io.corpus.ts runs them); the dumps'
// own are in messages-io.crafted-dumps.ts.

import { deflateSync, strToU8, zipSync } from 'fflate';
import { buildZip, bigZip } from '../../../io/testing/bombs';
import type { ZipLimits } from '../../../io/import';
import { base64url, encodeShare } from '../../../io/share/link';
import { DEFAULT_ZIP_LIMITS } from '../../../io/import';
import { DUMP_FILES, json, RULES } from './messages-io.crafted-dumps';
import { CAPTURE_FILES } from './messages-io.crafted-capture';

/** A CNI config with every mistake the reader names. */
const CNI = `{
  "cniVersion": "0.2.0",
  "cniVersion": "0.3.0",
  "type": "azure-vnet",
  "apiVersion": 3,
  "capabilities": { "portMappings": "yes", "dns": true },
  "optionalFlags": { "localRoutedPortMapping": true },
  "windowsCalico": "maybe",
  "ipam": { "type": "host-local", "subnet": "10.244.1.5/24", "routes": [{ "dst": "<cluster-cidr>" }], "gateway": 42, "extra": "x" },
  "dns": { "Nameservers": "10.96.0.10", "Search": [1] },
  "AdditionalArgs": [
    { "Name": "EndpointPolicy", "Value": { "Type": "OutBoundNAT", "Settings": { "Exceptions": "10.0.0.0/8" } } },
    { "Name": "EndpointPolicy", "Value": { "Type": "OutBoundNAT", "ExceptionList": ["not-a-cidr", 5] } },
    { "Name": "EndpointPolicy", "Value": { "Type": "SDNROUTE", "DestinationPrefix": "10.96.0.0/12" } },
    { "Name": "EndpointPolicy", "Value": { "Type": "ROUTE", "Settings": { "DestinationPrefix": "10.96.0.0/12" } } },
    { "Name": "EndpointPolicy", "Value": { "Type": "ACL", "Settings": { "Protocols": "999,tcp,banana", "Action": "Maybe", "Direction": "Sideways", "RemotePorts": "x-y", "Priority": "high" } } },
    { "Name": "EndpointPolicy", "Value": { "Type": "ACL", "Protocols": 6 } },
    { "Name": "EndpointPolicy", "Value": { "Type": "ACL", "Protocols": "6", "LocalAddresses": ["10.0.0.1"] } },
    { "Name": "EndpointPolicy", "Value": { "Type": "EncapOverhead", "Settings": {} } },
    { "Name": "EndpointPolicy", "Value": { "Type": "PA", "Settings": {} } },
    { "Name": "EndpointPolicy", "Value": { "Settings": {} } },
    { "Name": "EndpointPolicy" },
    { "Value": {} },
    { "Name": "Other", "Value": {} },
    "just a string"
  ]
}`;

/** Kubernetes objects the replay has to make up its mind about. */
const KUBE = `apiVersion: v1
kind: List
items:
- apiVersion: v1
  kind: Node
  metadata: {name: win-1}
  status: {addresses: [{type: InternalIP, address: 10.0.0.4}]}
- apiVersion: v1
  kind: Pod
  metadata: {name: web, namespace: default, labels: {app: web}}
  spec: {nodeName: win-1, containers: [{name: c, ports: [{containerPort: 80}]}]}
  status: {podIP: 10.244.1.5, phase: Running}
- apiVersion: v1
  kind: Pod
  metadata: {name: quiet, namespace: default}
  spec: {nodeName: win-1, containers: [{name: c}]}
  status: {podIP: 10.244.1.6, phase: Running}
- apiVersion: v1
  kind: Pod
  metadata: {name: hostnet, namespace: kube-system}
  spec: {nodeName: win-1, hostNetwork: true, containers: [{name: c}]}
  status: {podIP: 10.0.0.4, phase: Running}
- apiVersion: v1
  kind: Pod
  metadata: {name: pending, namespace: default}
  spec: {containers: [{name: c}]}
  status: {phase: Pending}
- apiVersion: v1
  kind: Service
  metadata: {name: headless, namespace: default}
  spec: {clusterIP: None, selector: {app: web}, ports: [{port: 80}]}
- apiVersion: v1
  kind: Service
  metadata: {name: manual, namespace: default}
  spec: {clusterIP: 10.96.0.50, ports: [{port: 80}]}
- apiVersion: v1
  kind: Service
  metadata: {name: lb-status, namespace: default}
  spec: {type: LoadBalancer, clusterIP: 10.96.0.51, selector: {app: web}, loadBalancerIP: 192.0.2.10, ports: [{port: 80, nodePort: 31001}], sessionAffinity: ClientIP, sessionAffinityConfig: {clientIP: {timeoutSeconds: 600}}}
  status: {loadBalancer: {ingress: [{ip: 203.0.113.7}]}}
- apiVersion: v1
  kind: Service
  metadata: {name: lb-spec, namespace: default}
  spec: {type: LoadBalancer, clusterIP: 10.96.0.52, selector: {app: web}, loadBalancerIP: 192.0.2.11, ports: [{port: 80, nodePort: 31002}]}
- apiVersion: v1
  kind: Service
  metadata: {name: lb-none, namespace: default}
  spec: {type: LoadBalancer, clusterIP: 10.96.0.53, selector: {app: web}, ports: [{port: 80, nodePort: 31003}]}
- apiVersion: discovery.k8s.io/v1
  kind: EndpointSlice
  metadata: {name: web-x, namespace: default, labels: {kubernetes.io/service-name: lb-status}}
  addressType: IPv4
  endpoints: [{addresses: [10.244.1.5], conditions: {ready: false, serving: false, terminating: true}}, {addresses: [10.244.1.6], conditions: {ready: false}}]
- apiVersion: v1
  kind: ConfigMap
  metadata: {name: cm, namespace: default}
- apiVersion: v1
  kind: Secret
  metadata: {name: s1, namespace: default}
- apiVersion: v1
  kind: Secret
  metadata: {name: s2, namespace: default}
`;

/** Kubernetes objects with wrong values, several documents, a duplicate and no kind. */
const KUBE_BAD = `apiVersion: v1
kind: Service
metadata: {name: web, namespace: default}
spec: {clusterIP: 10.96.0.500, ports: [{port: 70000, targetPort: "8080"}, {port: 0}], type: Sideways, selector: 5}
---
apiVersion: v1
kind: Service
metadata: {name: web, namespace: default}
spec: {clusterIP: 10.96.0.20, ports: []}
---
apiVersion: v1
metadata: {name: nokind}
---
- a
- list
---
apiVersion: networking.k8s.io/v1
kind: NetworkPolicy
metadata: {name: np, namespace: default}
spec:
  podSelector: {}
  ingress:
  - from:
    - ipBlock: {cidr: 10.0.0.0/8, except: [192.168.0.0/16]}
      podSelector: {}
---
apiVersion: discovery.k8s.io/v1
kind: EndpointSlice
metadata: {name: web-x, namespace: default, labels: {kubernetes.io/service-name: web}}
addressType: IPv4
endpoints: [{addresses: [fe80::1]}]
---
apiVersion: v1
kind: Endpoints
metadata: {name: web, namespace: default}
subsets: [{addresses: [{ip: 10.0.0.999}]}]
---
apiVersion: v1
kind: Pod
metadata: {name: p, namespace: default}
spec: {containers: []}
status: {podIP: 10.244.0.1/24}
`;

/** A console transcript: a command VFP Lab reads, one it does not, and text before the first prompt. */
const TRANSCRIPT = `Windows PowerShell
Copyright (C) Microsoft Corporation.

PS C:\\> Get-HnsNetwork | ConvertTo-Json -Depth 10
{ "ID": "n1", "Name": "nat", "Type": "nat", "Subnets": [{ "AddressPrefix": "172.19.0.0/20" }] }
PS C:\\> ipconfig
Windows IP Configuration
PS C:\\> hostname
win-1
`;

/** One file each, read through the importer (and replayed). */
export const CRAFTED_FILES: Record<string, string | Uint8Array> = {
  ...DUMP_FILES,
  ...CAPTURE_FILES,
  'cni-damaged.conf': CNI,
  'cni-list-empty.conflist': '{ "cniVersion": "0.4.0", "name": "x", "plugins": [] }',
  'cni-flannel.conf': '{ "cniVersion": "0.3.0", "name": "cbr0", "type": "flannel" }',
  'cni-flannel-delegate.conf': '{ "cniVersion": "0.3.0", "name": "cbr0", "type": "flannel", "delegate": { "hairpinMode": true } }',
  'cni-nameless.conf': '{ "type": "sdnbridge", "plugins": 5 }',
  'cni-array.conf': '[{ "cniVersion": "0.3.0" }]',
  'cni-syntax.conf': '{ "cniVersion": "0.3.0", "name": "x", "type": "sdnbridge", }',
  'cni-bom.conf': '\uFEFF{ "cniVersion": "0.3.0", "name": "x", "type": "sdnbridge" }',
  'kube.yaml': KUBE,
  'kube-bad.yaml': KUBE_BAD,
  'kube-syntax.yaml': 'apiVersion: v1\nkind: Service\nmetadata: {name: web\n  bad: [\n',
  'kube-deep.yaml': `apiVersion: v1\nkind: Service\nmetadata:\n${Array.from({ length: 80 }, (_, i) => `${'  '.repeat(i + 1)}k${i}:`).join('\n')} 1\n`,
  'kube-empty.yaml': 'apiVersion: v1\nkind: List\nitems: []\n',
  // Values of the wrong shape (a list, an object, an empty name, a port neither number nor name) and a syntax error in a later document.
  'kube-shapes.yaml': "apiVersion: v1\nkind: List\nitems:\n- [a, b]\n- apiVersion: v1\n  kind: Service\n  metadata: {name: '', namespace: {x: 1}}\n  spec: {ports: [{port: 80, targetPort: true}]}\n",
  'kube-syntax-docs.yaml': 'apiVersion: v1\nkind: Service\nmetadata: {name: a}\n---\napiVersion: v1\nkind: Service\nmetadata: {name: b\n',
  'kube-no-addresses.yaml': 'apiVersion: discovery.k8s.io/v1\nkind: EndpointSlice\nmetadata: {name: web-x, namespace: default}\naddressType: IPv4\nendpoints: [{addresses: []}]\n',
  'kube-node-cidr.yaml': 'apiVersion: v1\nkind: Node\nmetadata: {name: win-1}\nspec: {podCIDR: 10.244.1.0/33}\n',
  'kube-json.json': '{ "apiVersion": "v1", "kind": "Service", "metadata": { "name": "x" }, }',
  'transcript.txt': TRANSCRIPT,
  'cni-no-type.conflist': '{ "cniVersion": "0.4.0", "name": "x", "plugins": [{ "ipam": {} }] }',
  'cni-api.conf': '{ "cniVersion": "0.3.0", "name": "x", "type": "sdnbridge", "apiVersion": 2, "policies": [{ "name": "EndpointPolicy", "value": { "Type": "OutBoundNAT", "ExceptionList": ["10.0.0.0/8"] } }] }',
  'cni-calico.conf': '{ "cniVersion": "0.3.0", "name": "x", "type": "calico", "windows_loopback_DSR": "__DSR_SUPPORT__" }',
  'cni-types.conf': '{ "cniVersion": "0.3.0", "name": "x", "type": "sdnbridge", "ipam": { "subnet": 5, "routes": [{ "GW": 1 }] }, "dns": { "Nameservers": [7] }, "policies": [{ "name": "EndpointPolicy", "value": { "Type": "ACL", "Protocols": true, "Action": "Allow", "Direction": "In", "Priority": 1, "RemoteAddresses": 5, "LocalPorts": 7 } }] }',
  'cni-colon.conf': '{ "name": "x", "type": "sdnbridge", "ipam" {} }',
  'cni-comma-list.conf': '{ "cniVersion": "0.3.0", "name": "x", "type": "sdnbridge", "policies": [{ "name": "EndpointPolicy", "value": { "Type": "ACL", "Protocols": "6", "Action": "Allow", "Direction": "In", "Priority": 1, "RemoteAddresses": true } }] }',
  'cni-comma.conf': '{ "cniVersion": "0.3.0" "name": "x" }',
  'cni-trailing.conf': '{ "cniVersion": "0.3.0", "plugins": [{ "type": "sdnbridge" },] }',
  'cni-value.conf': '{ "cniVersion": }',
  'cni-escape.conf': '{ "cniVersion": "0.3.0", "name": "C:\\k\\cni", "type": "sdnbridge" }',
  'cni-deep.conf': `{ "cniVersion": "0.3.0", "x": ${'['.repeat(600)}${']'.repeat(600)} }`,
  'kube-nested.yaml': `apiVersion: v1\nkind: Service\nmetadata: {name: x}\nspec: ${'['.repeat(300)}${']'.repeat(300)}\n`,
  'kube-twice.yaml': 'apiVersion: v1\nkind: Service\nmetadata: {name: web, namespace: default}\nspec: {clusterIP: 10.96.0.20, ports: [{port: 80}]}\n---\napiVersion: v1\nkind: Service\nmetadata: {name: web, namespace: default}\nspec: {clusterIP: 10.96.0.20, ports: [{port: 80}]}\n',
};

const dump = strToU8('Networks:\nName             ID\nnat              B5083512-BE1D-4326-B58F-56CA5154E8D5\n');
const zipped = zipSync({ 'a/dump.txt': dump });

/** Zips: damaged, nested too deep, over the limits of one import, with a member in an unknown method. */
export const CRAFTED_ZIPS: Record<string, { bytes: Uint8Array; limits?: Partial<ZipLimits> }> = {
  cut: { bytes: zipped.slice(0, zipped.length - 10) },
  'no-end': { bytes: zipped.slice(0, 40) },
  'bad-header': { bytes: (() => { const b = zipped.slice(); b[0] = 0; return b; })() },
  'bad-central': { bytes: (() => { const b = zipped.slice(); b[b.length - 22 + 16] = (b[b.length - 22 + 16] ?? 0) ^ 0xff; return b; })() },
  nested: { bytes: zipSync({ 'one.zip': zipSync({ 'two.zip': zipped }) }) },
  deflate: { bytes: buildZip([{ name: 'bad.txt', data: new Uint8Array([255, 255, 255, 255, 1, 2, 3]), method: 8, size: 100 }]) },
  method: { bytes: (() => { const b = buildZip([{ name: 'odd.txt', data: dump }]); const v = new DataView(b.buffer); for (let i = 0; i + 4 <= b.length; i++) if (v.getUint32(i, true) === 0x04034b50) v.setUint16(i + 8, 99, true); else if (v.getUint32(i, true) === 0x02014b50) v.setUint16(i + 10, 99, true); return b; })() },
  ratio: { bytes: bigZip(4 * 1024 * 1024) },
  bombs: { bytes: buildZip([0, 1, 2, 3].map((i) => ({ name: `z${i}.bin`, data: deflateSync(new Uint8Array(2 * 1024 * 1024)), method: 8 as const, size: 2 * 1024 * 1024 }))) },
  total: { bytes: zipSync({ 'a.txt': new Uint8Array(300 * 1024), 'b.txt': new Uint8Array(300 * 1024) }, { level: 0 }), limits: { maxTotalBytes: 512 * 1024 } },
  members: { bytes: zipSync({ 'a.txt': dump, 'b.txt': dump, 'c.txt': dump }), limits: { maxMembers: 2 } },
};
export const zipLimits = (l?: Partial<ZipLimits>): ZipLimits => ({ ...DEFAULT_ZIP_LIMITS, ...l });

const SCENARIO = 'apiVersion: vfp-lab/v1\nkind: Scenario\nmetadata: {name: x}\n';
const ep = (id: string, ip: string, more: object = {}) => ({ ID: id, Name: id, VirtualNetwork: 'na', VirtualNetworkName: 'net-a', IPAddress: ip, PrefixLength: 24, ...more });
const remote = (id: string, ip: string, pa: string) => ({ ...ep(id, ip), IsRemoteEndpoint: true, Policies: [{ Type: 'PA', PA: pa }] });

/** Files read together (one node). */
export const CRAFTED_SETS: Record<string, [name: string, text: string][]> = {
  // ELB policies pasted without their policy list beside a pod endpoint: the VIP is known, its backends are not.
  'ELB policies without their list': [
    ['net.json', json([{ ID: 'na', Name: 'net-a', Type: 'L2Bridge', ManagementIP: '10.0.0.4', Subnets: [{ AddressPrefix: '10.244.1.0/24' }] }])],
    ['eps.json', json([ep('e1', '10.244.1.5', { DNSServerList: '10.96.0.10' })])],
    ['elb.json', '[{"Type":"ELB","Protocol":17,"InternalPort":53,"ExternalPort":53,"VIPs":["10.96.0.10"]}]'],
  ],
  // ipconfig /all inside two pods beside the node's endpoints: one the same (MAC and all), one with another MAC.
  'pod ipconfig beside the node endpoints': [
    ['eps.json', json([ep('e1', '10.244.1.5', { MacAddress: '00-15-5D-00-00-05' }), ep('e2', '10.244.1.6', { MacAddress: '00-15-5D-00-00-06' })])],
    ['pod1.txt', 'Windows IP Configuration\n\n   Host Name . . . . . . . . . . . . : web-1\n\nEthernet adapter vEthernet (e1):\n\n   Description . . . . . . . . . . . : Hyper-V Virtual Ethernet Container Adapter\n   Physical Address. . . . . . . . . : 00-15-5D-00-00-05\n   IPv4 Address. . . . . . . . . . . : 10.244.1.5(Preferred)\n   Subnet Mask . . . . . . . . . . . : 255.255.255.0\n'],
    ['pod2.txt', 'Windows IP Configuration\n\n   Host Name . . . . . . . . . . . . : web-2\n\nEthernet adapter vEthernet (e2):\n\n   Description . . . . . . . . . . . : Hyper-V Virtual Ethernet Container Adapter\n   Physical Address. . . . . . . . . : 00-15-5D-00-00-99\n   IPv4 Address. . . . . . . . . . . : 10.244.1.6(Preferred)\n   Subnet Mask . . . . . . . . . . . : 255.255.255.0\n'],
    ['pod3.txt', 'Windows IP Configuration\n\nEthernet adapter vEthernet (e3):\n\n   Description . . . . . . . . . . . : Hyper-V Virtual Ethernet Container Adapter\n   IPv4 Address. . . . . . . . . . . : 10.244.1.5(Preferred)\n'],
  ],
  // A dual-stack node's ipconfig /all beside its endpoints (issue 31): the node's IPv6 address is the adapter's.
  'dual-stack node ipconfig beside the endpoints': [
    ['net.json', json([{ ID: 'na', Name: 'net-a', Type: 'L2Bridge', ManagementIP: '10.0.0.4', Subnets: [{ AddressPrefix: '10.244.1.0/24' }, { AddressPrefix: 'fd00:10:244:1::/64' }] }])],
    ['eps.json', json([ep('e1', '10.244.1.5', { IPv6Address: 'fd00:10:244:1::5', MacAddress: '00-15-5D-00-00-05' })])],
    ['node.txt', 'Windows IP Configuration\n\nEthernet adapter vEthernet (Ethernet):\n\n   Physical Address. . . . . . . . . : 00-15-5D-0A-0B-0C\n   IPv6 Address. . . . . . . . . . . : fd00:10:127:130::4(Preferred)\n   IPv4 Address. . . . . . . . . . . : 10.0.0.4(Preferred)\n   Subnet Mask . . . . . . . . . . . : 255.255.255.0\n   Default Gateway . . . . . . . . . : 10.0.0.1\n'],
  ],
  'two scenarios': [
    ['a.yaml', SCENARIO],
    ['b.yaml', SCENARIO],
  ],
  // Endpoints outside their network's subnet, remote endpoints far away and close by, a rule list with no port.
  'one node, odd ranges': [
    ['net.json', json([{ ID: 'na', Name: 'net-a', Type: 'L2Bridge', ManagementIP: '10.0.0.4', Subnets: [{ AddressPrefix: '10.244.1.0/24' }] }])],
    ['eps.json', json([ep('e1', '10.244.1.5'), ep('e2', '10.244.2.9'), remote('r1', '172.16.5.5', '10.0.0.5'), remote('r2', '10.244.3.5', '10.0.0.6'), remote('r3', '10.244.1.77', '10.0.0.7')])],
    ['cni.conf', '{ "cniVersion": "0.3.0", "name": "net-a", "type": "sdnbridge", "policies": [{ "name": "EndpointPolicy", "value": { "Type": "OutBoundNAT", "ExceptionList": ["10.244.1.0/24"] } }] }'],
    ['rules.txt', RULES],
  ],
  'the endpoints’ network elsewhere': [
    ['net.json', json([{ ID: 'nb', Name: 'net-b', Type: 'L2Bridge', ManagementIP: '10.0.0.4', Subnets: [{ AddressPrefix: '10.245.1.0/24' }] }])],
    ['eps.json', json([ep('e1', '10.244.1.5')])],
    ['rules.txt', RULES],
  ],
  'remote endpoints next door': [
    ['net.json', json([{ ID: 'na', Name: 'net-a', Type: 'L2Bridge', ManagementIP: '10.0.0.4', Subnets: [{ AddressPrefix: '10.244.1.0/25' }] }])],
    ['eps.json', json([ep('e1', '10.244.1.5'), { ...remote('r1', '10.244.1.200', '10.0.0.9'), PrefixLength: 25 }])],
  ],
  'remote endpoints sharing the range': [
    ['net.json', json([{ ID: 'na', Name: 'net-a', Type: 'L2Bridge', ManagementIP: '10.0.0.4', Subnets: [{ AddressPrefix: '10.244.0.0/16' }] }])],
    ['eps.json', json([ep('e1', '10.244.1.5'), { ...remote('r1', '10.245.0.5', '10.0.0.9'), PrefixLength: 8 }])],
  ],
  // Dual-stack (issue 31): IPv6 endpoints on a network that lists no IPv6 subnet, the node's IPv6 /128
  // route, a remote endpoint with an IPv6 address, an IPv6 load balancer and no IPv6 Service route.
  'dual-stack endpoints': [
    ['net.json', json([{ ID: 'na', Name: 'net-a', Type: 'L2Bridge', ManagementIP: '10.0.0.4', Subnets: [{ AddressPrefix: '10.244.1.0/24' }] }])],
    [
      'eps.json',
      json([
        ep('e1', '10.244.1.5', { IPv6Address: 'fd00:10:244:1::5', IPv6PrefixLength: 64, Policies: [{ Type: 'ROUTE', DestinationPrefix: 'fd00:10:127:130::4/128', NeedEncap: true }] }),
        ep('e2', '10.244.1.6', { IPv6Address: 'fd00:10:244:1::6', IPv6PrefixLength: 64 }),
        { ...remote('r1', '10.244.2.5', '10.0.0.5'), IPv6Address: 'fd00:10:244:2::5' },
      ]),
    ],
    ['lbs.json', json([{ ID: 'lb6', Policies: [{ Type: 'ELB', Protocol: 6, InternalPort: 8080, ExternalPort: 80, VIPs: ['fd00:10:96::25'] }], References: ['/endpoints/e1', '/endpoints/r1'] }])],
  ],
  'IPv6 endpoints on Overlay': [
    ['net.json', json([{ ID: 'na', Name: 'net-a', Type: 'Overlay', ManagementIP: '10.0.0.4', Subnets: [{ AddressPrefix: '10.244.1.0/24' }] }])],
    ['eps.json', json([ep('e1', '10.244.1.5', { IPv6Address: 'fd00:10:244:1::5' })])],
  ],
};

const LINK = encodeShare({ apiVersion: 'vfp-lab/v1', kind: 'Scenario', metadata: { name: 'x' } } as never);

/** Share links (the part after `#/share/`). */
export const CRAFTED_LINKS: Record<string, string> = {
  newer: 'v9.abc',
  empty: 'v1.',
  'not-base64': 'v1.@@@@',
  cut: LINK.slice(0, LINK.length - 8),
  garbage: `v1.${base64url(new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8, 9]))}`,
  'bad-block': `v1.${base64url(new Uint8Array([7, 0, 0, 0, 0, 0]))}`,
  nothing: `v1.${base64url(deflateSync(strToU8('   ')))}`,
  'not-json': `v1.${base64url(deflateSync(strToU8('hello: world')))}`,
  huge: `v1.${base64url(deflateSync(strToU8(`{"a":"${'x'.repeat(3 * 1024 * 1024)}"}`)))}`,
  // Longer than any scenario of 256 KB needs: refused by its length.
  'too-long': `v1.${'A'.repeat(400_000)}`,
  invalid: `v1.${base64url(deflateSync(strToU8('{"apiVersion":"vfp-lab/v1","kind":"Scenario","metadata":{"name":"x"},"nodes":5,"extra":1,"more":2}')))}`,
};

/** Scenario files opened in Build mode. */
export const CRAFTED_SCENARIOS: Record<string, string> = {
  list: '- a\n- b\n',
  unknown: 'apiVersion: vfp-lab/v1\nkind: Scenario\nmetadata: {name: x}\nfoo: 1\n',
  'unknown-two': 'apiVersion: vfp-lab/v1\nkind: Scenario\nmetadata: {name: x}\nfoo: 1\nbar: 2\n',
  required: 'apiVersion: vfp-lab/v1\nkind: Scenario\n',
  option: 'apiVersion: vfp-lab/v1\nkind: Scenario\nmetadata: {name: x}\nnodes: [{name: a, os: beos}]\n',
  'too big': 'apiVersion: vfp-lab/v1\nkind: Scenario\nmetadata: {name: x}\ncluster: {mtu: 99999}\n',
  'not yaml': 'apiVersion: vfp-lab/v1\nkind: Scenario\nmetadata: {name: x}\nmetadata: {name: y}\n',
  deep: `apiVersion: vfp-lab/v1\nkind: Scenario\nmetadata: {name: x}\nnodes: ${'['.repeat(300)}${']'.repeat(300)}\n`,
};

/** Redactions whose notes say where a guarantee could not be kept. */
export const CRAFTED_REDACTIONS: Record<string, { texts: string[]; names?: Record<string, string[]> }> = {
  short: { texts: ['pod a on node b'], names: { pod: ['a'], node: ['b'] } },
  'seen-before-whole': { texts: ['10.96.5.1 and 10.97.0.1', 'then 10.96.0.0/12 and 10.97.0.0/15'] },
  'no-aligned-block': { texts: [Array.from({ length: 16 }, (_, i) => `10.${i * 16 + 1}.0.1`).join(' ') + ' 172.16.0.0/12 10.200.0.0/12'] },
  'pool-full': { texts: [Array.from({ length: 300 }, (_, i) => `10.${i % 256}.${Math.floor(i / 256)}.1`).join(' ') + ' 10.0.0.0/8'] },
};
