import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatIp, formatPrefix } from '../../core/net/ip';
import type { Group, Port } from '../../core/vfp/model';
import { count, detect, parse } from './vfpctrl-rules';

const real = (name: string) => readFileSync(new URL(`../../../fixtures/real/${name}`, import.meta.url), 'utf8');
const RKE2 = 'vfpctrl-list-rule-acl-endpoint-layer-calico-rke2.txt';
const FW_ADMIN = 'vfpctrl-list-rule-fw-admin-layer-sdn-host.txt';

const onlyGroup = (port: Port): Group => {
  expect(port.layers).toHaveLength(1);
  expect(port.layers[0]!.groups).toHaveLength(1);
  return port.layers[0]!.groups[0]!;
};

describe('vfpctrl /list-rule, real RKE2 Calico ACL dump (filtered by /layer)', () => {
  const res = parse(real(RKE2), RKE2);
  const port = res.value!.vfp.ports[0]!;

  it('reads one group of two allow rules, without errors', () => {
    expect(res.errors).toEqual([]);
    expect(count(res.value!)).toEqual({ ports: 1, layers: 1, groups: 1, rules: 2 });
    const g = onlyGroup(port);
    expect(g).toMatchObject({ name: 'ACL_ENDPOINT_GROUP_IPV4_IN', friendlyName: 'ACL_ENDPOINT_GROUP_IPV4_IN', priority: 1, direction: 'in', family: 'ipv4', matchType: 'priority' });
    expect(g.conditions).toEqual({});
  });

  it('reads the first rule field by field', () => {
    const r = onlyGroup(port).rules[0]!;
    expect(r).toMatchObject({ id: 'A2CFF68C-B5F4-4988-841F-0F6F77AF3D09', friendlyName: 'allow-host-to-endpoint', priority: 900, flowTtl: 240, action: { type: 'allow' } });
    expect(r.flags).toEqual({ terminating: true, stateful: true, raw: 8195 });
    expect(r.conditions.srcIp?.map(formatPrefix)).toEqual(['10.156.233.218/32']);
    expect(r.provenance).toEqual({ by: 'vfpctrl dump' });
    expect(r.extra).toBeUndefined();
  });

  it('reads the Calico profile rule with no condition', () => {
    const r = onlyGroup(port).rules[1]!;
    expect(r).toMatchObject({ id: '0EE8DCA1-9AA8-417C-88E0-422CE9E52CBF', friendlyName: 'profile-kns.rke2-tcp-reset-test--atbkwj8tPVFG3P1-0', priority: 1000 });
    expect(r.conditions).toEqual({});
  });

  it('infers the layer from the group name, with a warning, and an assumed priority', () => {
    const layer = port.layers[0]!;
    expect(layer.name).toBe('ACL_ENDPOINT_LAYER');
    expect(layer.provenance?.assumptions).toEqual(['layer-order']);
    expect(res.warnings).toContainEqual(expect.objectContaining({ line: 4, field: 'LAYER', message: expect.stringMatching(/no LAYER line.*ACL_ENDPOINT_LAYER/) }));
  });

  it('keeps the rules on a placeholder port named after the file, with a warning', () => {
    expect(port.id).toBe(`unknown-port:${RKE2}`);
    expect(port.kind).toBe('endpoint');
    expect(res.warnings.some((w) => w.field === 'port' && /placeholder port/.test(w.message))).toBe(true);
  });

  it('warns about the trailing `(redacted)` line, naming it', () => {
    expect(res.warnings).toContainEqual(expect.objectContaining({ line: 32, message: expect.stringContaining('(redacted)') }));
  });

  it('blocks unmatched inbound packets in the ACL layer by VFP Lab assumption', () => {
    expect(port.layers[0]!.defaultAction).toEqual({ in: 'block', out: 'allow' });
    expect(port.layers[0]!.defaultNote?.in?.assumption).toBe('acl-default-deny-ingress');
  });

  it('reads the same with CRLF line ends and a BOM', () => {
    const crlf = parse(`\uFEFF${real(RKE2).replace(/\n/g, '\r\n')}`, RKE2);
    expect(crlf.value).toEqual(res.value);
    expect(crlf.warnings).toEqual(res.warnings);
  });
});

describe('vfpctrl /list-rule, real SDN host FW_ADMIN dump (whole port, LAYER lines)', () => {
  const res = parse(real(FW_ADMIN), FW_ADMIN);
  const port = res.value!.vfp.ports[0]!;

  it('reads layer, group and both rules', () => {
    expect(res.errors).toEqual([]);
    const layer = port.layers[0]!;
    expect(layer).toMatchObject({ name: 'FW_ADMIN_LAYER_ID', friendlyName: 'FW_ADMIN_LAYER', priority: 14, stateful: true });
    expect(layer.provenance?.assumptions).toBeUndefined();
    const g = onlyGroup(port);
    expect(g).toMatchObject({ name: 'FW_GROUP_IPv4_IN_ID', friendlyName: 'FW_GROUP_IPv4_IN', direction: 'in', family: 'ipv4' });
    expect(g.rules.map((r) => [r.id, r.priority, r.action.type, r.friendlyName])).toEqual([
      ['418b4399-4acf-4641-9278-7bed0fc6b129', 1000, 'allow', undefined],
      ['eb952905-a8ab-4591-86b0-202cbb575cc4', 65532, 'block', undefined],
    ]);
  });

  it('warns only that the port is not named', () => {
    expect(res.warnings).toHaveLength(1);
    expect(res.warnings[0]!.message).toMatch(/placeholder port unknown-port:.*its kind is unknown/);
  });
});

// A whole port as a collect script writes it (dumpVfpPolicies.ps1 echoes "Policy for port :" and the
// GUID on the next line), then a second port; values are ours, the shapes follow VFP notes §3.1.
const WHOLE_PORTS = `Policy for port : 
6c1f3a52-1f0e-4c55-a7c1-3b2f0d9e8a11
 ITEM LIST
===========

LAYER : LB_DSR
    Friendly name : LB_DSR
    Priority : 30

  GROUP : LB_DSR_IPv4_OUT
      Friendly name : LB_DSR_IPv4_OUT
      Priority : 100
      Direction : OUT
      Type : IPv4
        Conditions:
            <none>
      Match type : Priority-based match

    RULE : LB_DSR_10_0_0_4_10_96_0_10_53_53_17
        Friendly name : LB_DSR_10_0_0_4_10_96_0_10_53_53_17
        Priority : 100
        Flags : 8195 terminating stateful 
        Type : lbnat
        Conditions:
            Protocols : 17
            Destination IP : 10.96.0.10
            Destination ports : 53
        Flow TTL: 240
        DIP Range(s) :
            { 10.244.1.7 : 53 }
            { 10.244.2.9 : 53 }
            { fd00:10:244::13f : 53 }
        FlagsEx : 0 

LAYER : SLB_NAT_LAYER
    Friendly name : SLB_NAT_LAYER
    Priority : 40

  GROUP : SLB_GROUP_NAT_IPv4_OUT
      Friendly name : SLB_GROUP_NAT_IPv4_OUT
      Priority : 200
      Direction : OUT
      Type : IPv4
        Conditions:
            <none>
      Match type : Priority-based match

    RULE : SNAT_TCP_OUTBOUNDNAT_6_10_0_0_4
        Friendly name : SNAT_TCP_OUTBOUNDNAT_6_10_0_0_4
        Priority : 500
        Flags : 8195 terminating stateful 
        Type : dynnat
        Conditions:
            Source IP : 10.244.1.7
            Destination IP : 10.0.0.0-10.0.0.255, 192.168.0.0/255.255.0.0
            Protocols : 6
            Destination ports : 1-1023, 8080
        Flow TTL: 240
        Rule Data:
            Type : Source_Nat
            NatPool : SLB_NATPOOL_IPV4_TCP_10.244.1.710.0.0.4
        FlagsEx : 0 

LAYER : VNET_PA_ROUTE_LAYER
    Friendly name : VNET_PA_ROUTE_LAYER
    Priority : 50

  GROUP : VNET_GROUP_PA_ROUTE_IPV4_OUT
      Friendly name : VNET_GROUP_PA_ROUTE_IPV4_OUT
      Priority : 200
      Direction : OUT
      Type : IPv4
        Conditions:
            <none>
      Match type : Priority-based match

    RULE :
        Friendly name : PA_ROUTE
        Priority : 45535
        Flags : 1 terminating
        Type : paroute
        Conditions:
            <none>
        Flow TTL: 0
        Rule Data:
        VLAN ID: 0
        Using default compartment
        Cache pruning threshold: 10
        FlagsEx : 0
Command list-rule succeeded!
Blocked : FALSE

Policy for port : 
0b0d5c7e-9a51-4e0f-8d07-2f6c1a7e3b42
 ITEM LIST
===========

  GROUP : ACL_ENDPOINT_GROUP_IPV6_IN
      Friendly name : ACL_ENDPOINT_GROUP_IPV6_IN
      Priority : 1
      Direction : IN
      Type : IPv6
        Conditions:
            <none>
      Match type : Priority-based match

    RULE : 5F0D7D51-2C3B-4C7A-9E3E-6A1B2C3D4E5F
        Friendly name : block-v6
        Priority : 65500
        Flags : 3 terminating stateful
        Type : block
        Conditions:
            Source IP : fd00:10:244::/64
        Flow TTL: 240
        Transposition : none
        FlagsEx : 0
Command list-rule succeeded!
Blocked : TRUE
`;

describe('vfpctrl /list-rule, several ports as collect scripts write them', () => {
  const res = parse(WHOLE_PORTS, 'vfpOutput.txt');
  const [first, second] = res.value!.vfp.ports;

  it('reads two named ports and their layers in order', () => {
    expect(res.errors).toEqual([]);
    expect(count(res.value!)).toEqual({ ports: 2, layers: 4, groups: 4, rules: 4 });
    expect(first!.id).toBe('6c1f3a52-1f0e-4c55-a7c1-3b2f0d9e8a11');
    expect(first!.layers.map((l) => [l.name, l.priority])).toEqual([
      ['LB_DSR', 30],
      ['SLB_NAT_LAYER', 40],
      ['VNET_PA_ROUTE_LAYER', 50],
    ]);
    expect(first!.kind).toBe('endpoint');
    expect(res.warnings.some((w) => /placeholder/.test(w.message))).toBe(false);
  });

  it('turns lbnat DIP ranges into backends, the IPv6 one too (issue 31)', () => {
    const rule = first!.layers[0]!.groups[0]!.rules[0]!;
    expect(rule.action.type).toBe('lbnat');
    if (rule.action.type !== 'lbnat') return;
    expect(rule.action.backends.map((b) => `${formatIp(b.ip)}:${b.port}`)).toEqual(['10.244.1.7:53', '10.244.2.9:53', 'fd00:10:244::13f:53']);
    expect(rule.conditions.protocols).toEqual([17]);
    expect(rule.conditions.dstIp?.map(formatPrefix)).toEqual(['10.96.0.10/32']);
    expect(rule.conditions.dstPorts).toEqual([{ lo: 53, hi: 53 }]);
    expect(res.warnings.filter((w) => w.field === 'DIP Range(s)')).toEqual([]);
  });

  it('turns dynnat Rule Data into a NAT pool of unknown address, with a warning', () => {
    const rule = first!.layers[1]!.groups[0]!.rules[0]!;
    expect(rule.action).toEqual({ type: 'dynnat', pool: { name: 'SLB_NATPOOL_IPV4_TCP_10.244.1.710.0.0.4', ip: 0, lo: 0, hi: 65535 } });
    expect(rule.conditions.dstIp?.map(formatPrefix)).toEqual(['10.0.0.0/24', '192.168.0.0/16']);
    expect(rule.conditions.dstPorts).toEqual([
      { lo: 1, hi: 1023 },
      { lo: 8080, hi: 8080 },
    ]);
    expect(rule.extra).toEqual(['Rule Data:\n  Type : Source_Nat\n  NatPool : SLB_NATPOOL_IPV4_TCP_10.244.1.710.0.0.4']);
    expect(res.warnings).toContainEqual(expect.objectContaining({ field: 'Rule Data', message: expect.stringContaining('using 0.0.0.0') }));
  });

  it('names an unnamed rule by its friendly name and keeps flush Rule Data lines as text', () => {
    const rule = first!.layers[2]!.groups[0]!.rules[0]!;
    expect(rule).toMatchObject({ id: 'PA_ROUTE', priority: 45535, flowTtl: 0, action: { type: 'paroute' }, flags: { terminating: true, stateful: false, raw: 1 } });
    expect(rule.extra).toEqual(['Rule Data:\n  VLAN ID: 0\n  Using default compartment\n  Cache pruning threshold: 10']);
  });

  it('reads the second port: inferred layer, IPv6 group, port state', () => {
    expect(second!.id).toBe('0b0d5c7e-9a51-4e0f-8d07-2f6c1a7e3b42');
    expect(first!.blocked).toBe(false);
    expect(second!.blocked).toBe(true);
    const g = second!.layers[0]!.groups[0]!;
    expect(second!.layers[0]!.name).toBe('ACL_ENDPOINT_LAYER');
    expect(g.family).toBe('ipv6');
    expect(g.rules[0]!.conditions.srcIp?.map(formatPrefix)).toEqual(['fd00:10:244::/64']);
    expect(g.rules[0]!.extra).toEqual(['Transposition : none']);
  });
});

describe('vfpctrl /list-rule, edge cases', () => {
  it('reads a banner-only list as an empty list', () => {
    const res = parse(' ITEM LIST\r\n===========\r\n\r\nCommand list-rule succeeded!\r\n', 'empty.txt');
    expect(res.errors).toEqual([]);
    expect(count(res.value!)).toEqual({ ports: 0, layers: 0, groups: 0, rules: 0 });
    expect(res.value!.notes).toContain('The rule list is empty (banner only).');
  });

  it('reports an ERROR line as an error with its line', () => {
    const res = parse(' ITEM LIST\n===========\nERROR: failed to find port 1234\n', 'err.txt');
    expect(res.errors).toEqual([{ message: 'vfpctrl reported `ERROR: failed to find port 1234`', msg: { id: 'vfp.reported', args: { t: '`ERROR: failed to find port 1234`' } }, line: 3 }]);
  });

  it('names line and field of a priority that is not a number', () => {
    const text = real(FW_ADMIN).replace('Priority : 1000', 'Priority : abc');
    const res = parse(text, 'x');
    expect(res.errors).toEqual([{ message: '`Priority : abc` is not a number', msg: { id: 'vfp.notNumber', args: { t: '`Priority : abc`' } }, line: 15, field: 'Priority' }]);
    expect(res.value!.vfp.ports[0]!.layers[0]!.groups[0]!.rules).toHaveLength(2);
  });

  it('takes port and layer from an echoed vfpctrl command line', () => {
    const text = `PS C:\\> vfpctrl /port c9385412-bdef-49f5-88b0-c9d484ef6716 /layer ACL_ENDPOINT_LAYER /list-rule\n${real(RKE2)}`;
    const res = parse(text, 'x');
    expect(res.value!.vfp.ports[0]!.id).toBe('c9385412-bdef-49f5-88b0-c9d484ef6716');
    expect(res.value!.vfp.ports[0]!.layers[0]!.name).toBe('ACL_ENDPOINT_LAYER');
    expect(res.warnings.map((w) => w.field)).toEqual([undefined]); // only `(redacted)`
  });

  it('puts a group of unknown layer in UNKNOWN_LAYER, with a warning', () => {
    const res = parse('  GROUP : MY_GROUP_OUT\n      Priority : 3\n      Direction : OUT\n', 'x');
    expect(res.value!.vfp.ports[0]!.layers[0]!.name).toBe('UNKNOWN_LAYER');
    expect(res.warnings[0]).toMatchObject({ line: 1, field: 'LAYER' });
  });

  it('reports a condition that is not an address as an error on its line', () => {
    const res = parse(real(RKE2).replace('Source IP : 10.156.233.218', 'Source IP : 10.156.233.999'), 'x');
    expect(res.errors).toEqual([expect.objectContaining({ line: 19, field: 'Conditions.Source IP', message: expect.stringContaining('10.156.233.999') })]);
  });

  it('fails on text that is no rule list', () => {
    const res = parse('hello\nworld\n', 'x');
    expect(res.value).toBeUndefined();
    expect(res.errors[0]!.message).toMatch(/no vfpctrl \/list-rule output/);
  });

  it('detects rule lists, and not other formats', () => {
    expect(detect(real(RKE2))).toBeGreaterThan(0.9);
    expect(detect(real(FW_ADMIN))).toBeGreaterThan(0.9);
    expect(detect(WHOLE_PORTS)).toBeGreaterThan(0.9);
    expect(detect(real('hnsdiag-list-all-flannel-vxlan.txt'))).toBe(0);
    expect(detect(real('vfpctrl-list-vmswitch-port-host-port-excerpt.txt'))).toBe(0);
  });
});

describe('vfpctrl /list-rule, a lone RULE block with no id (real: microsoft/SDN VFP.psm1 sample)', () => {
  const text = real('vfpctrl-list-rule-lone-paroute-rule-sdn.txt');

  it('is detected although `RULE :` ends its line, and the rule is named after its friendly name', () => {
    expect(detect(text)).toBeGreaterThan(0.9);
    const r = parse(text, 'lone.txt');
    expect(r.errors).toEqual([]);
    const rule = r.value!.vfp.ports[0]!.layers[0]!.groups[0]!.rules[0]!;
    expect([rule.id, rule.priority, rule.action.type, rule.flowTtl]).toEqual(['PA_ROUTE', 45535, 'paroute', 0]);
    expect(r.warnings.map((w) => w.message).join('\n')).toMatch(/the direction is unknown/);
  });
});
