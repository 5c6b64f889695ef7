// The builders themselves: the conventions other core tests rely on.
import { describe, expect, it } from 'vitest';
import { mustIpv4 } from '../net/ip';
import { buildWorld, cbr0PortId, cond, drMacOf, externalPortId, hostPortId, nodeMacOf, podMacOf, podPortId, podRef, portOf, rule, startOf, windowsHostOf } from './builders';
import { CLIENT, N1, N2, twoNodes, twoOverlayNodes } from './fixtures';

const ip = mustIpv4;

describe('buildWorld', () => {
  it('gives each Windows host a host vNIC, a cbr0 endpoint, an uplink and one port per pod', () => {
    const n1 = windowsHostOf(buildWorld(twoNodes()), N1.name);
    expect(n1.vswitch.ports.map((p) => [p.id, p.kind])).toEqual([
      [hostPortId(N1.name), 'host'],
      [cbr0PortId(N1.name), 'host'],
      [podPortId(N1.name, 'client'), 'endpoint'],
      [podPortId(N1.name, 'web'), 'endpoint'],
      [externalPortId(N1.name), 'external'],
    ]);
    expect(n1.vswitch.externalPortId).toBe(externalPortId(N1.name));
    expect(portOf(buildWorld(twoNodes()), N1.name, hostPortId(N1.name)).mac).toBe(nodeMacOf(N1.ip));
  });

  it('on an L2 underlay, adds host-gw routes to the other hosts’ pod CIDRs', () => {
    const host = windowsHostOf(buildWorld(twoNodes()), N1.name).compartments[0]!;
    expect(host.routes.find((r) => r.prefix.family === 'ipv4' && r.prefix.base === ip('10.1.2.0'))?.nextHop).toBe(ip(N2.ip));
  });

  it('on a VPC underlay, routes the pod CIDRs in the underlay instead', () => {
    const w = buildWorld({ ...twoNodes(), underlay: { ...twoNodes().underlay, kind: 'vpc' } });
    expect(w.underlay.nodeRoutes.map((r) => r.node)).toEqual([N1.name, N2.name]);
    const host = windowsHostOf(w, N1.name).compartments[0]!;
    expect(host.routes.some((r) => r.nextHop === ip(N2.ip))).toBe(false);
  });

  it('gives pods their MAC, the pod CIDR on-link and a default route via cbr0 (.2)', () => {
    const c = windowsHostOf(buildWorld(twoNodes()), N1.name).compartments.find((x) => x.owner === podRef(CLIENT.name))!;
    expect(c.interfaces[0]!.mac).toBe(podMacOf(CLIENT.ip));
    expect(c.routes.map((r) => r.nextHop)).toEqual([undefined, ip(N1.cbr0)]);
  });

  it('on Overlay, the gateway is the distributed router (.1) and there is no cbr0', () => {
    const n1 = windowsHostOf(buildWorld(twoOverlayNodes()), N1.name);
    expect(n1.network).toMatchObject({ type: 'Overlay', drMac: drMacOf(N1.podCidr) });
    expect(n1.vswitch.ports.some((p) => p.id === cbr0PortId(N1.name))).toBe(false);
    expect(n1.neighbors.get(ip('10.1.1.1'))).toBe(drMacOf(N1.podCidr));
  });

  it('builds fresh objects each time (the core caches indexes per object)', () => {
    const a = buildWorld(twoNodes());
    const b = buildWorld(twoNodes());
    expect(a).toEqual(b);
    expect(a.hosts.get(N1.name)).not.toBe(b.hosts.get(N1.name));
  });

  it('startOf finds a compartment by owner', () => {
    const w = buildWorld(twoNodes());
    expect(startOf(w, podRef(CLIENT.name))).toEqual({ host: N1.name, compartment: podRef(CLIENT.name) });
    expect(startOf(w, 'node/n2')).toEqual({ host: N2.name, compartment: `${N2.name}/host` });
    expect(() => startOf(w, 'pod/default/nobody')).toThrow();
  });
});

describe('cond and rule', () => {
  it('reads a pair of numbers as a range and longer lists as ports', () => {
    expect(cond({ dstPorts: [8000, 8080] }).dstPorts).toEqual([{ lo: 8000, hi: 8080 }]);
    expect(cond({ dstPorts: [[80, 80], [443, 443]] }).dstPorts).toEqual([{ lo: 80, hi: 80 }, { lo: 443, hi: 443 }]);
    expect(cond({ dstPorts: [53, 80, 443] }).dstPorts).toEqual([{ lo: 53, hi: 53 }, { lo: 80, hi: 80 }, { lo: 443, hi: 443 }]);
  });

  it('sets raw flags as vfpctrl prints them', () => {
    expect(rule('r', { type: 'allow' }).flags).toEqual({ terminating: true, stateful: true, raw: 8195 });
    expect(rule('r', { type: 'allow' }, {}, { stateful: false }).flags.raw).toBe(1);
  });
});
