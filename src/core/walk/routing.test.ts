import { describe, expect, it } from 'vitest';
import { buildWorld, ip, nodeMacOf, prefix, windowsHostOf } from '../testing/builders';
import { N1, N2, twoNodes } from '../testing/fixtures';
import type { Compartment, Route } from '../world/world';
import { describeRoute, hostCompartment, lookupRoute, nextHopMac, resolveMac } from './routing';

const comp = (routes: Route[]): Compartment => ({ id: 'c', kind: 'host', owner: 'node/x', interfaces: [], routes, listeners: [], closedPort: 'drop', ttl: 128 });
const r = (to: string, iface: string, metric?: number, via?: string): Route => ({ prefix: prefix(to), iface, metric, nextHop: via === undefined ? undefined : ip(via) });

describe('lookupRoute', () => {
  it('picks the longest matching prefix, whatever the order', () => {
    const c = comp([r('0.0.0.0/0', 'default'), r('10.1.0.0/16', 'sixteen'), r('10.1.2.0/24', 'twentyfour')]);
    expect(lookupRoute(c, ip('10.1.2.3'))?.iface).toBe('twentyfour');
    expect(lookupRoute(c, ip('10.1.3.3'))?.iface).toBe('sixteen');
    expect(lookupRoute(c, ip('8.8.8.8'))?.iface).toBe('default');
  });

  it('among equally long prefixes, the lower metric wins (absent metric = 0)', () => {
    expect(lookupRoute(comp([r('10.0.0.0/8', 'a', 20), r('10.0.0.0/8', 'b', 10)]), ip('10.1.1.1'))?.iface).toBe('b');
    expect(lookupRoute(comp([r('10.0.0.0/8', 'a', 5), r('10.0.0.0/8', 'b')]), ip('10.1.1.1'))?.iface).toBe('b');
  });

  it('returns undefined when no route matches', () => {
    expect(lookupRoute(comp([r('10.0.0.0/8', 'a')]), ip('192.168.1.1'))).toBeUndefined();
  });

  it('describes a route in one line', () => {
    expect(describeRoute({ ...r('10.1.2.0/24', 'eth0', undefined, '10.0.0.12'), note: 'host-gw' })).toBe('10.1.2.0/24 via 10.0.0.12 on eth0 (host-gw)');
    expect(describeRoute(r('10.1.2.0/24', 'eth0'))).toBe('10.1.2.0/24 on-link on eth0');
  });
});

describe('neighbours and next hops', () => {
  const world = buildWorld(twoNodes());
  const n1 = windowsHostOf(world, N1.name);

  it("resolveMac answers from the host's ARP table", () => {
    expect(resolveMac(n1, ip(N2.ip))).toBe(nodeMacOf(N2.ip));
    expect(resolveMac(n1, ip('10.0.0.99'))).toBeUndefined();
  });

  it("nextHopMac follows the host compartment's routes (host-gw route to n2's pod CIDR)", () => {
    expect(hostCompartment(n1).id).toBe(`${N1.name}/host`);
    expect(nextHopMac(n1, ip('10.1.2.20'))).toEqual({ mac: nodeMacOf(N2.ip), via: ip(N2.ip) });
  });

  it('nextHopMac gives no MAC when the host has no route or no neighbour', () => {
    const isolated = windowsHostOf(buildWorld({ ...twoNodes(), windows: twoNodes().windows.map((w) => ({ ...w, defaultRoute: false })) }), N1.name);
    expect(nextHopMac(isolated, ip('8.8.8.8')).mac).toBeUndefined();
    expect(nextHopMac(n1, ip('10.0.0.99')).mac).toBeUndefined();
  });
});
