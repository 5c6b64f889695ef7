// fast-check arbitraries for engine properties: random small worlds (two Windows hosts on an L2 or
// VPC underlay, pods with random VFP layers, random host routes, outside hosts) and random packets
// sent from a random stack of that world.
import fc from 'fast-check';
import type { Protocol } from '../net/protocol';
import type { Packet } from '../packet/packet';
import type { Action, Direction, Distribution, Layer, Rule } from '../vfp/model';
import { group, layer, natPool, nodeRef, packet, ping, podMacOf, podRef, rule, type CondSpec, type PodSpec, type RouteSpec, type WindowsSpec, type WorldSpec } from './builders';

interface PodPlan {
  name: string;
  ip: string;
  host: 'n1' | 'n2';
}

export const HOSTS = [
  { name: 'n1' as const, ip: '10.0.0.11', podCidr: '10.1.1.0/24' },
  { name: 'n2' as const, ip: '10.0.0.12', podCidr: '10.1.2.0/24' },
];
export const PODS: PodPlan[] = [
  { name: 'a', ip: '10.1.1.10', host: 'n1' },
  { name: 'b', ip: '10.1.1.20', host: 'n1' },
  { name: 'c', ip: '10.1.2.10', host: 'n2' },
  { name: 'd', ip: '10.1.2.20', host: 'n2' },
];
export const RANDOM_VIP = '10.96.0.10';
const SITE_IP = '10.0.0.50';
const INTERNET_IP = '93.184.216.34';
/** Destination ports packets and rules pick from; NAT pools live above 40000, away from these. */
const PORTS = [53, 80, 443, 8080];

const ADDRESSES = [...PODS.map((p) => p.ip), ...HOSTS.map((h) => h.ip), RANDOM_VIP, SITE_IP, INTERNET_IP, '10.9.0.5'];
const PREFIXES = [...ADDRESSES.map((a) => `${a}/32`), '10.1.1.0/24', '10.1.2.0/24', '10.1.0.0/16', '10.0.0.0/24', '0.0.0.0/0', '10.96.0.0/12'];

/** Some of the time, `a`; otherwise absent (most rules carry one or two conditions). */
const sometimes = <T>(a: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> => fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: a });

const condArb: fc.Arbitrary<CondSpec> = fc
  .record({
    src: sometimes(fc.constantFrom(...PREFIXES)),
    dst: sometimes(fc.constantFrom(...PREFIXES)),
    proto: sometimes(fc.constantFrom<(Protocol | number)[]>(['tcp'], ['udp'], ['icmp'], [256], ['tcp', 'udp'])),
    dstPorts: sometimes(fc.constantFrom<CondSpec['dstPorts']>(80, 53, 443, [1, 1024], [[80, 80], [8080, 8080]])),
    srcPorts: sometimes(fc.constantFrom<CondSpec['srcPorts']>([1024, 65535], [1, 1023])),
  })
  .map((c) => Object.fromEntries(Object.entries(c).filter(([, v]) => v !== undefined)) as CondSpec);

/** Backends: pods, with their MAC when they are on the same host as the port (local). */
const backendsArb = (host: string) =>
  fc.subarray(PODS, { minLength: 0, maxLength: 3 }).chain((pods) =>
    fc.tuple(...pods.map((p) => fc.constantFrom(...PORTS).map((port) => ({ ip: p.ip, port, endpoint: podRef(p.name), mac: p.host === host ? podMacOf(p.ip) : undefined })))),
  );

function actionArb(host: (typeof HOSTS)[number], poolIndex: number): fc.Arbitrary<Action> {
  const ipOf = (a: string) => Number(a.split('.').reduce((n, o) => n * 256 + Number(o), 0));
  return fc.oneof(
    { weight: 4, arbitrary: fc.constant<Action>({ type: 'allow' }) },
    { weight: 3, arbitrary: fc.constant<Action>({ type: 'block' }) },
    {
      weight: 2,
      arbitrary: fc.record({ dst: fc.constantFrom(...ADDRESSES), port: fc.option(fc.constantFrom(...PORTS), { nil: undefined }), which: fc.constantFrom('dst', 'src') }).map(
        ({ dst, port, which }): Action => (which === 'dst' ? { type: 'nat', dst: ipOf(dst), dstPort: port } : { type: 'nat', src: ipOf(dst), srcPort: port }),
      ),
    },
    {
      weight: 2,
      arbitrary: fc
        .record({ backends: backendsArb(host.name), distribution: fc.constantFrom<Distribution>('none', 'sourceIpProtocol', 'sourceIp'), selfHit: fc.constantFrom(undefined, 'drop' as const) })
        .map(({ backends, distribution, selfHit }): Action => ({
          type: 'lbnat',
          backends: backends.map((b) => ({ ip: ipOf(b.ip), port: b.port, endpoint: b.endpoint, local: b.mac !== undefined, mac: b.mac })),
          distribution,
          selfHit,
        })),
    },
    { weight: 2, arbitrary: fc.constant<Action>({ type: 'dynnat', pool: natPool(`pool-${host.name}-${poolIndex}`, host.ip, 40000 + 1000 * poolIndex) }) },
  );
}

const ruleArb = (id: string, host: (typeof HOSTS)[number], poolIndex: number): fc.Arbitrary<Rule> =>
  fc
    .record({
      action: actionArb(host, poolIndex),
      when: condArb,
      priority: fc.integer({ min: 1, max: 1000 }),
      // Mostly terminating, as every rule seen on Windows nodes.
      terminating: fc.constantFrom(true, true, true, false),
      stateful: fc.constantFrom(true, true, true, false),
      ttl: fc.constantFrom(10, 240),
    })
    // Dynamic NAT is stateful by nature (its port mapping is the flow's state); HNS always flags it so.
    .map(({ action, when, priority, terminating, stateful, ttl }) => rule(id, action, when, { priority, terminating, stateful: stateful || action.type === 'dynnat', ttl }));

function layerArb(prefix: string, host: (typeof HOSTS)[number], poolIndex: number, name: string, priority: number): fc.Arbitrary<Layer> {
  const rulesArb = (d: Direction) => fc.integer({ min: 0, max: 3 }).chain((n) => (n === 0 ? fc.constant<Rule[]>([]) : fc.tuple(...Array.from({ length: n }, (_, i) => ruleArb(`${prefix}/${name}/${d}/${i}`, host, poolIndex)))));
  return fc
    .record({
      inRules: rulesArb('in'),
      outRules: rulesArb('out'),
      inPriority: fc.integer({ min: 1, max: 3 }),
      outPriority: fc.integer({ min: 1, max: 3 }),
      defIn: fc.constantFrom<'allow' | 'block'>('allow', 'allow', 'allow', 'block'),
      defOut: fc.constantFrom<'allow' | 'block'>('allow', 'allow', 'allow', 'block'),
    })
    .map(({ inRules, outRules, inPriority, outPriority, defIn, defOut }) =>
      layer(name, priority, [group(`${name}_IN`, 'in', inRules, { priority: inPriority }), group(`${name}_OUT`, 'out', outRules, { priority: outPriority })], { default: { in: defIn, out: defOut } }),
    );
}

const LAYER_NAMES: [string, number][] = [
  ['ACL_ENDPOINT_LAYER', 10],
  ['ACL_SUBNET_LAYER', 15],
  ['SLB_LB_LAYER', 35],
];

/** 0..2 random layers for a port. */
function layersArb(prefix: string, host: (typeof HOSTS)[number], poolIndex: number): fc.Arbitrary<Layer[]> {
  return fc.subarray(LAYER_NAMES, { minLength: 0, maxLength: 2 }).chain((names) => (names.length === 0 ? fc.constant<Layer[]>([]) : fc.tuple(...names.map(([n, p]) => layerArb(prefix, host, poolIndex, n, p)))));
}

const routeArb = (self: (typeof HOSTS)[number]): fc.Arbitrary<RouteSpec> =>
  fc.record({
    to: fc.constantFrom('10.9.0.0/16', '10.1.1.0/24', '10.1.2.0/24', '93.184.216.0/24', '10.96.0.0/12'),
    via: fc.constantFrom(...HOSTS.filter((h) => h.name !== self.name).map((h) => h.ip), '10.0.0.1', '10.0.0.99'),
  });

export const listenArb = fc.subarray(['tcp/80', 'udp/53', 'tcp/8080', 'tcp/443'], { minLength: 0, maxLength: 3 });

/** A Service load balancer at the pod's port (as LB_DSR does): VIP tcp/80 → random backends. */
function serviceLayerArb(host: (typeof HOSTS)[number]): fc.Arbitrary<Layer> {
  return fc
    .record({ action: actionArb(host, 0).filter((a) => a.type === 'lbnat'), stateful: fc.constantFrom(true, true, true, false) })
    .map(({ action, stateful }) => layer('LB_DSR', 20, [group('LB_DSR_IPv4_OUT', 'out', [rule('LB_DSR_svc', action, { dst: RANDOM_VIP, proto: 'tcp', dstPorts: 80 }, { stateful })])]));
}

/** Outbound NAT at the pod's port: an exception list, then dynnat for TCP, UDP and ICMP. */
function outboundNatLayerArb(host: (typeof HOSTS)[number], poolIndex: number): fc.Arbitrary<Layer> {
  return fc.record({ exception: fc.constantFrom('10.0.0.0/8', '10.1.0.0/16', '10.96.0.0/12'), stateful: fc.constantFrom(true, true, true, false) }).map(({ exception, stateful }) =>
    layer('SLB_NAT_LAYER', 30, [
      group('SLB_GROUP_NAT_IPv4_OUT', 'out', [
        rule('OUTBOUNDNAT_EXCEPTION', { type: 'allow' }, { dst: exception }, { priority: 100, stateful }),
        rule('SNAT_OUTBOUNDNAT', { type: 'dynnat', pool: natPool(`pool-${host.name}-${poolIndex}`, host.ip, 40000 + 1000 * poolIndex) }, { proto: ['tcp', 'udp', 'icmp'] }, { priority: 1000 }),
      ]),
    ]),
  );
}

function podArb(p: PodPlan, index: number): fc.Arbitrary<PodSpec> {
  const host = HOSTS.find((h) => h.name === p.host)!;
  return fc
    .record({
      listen: listenArb,
      random: layersArb(p.name, host, index),
      service: fc.option(serviceLayerArb(host), { nil: undefined }),
      snat: fc.option(outboundNatLayerArb(host, index), { nil: undefined }),
      blocked: fc.constantFrom(false, false, false, false, false, false, false, false, false, true),
    })
    .map(({ listen, random, service, snat, blocked }) => ({ name: p.name, ip: p.ip, listen, layers: [...random, ...(service ? [service] : []), ...(snat ? [snat] : [])], blocked }));
}

function windowsArb(h: (typeof HOSTS)[number], hostIndex: number): fc.Arbitrary<WindowsSpec> {
  const pods = PODS.filter((p) => p.host === h.name);
  return fc
    .record({
      pods: fc.tuple(...pods.map((p) => podArb(p, PODS.indexOf(p)))),
      routes: fc.array(routeArb(h), { maxLength: 2 }),
      hostPortLayers: fc.oneof({ weight: 3, arbitrary: fc.constant<Layer[]>([]) }, { weight: 1, arbitrary: layersArb(`${h.name}-mgmt`, h, 10 + hostIndex) }),
      closedPort: fc.constantFrom<'drop' | 'reset'>('drop', 'reset'),
      listen: fc.subarray(['tcp/10250', 'udp/53'], { minLength: 0, maxLength: 2 }),
    })
    .map(({ pods: ps, routes, hostPortLayers, closedPort, listen }) => ({ name: h.name, ip: h.ip, podCidr: h.podCidr, pods: ps, routes, hostPortLayers, closedPort, listen }));
}

export const worldSpecArb: fc.Arbitrary<WorldSpec> = fc
  .record({
    kind: fc.constantFrom<'l2' | 'vpc'>('l2', 'l2', 'vpc'),
    mtu: fc.constantFrom(1500, 1500, 1450),
    n1: windowsArb(HOSTS[0]!, 0),
    n2: windowsArb(HOSTS[1]!, 1),
    siteListen: listenArb,
  })
  .map(({ kind, mtu, n1, n2, siteListen }) => ({
    underlay: { kind, subnet: '10.0.0.0/24', gateway: '10.0.0.1', mtu },
    windows: [n1, n2],
    externals: [
      { name: 'site', ip: SITE_IP, location: 'underlay' as const, listen: siteListen },
      { name: 'internet', ip: INTERNET_IP, location: 'internet' as const, listen: ['tcp/443'] },
    ],
    vips: [{ ip: RANDOM_VIP, ref: 'service/default/svc:80' }],
  }));

/** A sender (a pod, a node or the underlay host) and a packet from its own address. */
export interface Send {
  from: string;
  packet: Packet;
}

const SENDERS: { ref: string; ip: string }[] = [
  ...PODS.map((p) => ({ ref: podRef(p.name), ip: p.ip })),
  ...HOSTS.map((h) => ({ ref: nodeRef(h.name), ip: h.ip })),
  { ref: 'external/site', ip: SITE_IP },
];

export const sendArb: fc.Arbitrary<Send> = fc
  .record({
    sender: fc.constantFrom(...SENDERS, SENDERS[0]!, SENDERS[0]!),
    dst: fc.constantFrom(...ADDRESSES, RANDOM_VIP, RANDOM_VIP, SITE_IP, INTERNET_IP),
    protocol: fc.constantFrom<Protocol>('tcp', 'tcp', 'udp', 'icmp'),
    srcPort: fc.integer({ min: 1024, max: 39999 }),
    dstPort: fc.constantFrom(...PORTS, 80, 80, 443, 9999),
    size: fc.constantFrom(64, 64, 64, 64, 1400, 1480, 1600),
    df: fc.boolean(),
    ttl: fc.constantFrom(128, 128, 128, 128, 128, 64, 3, 1),
  })
  .map(({ sender, dst, protocol, srcPort, dstPort, size, df, ttl }) => ({
    from: sender.ref,
    packet: protocol === 'icmp' ? ping(sender.ip, dst, srcPort, { size, df, ttl }) : packet(protocol, `${sender.ip}:${srcPort}`, `${dst}:${dstPort}`, { size, df, ttl }),
  }));
