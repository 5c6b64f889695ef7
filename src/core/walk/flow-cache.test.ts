// The unified flow table: a stateful match caches the port pass; repeating a packet on the same
// runtime takes the fast path; flows expire on the simulated clock; blocked flows stay blocked.
import { describe, expect, it } from 'vitest';
import {
  aclLayer,
  allow,
  block,
  buildWorld,
  dynnat,
  lbLayer,
  lbnat,
  natLayer,
  natPool,
  podMacOf,
  ip,
  podPortId,
  podRef,
  rule,
  tcp,
  walkFrom,
  type RuleOpts,
} from '../testing/builders';
import { CLIENT, N1, N2, patchHost, patchPod, SITE, twoNodes, VIP, WEB, WEB2, withPodLayers } from '../testing/fixtures';
import type { Trace } from '../trace/trace';
import type { WorldSpec } from '../testing/builders';

const flowHits = (t: Trace, leg: 'request' | 'reply' = 'request') => t.events.filter((e) => e.leg === leg && e.kind === 'flow-hit');
const layerEvents = (t: Trace, leg: 'request' | 'reply' = 'request') => t.events.filter((e) => e.leg === leg && e.kind === 'layer');

/** ACLs on both pods: client may send tcp/80, web may receive it (stateful layers and rules by default). */
function aclSpec(opts: RuleOpts = {}, layerStateful = true): WorldSpec {
  let s = withPodLayers(twoNodes(), CLIENT.name, aclLayer({ out: [allow('client-out-80', { proto: 'tcp', dstPorts: 80 }, opts)] }, { default: { out: 'block' }, stateful: layerStateful }));
  s = withPodLayers(s, WEB.name, aclLayer({ in: [allow('web-in-80', { proto: 'tcp', dstPorts: 80 }, opts)] }, { default: { in: 'block' }, stateful: layerStateful }));
  return s;
}
const syn = tcp(`${CLIENT.ip}:40000`, `${WEB.ip}:80`);

describe('repeating a packet on the same runtime', () => {
  const world = buildWorld(aclSpec());
  const first = walkFrom(world, podRef(CLIENT.name), syn);
  const second = walkFrom(world, podRef(CLIENT.name), syn, { runtime: first.runtime });

  it('the first packet takes the slow path: every layer is evaluated, no flow hit', () => {
    expect(flowHits(first.trace)).toEqual([]);
    expect(layerEvents(first.trace).map((e) => e.layer?.rule)).toEqual(['client-out-80', 'web-in-80']);
  });

  it('the repeat takes the fast path at both ports (flow-hit events, no layer evaluation)', () => {
    expect(flowHits(second.trace).map((e) => [e.at.port, e.at.direction])).toEqual([
      [podPortId(N1.name, CLIENT.name), 'out'],
      [podPortId(N1.name, WEB.name), 'in'],
    ]);
    expect(layerEvents(second.trace)).toEqual([]);
    expect(flowHits(second.trace).every((e) => e.flow?.hit === true && e.tone === 'flow')).toBe(true);
  });

  it('gives the same verdict and the same delivered packet', () => {
    expect(second.trace.request.verdict.outcome).toBe(first.trace.request.verdict.outcome);
    expect(second.trace.request.verdict.reason).toBe(first.trace.request.verdict.reason);
    expect(second.trace.request.delivered).toEqual(first.trace.request.delivered);
    expect(second.trace.reply?.delivered).toEqual(first.trace.reply?.delivered);
  });

  it('the reply of the first packet already used the reverse flows (fast path back)', () => {
    expect(flowHits(first.trace, 'reply').map((e) => [e.at.port, e.at.direction, e.flow?.reverse])).toEqual([
      [podPortId(N1.name, WEB.name), 'out', true],
      [podPortId(N1.name, CLIENT.name), 'in', true],
    ]);
    expect(layerEvents(first.trace, 'reply')).toEqual([]);
  });

  it('a fresh walk (no runtime passed) starts with no flows', () => {
    const again = walkFrom(world, podRef(CLIENT.name), syn);
    expect(again.trace).toEqual(first.trace);
  });

  it('another connection (other source port) is a new flow: slow path', () => {
    const other = walkFrom(world, podRef(CLIENT.name), tcp(`${CLIENT.ip}:40001`, `${WEB.ip}:80`), { runtime: first.runtime });
    expect(flowHits(other.trace)).toEqual([]);
  });

  it('a stateless layer whose rules are not stateful tracks no connection: the pass is cached, the reply is evaluated on its own', () => {
    const w2 = buildWorld(aclSpec({ stateful: false }, false));
    const a = walkFrom(w2, podRef(CLIENT.name), syn);
    // No reverse entry: the reply is evaluated by the layers (their defaults let it through here).
    expect(flowHits(a.trace, 'reply')).toEqual([]);
    expect(layerEvents(a.trace, 'reply').length).toBeGreaterThan(0);
    const entries = [...a.runtime.flows.values()].flatMap((t) => [...t.values()]);
    expect(entries.some((f) => f.reverse)).toBe(false);
    // The request's passes are in the unified flow table all the same: the repeat is one lookup per port.
    const b = walkFrom(w2, podRef(CLIENT.name), syn, { runtime: a.runtime });
    expect(flowHits(b.trace).map((e) => e.at.port)).toEqual([podPortId(N1.name, CLIENT.name), podPortId(N1.name, WEB.name)]);
    expect(layerEvents(b.trace)).toEqual([]);
  });

  it('a stateful rule in a stateless layer creates the flow', () => {
    const w2 = buildWorld(aclSpec({ stateful: true }, false));
    const a = walkFrom(w2, podRef(CLIENT.name), syn);
    const b = walkFrom(w2, podRef(CLIENT.name), syn, { runtime: a.runtime });
    expect(flowHits(b.trace)).toHaveLength(2);
  });

  it('a stateful layer tracks the connection even when no stateful rule matched (here: no rule at all)', () => {
    const s = withPodLayers(twoNodes(), WEB.name, aclLayer({}, { stateful: true }));
    const w2 = buildWorld(s);
    const a = walkFrom(w2, podRef(CLIENT.name), syn);
    expect(flowHits(a.trace, 'reply').map((e) => e.at.port)).toEqual([podPortId(N1.name, WEB.name)]);
    const b = walkFrom(w2, podRef(CLIENT.name), syn, { runtime: a.runtime });
    expect(flowHits(b.trace).map((e) => e.at.port)).toEqual([podPortId(N1.name, CLIENT.name), podPortId(N1.name, WEB.name)]);
  });
});

describe('flow expiry on the simulated clock', () => {
  // Flow TTL 30 s. Idle time = now − last use; a flow idle longer than its TTL is gone.
  const world = buildWorld(aclSpec({ ttl: 30 }));
  const at = (now: number) => {
    const first = walkFrom(world, podRef(CLIENT.name), syn, { now: 0 });
    return walkFrom(world, podRef(CLIENT.name), syn, { runtime: first.runtime, now }).trace;
  };

  it('a packet 30 s later (idle = TTL) still hits the flow', () => {
    expect(flowHits(at(30))).toHaveLength(2);
  });

  it('a packet 31 s later finds the flows expired: slow path again, same verdict', () => {
    const t = at(31);
    expect(flowHits(t)).toEqual([]);
    expect(layerEvents(t)).toHaveLength(2);
    expect(t.request.verdict.outcome).toBe('delivered');
  });

  it('each use refreshes a flow: packets every 20 s keep it alive past its TTL', () => {
    const a = walkFrom(world, podRef(CLIENT.name), syn, { now: 0 });
    walkFrom(world, podRef(CLIENT.name), syn, { runtime: a.runtime, now: 20 });
    const c = walkFrom(world, podRef(CLIENT.name), syn, { runtime: a.runtime, now: 40 });
    expect(flowHits(c.trace)).toHaveLength(2);
  });

  it('runtime.now follows the `now` option', () => {
    const a = walkFrom(world, podRef(CLIENT.name), syn, { now: 12 });
    expect(a.runtime.now).toBe(12);
  });
});

describe('a translated connection expires as a whole', () => {
  // Outbound NAT with a 10 s flow TTL. A packet from the outside host to the NAT'd (node IP, port)
  // is un-NATed to the pod while the connection lives; after it expired (100 s idle) it must not be.
  // endVisit (walk/windows.ts) stores the entry port's reverse flow with a fixed TTL of 240 s,
  // overwriting the 10 s reverse that the port pass stored.
  const world = buildWorld(patchPod(withPodLayers(twoNodes(), CLIENT.name, natLayer({ out: [rule('snat', dynnat(natPool('pool', N1.ip, 40000)), { proto: 'tcp' }, { ttl: 10 })] })), CLIENT.name, { listen: ['tcp/49152'] }));
  const lateFromSite = (now: number) => {
    const first = walkFrom(world, podRef(CLIENT.name), tcp(`${CLIENT.ip}:49152`, `${SITE.ip}:443`), { now: 0 });
    expect(first.trace.request.delivered!.packet.srcPort).toBe(40000);
    return walkFrom(world, 'external/site', tcp(`${SITE.ip}:443`, `${N1.ip}:40000`, { flags: 'ACK' }), { runtime: first.runtime, now, followReply: false }).trace;
  };

  it('within the TTL, a packet to the NAT port is un-NATed to the pod', () => {
    const t = lateFromSite(5);
    expect(t.request.delivered?.endpoint).toBe(podRef(CLIENT.name));
    expect(t.request.delivered!.packet.dstPort).toBe(49152);
  });

  it('after the TTL, the reverse flow is gone too: the packet is not un-NATed to the pod', () => {
    const t = lateFromSite(100);
    expect(flowHits(t).filter((e) => e.at.port === podPortId(N1.name, CLIENT.name))).toEqual([]);
    expect(t.request.delivered?.endpoint).not.toBe(podRef(CLIENT.name));
  });
});

describe('blocked flows', () => {
  const blocking = (stateful: boolean) => buildWorld(withPodLayers(twoNodes(), WEB.name, aclLayer({ in: [block('deny-web', { proto: 'tcp', dstPorts: 80 }, { stateful })] }, { stateful })));

  it('a packet blocked by a stateful rule is cached; the repeat is blocked on the fast path', () => {
    const world = blocking(true);
    const first = walkFrom(world, podRef(CLIENT.name), syn);
    const second = walkFrom(world, podRef(CLIENT.name), syn, { runtime: first.runtime });
    expect(first.trace.request.verdict.reason).toBe('ACL_DENY');
    const hits = flowHits(second.trace);
    expect(hits.map((e) => e.at.port)).toEqual([podPortId(N1.name, CLIENT.name), podPortId(N1.name, WEB.name)]);
    expect(hits.every((e) => e.tone === 'flow')).toBe(true);
    expect(layerEvents(second.trace)).toEqual([]);
    expect(second.trace.request.verdict).toMatchObject({
      outcome: 'dropped',
      reason: 'ACL_DENY',
      at: { port: podPortId(N1.name, WEB.name), direction: 'in', layer: 'ACL_ENDPOINT_LAYER', group: 'ACL_ENDPOINT_GROUP_IPV4_IN', rule: 'deny-web' },
    });
    expect(second.trace.request.verdict.message).toMatch(/first packet/);
  });

  it('drops are cached whatever the flags: a block in a stateless layer by a rule that is not stateful stays blocked on the fast path', () => {
    const world = blocking(false);
    const first = walkFrom(world, podRef(CLIENT.name), syn);
    const second = walkFrom(world, podRef(CLIENT.name), syn, { runtime: first.runtime });
    expect(layerEvents(second.trace)).toEqual([]);
    expect(flowHits(second.trace).at(-1)?.at.port).toBe(podPortId(N1.name, WEB.name));
    expect(second.trace.request.verdict).toMatchObject({ reason: 'ACL_DENY', at: { rule: 'deny-web' } });
  });
});

describe('translated flows on the fast path', () => {
  it('outbound NAT: the repeat reuses the cached NAT port and the pool does not advance', () => {
    const pool = natPool('pool', N1.ip, 40000);
    const world = buildWorld(withPodLayers(twoNodes(), CLIENT.name, natLayer({ out: [rule('snat', dynnat(pool), { proto: 'tcp' })] })));
    const p = tcp(`${CLIENT.ip}:49152`, `${SITE.ip}:443`);
    const first = walkFrom(world, podRef(CLIENT.name), p);
    const second = walkFrom(world, podRef(CLIENT.name), p, { runtime: first.runtime });
    expect(flowHits(second.trace)[0]?.at.port).toBe(podPortId(N1.name, CLIENT.name));
    expect(second.trace.request.delivered).toEqual(first.trace.request.delivered);
    expect(second.trace.request.delivered!.packet.srcPort).toBe(40000);
    expect(second.trace.reply?.delivered).toEqual(first.trace.reply?.delivered);
    // A new connection gets the next port.
    const third = walkFrom(world, podRef(CLIENT.name), tcp(`${CLIENT.ip}:49153`, `${SITE.ip}:443`), { runtime: first.runtime });
    expect(third.trace.request.delivered!.packet.srcPort).toBe(40001);
  });

  it('load balancing: the repeat keeps the backend the flow pinned, without a new LB decision', () => {
    const backends = [
      { ip: WEB.ip, port: 80, endpoint: podRef(WEB.name), mac: podMacOf(WEB.ip) },
      { ip: WEB2.ip, port: 80, endpoint: podRef(WEB2.name) },
    ];
    const world = buildWorld(withPodLayers(twoNodes(), CLIENT.name, lbLayer([rule('lb', lbnat(backends), { dst: VIP, proto: 'tcp', dstPorts: 80 })])));
    const p = tcp(`${CLIENT.ip}:49152`, `${VIP}:80`);
    const first = walkFrom(world, podRef(CLIENT.name), p);
    const second = walkFrom(world, podRef(CLIENT.name), p, { runtime: first.runtime });
    expect(second.trace.request.delivered).toEqual(first.trace.request.delivered);
    expect(second.trace.events.some((e) => e.lb)).toBe(false);
    expect(flowHits(second.trace)[0]?.transpositions?.map((x) => x.kind)).toContain('dnat');
    expect([N1.name, N2.name]).toContain(second.trace.request.delivered?.node);
  });
});

describe('flows of the reply do not overwrite the flows of the request', () => {
  // n2's host vNIC DNATs what n2 routes to web:80 towards client:80 (a stateful layer). The reply
  // comes back to n2's host vNIC, is un-DNATed by the reverse flow (source → web:80), hairpins out
  // and, routed by the VPC router, crosses the host vNIC IN a second time on the slow path. That
  // pass stores "the reverse of the reply" — key web2:40000 → web:80 at the host vNIC OUT — which is
  // exactly the key of the request's own flow there, and replaces it: the repeated request then
  // finds a flow without the DNAT and goes to web, where nothing listens.
  const spec = (): WorldSpec => {
    let s: WorldSpec = { ...twoNodes(), underlay: { ...twoNodes().underlay, kind: 'vpc' } };
    s = patchHost(s, N2.name, { hostPortLayers: [aclLayer({ out: [rule('dnat-web', { type: 'nat', dst: ip(CLIENT.ip), dstPort: 80 }, { dst: WEB.ip })] })] });
    s = patchPod(s, CLIENT.name, { listen: ['tcp/80'] });
    return patchPod(s, WEB.name, { listen: [] });
  };
  const p = tcp(`${WEB2.ip}:40000`, `${WEB.ip}:80`);

  it('the first packet is DNATed to the client and answered', () => {
    const first = walkFrom(buildWorld(spec()), podRef(WEB2.name), p);
    expect(first.trace.request.delivered?.endpoint).toBe(podRef(CLIENT.name));
    expect(first.trace.reply?.verdict.outcome).toBe('delivered');
  });

  it('the repeated packet is DNATed the same way (same verdict, same delivered packet)', () => {
    const world = buildWorld(spec());
    const first = walkFrom(world, podRef(WEB2.name), p);
    const second = walkFrom(world, podRef(WEB2.name), p, { runtime: first.runtime });
    expect(second.trace.request.verdict.outcome).toBe('delivered');
    expect(second.trace.request.delivered).toEqual(first.trace.request.delivered);
  });
});

