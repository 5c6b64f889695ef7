// For tests: dumps that reach the warnings and errors of the dump readers (src/io/dumps) the real
// corpus and its damaged copies do not reach, each named after what it shows.

export const json = (v: unknown) => JSON.stringify(v, null, 1);

/** Get-Hns* | ConvertTo-Json with every kind of damage the HNS readers name. */
const HNS_JSON = json([
  { ID: 'n1', Name: 'net1', Type: 'Weird', Subnets: [{ GatewayAddress: '10.0.0.1' }, { AddressPrefix: '10.0.0.0/99' }], Policies: [{ Type: 'RemoteSubnetRoute' }], ManagementIP: 'not-an-ip', State: 'many', Flags: 'x' },
  { Name: 'net2', Type: 'L2Bridge', Subnets: [{ AddressPrefix: '10.1.0.0/24' }] },
  { Type: 'Overlay', Subnets: [] },
  { ID: 'e1', VirtualNetwork: 'n1', MacAddress: 'not-a-mac', IsRemoteEndpoint: 'perhaps', Policies: [{ Type: 'ACL' }, { Type: 'ACL', Id: 'acl-2', Action: 'Allow', Direction: 'In', Protocols: 'x,6' }, { Type: 'EncapOverhead' }] },
  { Name: 'lonely', VirtualNetwork: 'n1', IPAddress: '10.0.0.5' },
  { VirtualNetwork: 'n1', IPAddress: '10.0.0.6' },
  { ID: 'lb1', FrontendVIPs: ['10.96.0.1'], PortMappings: [{ InternalPort: 80, ExternalPort: 80 }, { Protocol: 'SCTPX', InternalPort: 1, ExternalPort: 1 }] },
  { FrontendVIPs: ['10.96.0.2'], HostComputeEndpoints: [] },
  { ID: 'pl1', References: ['/endpoints/e1'], Policies: [{ Type: 'ROUTE' }] },
  { References: ['/endpoints/e1'], Policies: [{ Type: 'OutBoundNAT' }] },
  { Type: 'Host', IsDefault: true },
  { Foo: 1, Bar: 2 },
  {},
  42,
]);

/** ConvertTo-Json without -Depth: nested values printed as their type name or as text. */
const HNS_SHALLOW = `[
 {
  "ID": "n1", "Name": "net", "Type": "L2Bridge",
  "Subnets": "System.Object[]",
  "Policies": "@{Type=OutBoundNAT; ExceptionList=System.Object[]}",
  "Extensions": "System.Collections.Hashtable"
 }
]`;

/** vfpctrl /list-vmswitch-port with a lost header, odd values and an error line. */
const PORTS = `  Switch Friendly name  : ext
  Port name             : not-a-guid
  Port Friendly name    : Something Else
  PortId                : one
  MAC address           : zz-zz
  Port name             : 4FD72AB0-2C35-4AE7-AC9A-F893495BD5EF
  PortId                : 2
ERROR: failed to open the port
`;

/** vfpctrl /list-rule: a layer and a group without names, stray fields, a rule cut off mid-way. */
export const RULES = ` ITEM LIST
===========

  LAYER : 
    Friendly name : L
    Priority : high
    Weird layer field
  GROUP : 
  GROUP : SOME_GROUP_WITHOUT_HINTS
      Priority : 1
      Direction : SIDEWAYS
  GROUP : ANOTHER_GROUP
      Friendly name : ANOTHER_GROUP
    RULE : 
        Priority : 10
        Flags : 1 terminating
        Type : encap
        Conditions:
            Source IP : not-an-ip
            Protocols : 999
            Destination ports : x-y
            VXLAN VNI : 99999999
            Fancy label : 1
            just words
    RULE : r-nat
        Friendly name : r-nat
        Priority : 11
        Flags : 1 terminating
        Type : lbnat
        DIP Range(s) : { garbage }, { fe80::1 : 80 }
    RULE : r-modify
        Friendly name : r-modify
        Priority : 12
        Flags : 1 terminating
        Type : modify
    RULE : r-odd
        Friendly name : r-odd
        Priority : 13
        Flags : 1 terminating
        Type : teleport
    RULE : r-nat-pool
        Friendly name : r-nat-pool
        Priority : 14
        Flags : 1 terminating
        Type : nat
        Some rule line without a colon
    RULE : r-dynnat
        Friendly name : r-dynnat
        Priority : 16
        Flags : 1 terminating
        Type : dynnat
    RULE : r-cut
        Friendly name : r-cut
        Priority : 15
        Fla`;

/** vfpctrl /format 1 with entries that are not objects, rules without their layer and counters gone wrong. */
const VFP_JSON = json({
  Ports: [7, { MacAddress: 'bad-mac', Layers: [] }],
  Layers: [
    'x',
    {
      Name: 'L1',
      Priority: 1,
      Groups: [
        'y',
        {
          Name: 'G1',
          Priority: 1,
          Direction: 1,
          Rules: ['z', { Name: 'R1', Priority: 1, Type: 3, Conditions: { Fancy: 1, SourceIPs: 'nope' }, InformationArray: [{ RuleCounters: { MatchedPackets: 'lots' } }] }],
        },
      ],
    },
  ],
  Rules: [{ Name: 'R2', Priority: 2, Type: 'allow' }],
  InformationArray: [{ PortCounters: [{ Direction: 'In', DroppedPackets: 'some' }] }],
});

/** hnsdiag with a bad load-balancer row, a short row, and a detail block that is not JSON. */
const HNSDIAG = `Networks:
Name             ID
nat              B5083512-BE1D-4326-B58F-56CA5154E8D5 extra cells here

LoadBalancers:
ID                                   | Virtual IPs      | Direct IP IDs
not a row at all
{
  "ID": "x",
  "Broken": [1, 2
}
`;

/** netsh port ranges out of range, in the wrong order, and with lines it does not know. */
const NETSH = `Protocol tcp Dynamic Port Range
---------------------------------
Number of Ports : 100
Start Port      : 0
Number of Ports : 70000

Protocol tcp Port Exclusion Ranges

Start Port    End Port
----------    --------
     60000       50000
     hello there
`;

/** Get-HnsNetwork | Format-List cut in the middle of a value. */
const HNS_LIST_CUT = `ID                     : 625d8985-3f12-469e-a98d-2baac83dee45
Name                   : nat
Type                   : nat
Flags                  : many
Policies               : {@{Type=OutBoundNAT; ExceptionList=System.Object[]}, @{Type=ROUTE; DestinationPrefix=10.0.0.0/8; NeedEncap=True`;

/** Format-List values whose braces never close before the next field: nothing readable, and a cut object. */
const HNS_LIST_UNCLOSED = `ID                     : 725d8985-3f12-469e-a98d-2baac83dee45
Name                   : nat2
Type                   : nat
DNSServerList          : {@{
Policies               : @{Type=ROUTE; DestinationPrefix=
Subnets                : {@{AddressPrefix=10.0.0.0/24}}
`;

/** ConvertTo-Json: a list cut at PowerShell's enumeration limit inside text, an address with a /99, policies missing their values. */
const HNS_ODD = json([
  { ID: 'n9', Name: 'n', Type: 'L2Bridge', Policies: '@{ExceptionList={10.0.0.1, 10.0.0.2, 10.0.0.3...}}' },
  { ID: 'e2', VirtualNetwork: 'n1', IPAddress: '10.0.0.7/99', Policies: [{ Type: 'PA' }, { Type: 'ACL', Id: 'acl-3', Action: 'Maybe' }] },
]);

/** A JSON dump with elisions, wrapped strings and objects pasted one after another with commas. */
const HNS_PASTED = `{
  "ID": "n1", "Name": "net", "Type": "L2Bridge", "Subnets": [ ... ],
  "ManagementIP": "10.0.
0.4"
},
{ "ID": "n2", "Name": "other", "Type": "Overlay" }`;

/** A rule list with a named rule's unknown condition, and the port's friendly name but not its GUID. */
const RULES_FRIENDLY_ONLY = ` ITEM LIST
===========

  LAYER : ACL_ENDPOINT_LAYER
    Priority : 1
    GROUP : ACL_ENDPOINT_GROUP_IN
      Direction : IN
      Priority : 1
      RULE : r-odd
        Priority : 1
        Flags : 1 terminating
        Type : allow
        Conditions:
            Fancy label : 1
Port Friendly name : ExternalPort
`;

/** Rule lists whose groups print no Direction: one named `_IN`, one whose rule says `-out-`. */
const RULES_NAMED = ` ITEM LIST
===========

  LAYER : ACL_ENDPOINT_LAYER
    Friendly name : ACL_ENDPOINT_LAYER
    Priority : 1
    GROUP : ACL_ENDPOINT_GROUP_IN
      Friendly name : ACL_ENDPOINT_GROUP_IN
      Priority : 1
      RULE : allow-all
        Friendly name : allow-all
        Priority : 1
        Flags : 1 terminating
        Type : allow
    GROUP : ACL_ENDPOINT_GROUP_X
      Friendly name : ACL_ENDPOINT_GROUP_X
      Priority : 2
      RULE : allow-out-web
        Friendly name : allow-out-web
        Priority : 1
        Flags : 1 terminating
        Type : allow
`;

/** A PowerShell table with lines around it and a cell cut with `...`. */
const HNS_TABLE_ODD = `one
two
three
four
five
ID                                   Name                 IPAddress     IsRemoteEndpoint
--                                   ----                 ---------     ----------------
b10f186a-ee1d-40a1-bb8a-f532cab4d131 Ethernet-very-lon... 192.168.7.110             True
`;

/** kube-proxy's log: a logged load balancer whose JSON does not read, and load balancers known from "created" lines only. */
const klog = (s: string) => `I1219 08:24:31.456250    3716 proxier.go:1170] ${s}`;
const created = (vip: string, id: string) => klog(`Hns LoadBalancer resource created for cluster ip resources ${vip}, Id [${id}]`);
const KUBE_PROXY_BAD = `${klog('Hns loadbalancer policy resource, {')}
        "ID":"a335d997-4160-44f9-9f72-1087a2cba45e",
        "FrontendVIPs":["10.99.234.145"
    }
`;

/** ELB policies pasted without their policy list (`(Get-HnsPolicyList).Policies`): one, and more than three. */
const ELB_BARE_ONE = '[{"Type":"ELB","Protocol":17,"InternalPort":53,"ExternalPort":53,"VIPs":["10.96.0.10"],"IsDSR":true}]';
const elb = (proto: number, port: number, vip?: string) => `Type         : ELB\nProtocol     : ${proto}\nInternalPort : ${port}\nExternalPort : ${port}\n${vip ? `VIPs         : {${vip}}\n` : ''}`;
const ELB_BARE_MANY = [elb(6, 443, '10.96.0.1'), elb(17, 53, '10.96.0.10'), elb(132, 9000), elb(6, 80, '10.96.4.4')].join('\n');

/** vfpctrl rules with fields it does not know (once, twice), a group line without a colon, a rule without Priority. */
const RULES_FIELDS = ` ITEM LIST
===========

  LAYER : L
    Priority : 1
  GROUP : G_IN
      Priority : 1
      Direction : IN
      a group line without a colon
    RULE : r-unprioritised
        Flags : 1 terminating
        Type : allow
        Odd field : 1
        Twice field : 1
    RULE : r-two
        Priority : 2
        Flags : 1 terminating
        Type : allow
        Twice field : 2
`;

/** Format-Table with -Wrap (one line going on under its column), and one pasted with its spaces collapsed. */
const HNS_TABLE_WRAP = `Name     Type     ID                                   Subnets
----     ----     --                                   -------
cbr0     L2Bridge 777F0851-EF37-4D73-BAE3-8F3464294CCB {@{AddressPrefix=10.244.1.0/24;
                                                       GatewayAddress=10.244.1.1}}
`;
const HNS_TABLE_COLLAPSED = 'Name Type ID Subnets\n---- ---- -- -------\nnat nat F413E630-CC75-4B89-9ED4-FCD57324153B {@{AddressPrefix=172.20.0.0/16; GatewayAddress=172.20.0.1}}\ncbr0 L2Bridge 777F0851-EF37-4D73-BAE3-8F3464294CCB {}\n';

/** One dump each, read through the importer (and replayed). */
export const DUMP_FILES: Record<string, string> = {
  // IPv6 a node cannot mean (issue 31): a zone id, a mapped address, loopback, a bad list entry; a zone
  // in a rule condition, a mapped and a malformed DIP, an lbnat rule whose only DIP has a zone.
  'hns-ipv6-odd.json': json([
    { ID: 'e6a1', IPAddress: '10.244.1.5', IPv6Address: 'fd00::5%eth0', GatewayAddressV6: '::ffff:10.244.1.1' },
    { ID: 'e6a2', IPAddress: '10.244.1.6', IPv6Address: '::1' },
    { ID: 'lb6', FrontendVIPs: ['fd00::10', 'fd00::10::1'], HostComputeEndpoints: ['e6a1'], Flags: 2 },
  ]),
  'rules-ipv6-odd.txt': [
    'LAYER : SLB_NAT_LAYER',
    '  GROUP : SLB_GROUP_NAT_IPv6_OUT',
    '      Direction : OUT',
    '      Type : IPv6',
    '    RULE : LB_v6',
    '        Priority : 100',
    '        Type : lbnat',
    '        Conditions:',
    '            Destination IP : fe80::10%eth0',
    '        DIP Range(s) :',
    '            { ::ffff:10.244.1.5 : 80 }',
    '            { fd00::5::1 : 80 }',
    '            { fd00::6 : 80 }',
    '    RULE : LB_v6_none',
    '        Priority : 101',
    '        Type : lbnat',
    '        DIP Range(s) :',
    '            { fd00::7%eth0 : 80 }',
    'Command list-rule succeeded!',
    '',
  ].join('\n'),
  'hnsdiag-lb.txt': 'LoadBalancers:\nName             ID\nlb  B5083512-BE1D-4326-B58F-56CA5154E8D5\n',
  'hnsdiag-nothing.txt': 'Networks:\nLoadBalancers:\n',
  'table-then-json.txt': 'Name  ID\n----  --\nnat   n1\n[{ "ID": "n1", "Name": "nat", "Type": "nat", "Subnets": [{ "AddressPrefix": "172.19.0.0/20" }] }]\n',
  'hnsdiag-damaged.txt': HNSDIAG,
  'hnsdiag-none.txt': 'Networks:\nName             ID\n',
  'netsh-damaged.txt': NETSH,
  'netsh-none.txt': 'Protocol tcp Dynamic Port Range\nsomething else\n',
  'hns-list-cut.txt': HNS_LIST_CUT,
  'hns-pasted.json': HNS_PASTED,
  'hns-list-unclosed.txt': HNS_LIST_UNCLOSED,
  'hns-odd.json': HNS_ODD,
  'json-cut.json': '[{"ID": "n1", "Type": "L2Bridge", "Subnets": [{"AddressPrefix": "10.0.0.0/24"',
  'json-none.json': '   \n',
  'long-line.txt': `Name : x\nID : ${'a'.repeat(70 * 1024)}\n`.repeat(7),
  'ports-damaged.txt': PORTS,
  'ports-none.txt': 'Port Friendly name : x\nITEM LIST\n',
  'rules-damaged.txt': RULES,
  'vfp-damaged.json': VFP_JSON,
  'vfp-groups.json': json({ Groups: [{ Name: 'G', Priority: 1, Direction: 2, Rules: [] }] }),
  'vfp-nothing.json': json({ Layers: 1, Foo: { Rules: 2 } }),
  'hns-damaged.json': HNS_JSON,
  'hns-shallow.json': HNS_SHALLOW,
  'hns-empty.json': '[]',
  'hns-none.json': json([{ Foo: 1 }]),
  'hns-list-short.txt': 'ID : a1\nName : x\nType : nat\n\nID : b2\nName : y',
  'hns-json-nothing.json': '[{"ID": "n1", "Type": "L2Br',
  'hns-table-none.txt': 'ID   Name   IPAddress\n--   ----   ---------\n',
  'hns-table-odd.txt': HNS_TABLE_ODD,
  'hns-table-wrap.txt': HNS_TABLE_WRAP,
  // Terminal color codes: PowerShell 7's green header (two codes), and one left alone on a line.
  'hns-table-colored.txt': HNS_TABLE_WRAP.replace(/^(.*)$/m, '\u001b[32;1m$1\u001b[0m'),
  'colored-one.txt': `${HNS_TABLE_WRAP}\u001b[0m\n`,
  'hns-table-removed.txt': `WARNING: 1 column does not fit into the display and was removed.\n\n${HNS_TABLE_WRAP}`,
  'hns-table-collapsed.txt': HNS_TABLE_COLLAPSED,
  'ipconfig-none.txt': 'Windows IP Configuration\n\n   IPv4 Address. . . . . . . . . . . : 10.0.0.1\n',
  'ports-unnamed.txt': 'Port Friendly name : x\nSwitch name : sw\n',
  'rules-named.txt': RULES_NAMED,
  'rules-friendly-only.txt': RULES_FRIENDLY_ONLY,
  'vfp-rules-only.json': json({ Rules: [{ Name: 'R9', Priority: 1, Type: 'allow' }] }),
  // vfpctrl JSON cut short: its reader takes no cut-back, so the syntax error says the text ends inside a value.
  'vfp-cut.json': '{ "Ports": [ { "Name": "4FD72AB0-2C35-4AE7-AC9A-F893495BD5EF", "Layers": [ { "Name": "L1", "Groups": [',
  'ipconfig-stray.txt': `Windows IP Configuration\n\n${['one', 'two', 'three', 'four', 'five'].map((w) => `${w} stray line`).join('\n')}\nEthernet adapter Ethernet:\n\n   IPv4 Address. . . . . . . . . . . : 10.0.0.4(Preferred)\n   Subnet Mask . . . . . . . . . . . : 255.255.255.0\n`,
  'kube-proxy-bad.log': KUBE_PROXY_BAD,
  'elb-bare-one.json': ELB_BARE_ONE,
  'rules-fields.txt': RULES_FIELDS,
  // A raw line break inside a JSON string (reached only by chance through the damaged samples before).
  'cni-raw-line-break.conf': '{ "cniVersion": "0.3.0", "name": "net\na", "type": "sdnbridge" }\n',
  'elb-bare-many.txt': ELB_BARE_MANY,
  'kube-proxy-created.log': `${created('10.96.0.10', 'a335d997-4160-44f9-9f72-1087a2cba45e')}\n${created('10.96.0.11', 'b335d997-4160-44f9-9f72-1087a2cba45e')}\n`,
  'kube-proxy-created-one.log': `${created('10.96.0.10', 'a335d997-4160-44f9-9f72-1087a2cba45e')}\n`,
};
