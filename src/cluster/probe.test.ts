// Probe refs (design.md §4 "Refs"): pod/[ns/]name[:port], service/[ns/]name:port-or-name,
// node/name[:port], external/name[:port], or a literal IP[:port]; errors name what exists.
import { describe, expect, it } from 'vitest';
import { mustIpv4 } from '../core/net/ip';
import { bridgeCluster, external, linuxNode, pod, probeSpec, resolved, service } from './testing/scenario';
import { probePacket, resolveRef } from './probe';

const rs = resolved(
  bridgeCluster({
    nodes: [
      { name: 'win-1', ip: '10.127.130.11', podCIDR: '10.244.1.0/24' },
      { name: 'win-2', ip: '10.127.130.12', podCIDR: '10.244.2.0/24' },
      linuxNode('lin-1', '10.127.130.13', '10.244.3.0/24'),
    ],
    pods: [pod('web', 'win-1', { ip: '10.244.1.10' }), pod('api', 'win-2', { ip: '10.244.2.10', namespace: 'prod' }), pod('tux', 'lin-1', { ip: '10.244.3.10' })],
    services: [
      service('web', 'x', { clusterIP: '10.96.0.50', ports: [{ name: 'http', port: 80 }, { name: 'https', port: 443 }] }),
      service('lb', 'x', { type: 'LoadBalancer', clusterIP: '10.96.0.51', loadBalancerIP: '192.0.2.10' }),
      service('ext', 'x', { clusterIP: '10.96.0.52', externalIPs: ['192.0.2.20'] }),
    ],
    externals: [external('site', '93.184.216.34', ['tcp/443'])],
  }),
);
const ok = (ref: string, fromOutside = false) => {
  const r = resolveRef(rs, ref, fromOutside);
  if (!r.ok) throw new Error(r.message);
  return r.value;
};
const failure = (ref: string) => {
  const r = resolveRef(rs, ref);
  if (r.ok) throw new Error(`${ref} resolved`);
  return r.message;
};

describe('resolveRef', () => {
  it('pod/name means namespace default; the canonical ref is pod/ns/name; the packet starts in the pod\'s compartment', () => {
    expect(ok('pod/web')).toEqual({ ref: 'pod/default/web', ip: mustIpv4('10.244.1.10'), port: undefined, start: { host: 'win-1', compartment: 'pod/default/web' } });
  });

  it('pod/ns/name:port names a pod of another namespace and a port', () => {
    expect(ok('pod/prod/api:8080')).toMatchObject({ ref: 'pod/prod/api', ip: mustIpv4('10.244.2.10'), port: 8080 });
  });

  it('service/ns/name:portName resolves the Service port by name to its number and the ClusterIP', () => {
    expect(ok('service/default/web:https')).toEqual({ ref: 'service/default/web:443', ip: mustIpv4('10.96.0.50'), port: 443 });
  });

  it('service/name:port resolves the Service port by number', () => {
    expect(ok('service/web:80')).toMatchObject({ ref: 'service/default/web:80', port: 80 });
  });

  it('a Service has no start: a probe cannot start there', () => {
    expect(ok('service/web:80').start).toBeUndefined();
  });

  it('from outside, a Service ref means its LoadBalancer IP, else its first external IP, else its ClusterIP', () => {
    expect(ok('service/lb:80', true).ip).toBe(mustIpv4('192.0.2.10'));
    expect(ok('service/ext:80', true).ip).toBe(mustIpv4('192.0.2.20'));
    expect(ok('service/web:80', true).ip).toBe(mustIpv4('10.96.0.50'));
    expect(ok('service/lb:80').ip).toBe(mustIpv4('10.96.0.51'));
  });

  it('node/name:port is the node IP; the packet starts in the host compartment', () => {
    expect(ok('node/win-2:10250')).toEqual({ ref: 'node/win-2', ip: mustIpv4('10.127.130.12'), port: 10250, start: { host: 'win-2', compartment: 'win-2/host' } });
  });

  it('external/name is the outside host; the packet starts there', () => {
    expect(ok('external/site:443')).toEqual({ ref: 'external/site', ip: mustIpv4('93.184.216.34'), port: 443, start: { host: 'external/site', compartment: 'external/site' } });
  });

  it('a literal IP:port is that address and port, with no start', () => {
    expect(ok('8.8.8.8:53')).toEqual({ ref: '8.8.8.8:53', ip: mustIpv4('8.8.8.8'), port: 53 });
    expect(ok('8.8.8.8')).toEqual({ ref: '8.8.8.8', ip: mustIpv4('8.8.8.8'), port: undefined });
  });
});

describe('resolveRef errors name what exists', () => {
  it('an unknown pod lists the pods', () => {
    expect(failure('pod/nope')).toMatch(/no pod default\/nope.*default\/web.*prod\/api/);
  });

  it('an unknown Service lists the Services', () => {
    expect(failure('service/nope:80')).toMatch(/no Service default\/nope.*default\/web/);
  });

  it('a Service ref without a port suggests one', () => {
    expect(failure('service/web')).toMatch(/needs a port: service\/default\/web:80/);
  });

  it('an unknown Service port lists the Service\'s ports', () => {
    expect(failure('service/web:8443')).toMatch(/no port 8443 \(ports: http, https\)/);
  });

  it('an unknown node lists the nodes', () => {
    expect(failure('node/win-9')).toMatch(/win-1.*win-2.*lin-1/);
  });

  it('an unknown external host lists the external hosts', () => {
    expect(failure('external/nope')).toMatch(/site/);
  });

  it('a port that is not a number is refused', () => {
    expect(failure('pod/web:http')).toMatch(/not a port number/);
    expect(failure('10.0.0.1:99999')).toMatch(/not a port number/);
  });

  it('something that is not a ref is refused', () => {
    expect(failure('deployment/web')).toMatch(/not a ref/);
  });
});

describe('probePacket', () => {
  const packet = (from: string, to: string, extra = {}, index = 0) => {
    const r = probePacket(rs, probeSpec(from, to, extra), index);
    if (!r.ok) throw new Error(r.message);
    return r.value.packet;
  };

  it('a TCP probe sends a SYN from an ephemeral port 49152 + the probe\'s index (Windows\' dynamic range)', () => {
    expect(packet('pod/web', 'pod/prod/api:8080', {}, 3)).toMatchObject({ src: mustIpv4('10.244.1.10'), dst: mustIpv4('10.244.2.10'), protocol: 'tcp', srcPort: 49155, dstPort: 8080, tcpFlags: 'SYN', size: 64, df: false });
  });

  it('srcPort, size and df are taken from the probe', () => {
    expect(packet('pod/web', 'pod/prod/api:8080', { srcPort: 50000, size: 1400, df: true })).toMatchObject({ srcPort: 50000, size: 1400, df: true });
  });

  it('Windows senders start with TTL 128; Linux and outside hosts with 64', () => {
    expect(packet('pod/web', '8.8.8.8:53').ttl).toBe(128);
    expect(packet('pod/tux', '8.8.8.8:53').ttl).toBe(64);
    expect(packet('external/site', 'pod/web:80').ttl).toBe(64);
  });

  it('an ICMP probe is an echo request and needs no port', () => {
    expect(packet('pod/web', 'pod/prod/api', { protocol: 'icmp' })).toMatchObject({ protocol: 'icmp', icmp: 'echo-request', dstPort: 0 });
  });

  it('from outside, a Service probe goes to the Service\'s external address', () => {
    expect(packet('external/site', 'service/lb:80').dst).toBe(mustIpv4('192.0.2.10'));
  });

  it('TCP and UDP need a destination port', () => {
    const r = probePacket(rs, probeSpec('pod/web', 'pod/prod/api', { protocol: 'udp' }), 0);
    expect(r.ok ? '' : r.message).toMatch(/UDP needs a destination port/);
  });

  it('a probe cannot start at a Service or a literal IP', () => {
    for (const from of ['service/web:80', '10.0.0.1']) {
      const r = probePacket(rs, probeSpec(from, 'pod/web:80'), 0);
      expect(r.ok ? '' : r.message).toMatch(/^from: /);
    }
  });

  it('errors say which end of the probe they concern', () => {
    const r = probePacket(rs, probeSpec('pod/web', 'pod/ghost:80'), 0);
    expect(r.ok ? '' : r.message).toMatch(/^to: no pod default\/ghost/);
  });
});
