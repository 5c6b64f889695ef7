// A pod's local endpoint: by the pod its origin names, else by its IP, the first HNS lists; never a remote one.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatIpv4, mustIpv4 } from '../../core/net/ip';
import type { HnsEndpoint } from '../../hns/model';
import { l2bridge, localEndpoint, remoteEndpoint, state } from '../testing/hns-objects';
import type { ResolvedPod } from '../scenario/resolve';
import { podEndpoints } from './pod-endpoints';

const pod = (name: string, ip: string, namespace = 'default') => ({ name, namespace, ip: mustIpv4(ip), ref: `pod/${namespace}/${name}` }) as ResolvedPod;
const of = (e: HnsEndpoint, name: string, namespace?: string): HnsEndpoint => ({ ...e, origin: { kind: 'Pod', name, namespace, by: 'CNI' } });

/** What the node's build did before, once per pod: two searches of the endpoint list. */
const searched = (eps: HnsEndpoint[], p: ResolvedPod) =>
  eps.find((e) => e.origin?.kind === 'Pod' && e.origin.name === p.name && e.origin.namespace === p.namespace && !e.isRemoteEndpoint) ?? eps.find((e) => !e.isRemoteEndpoint && e.ipAddress === formatIpv4(p.ip));

describe('podEndpoints', () => {
  it('takes the endpoint that names the pod before one with its IP, and never a remote endpoint', () => {
    const named = of(localEndpoint('named', '10.1.1.99'), 'web', 'default');
    const byIp = localEndpoint('by-ip', '10.1.1.10');
    const remote = of(remoteEndpoint('far', '10.1.1.11', '10.0.0.2'), 'api', 'default');
    const web = pod('web', '10.1.1.10');
    const api = pod('api', '10.1.1.11');
    const other = pod('web', '10.1.1.12', 'other');
    expect([...podEndpoints(state(l2bridge(), [byIp, remote, named]), [web, api, other])]).toEqual([
      [web, named],
      [api, undefined],
      [other, undefined],
    ]);
  });

  it('finds for every pod what searching the list for it finds', () => {
    const ips = fc.constantFrom('10.1.1.10', '10.1.1.11', '10.1.1.12');
    const names = fc.constantFrom('a', 'b');
    const namespaces = fc.constantFrom('default', 'other', undefined);
    const endpoint = fc.tuple(fc.nat(), ips, fc.option(fc.tuple(names, namespaces)), fc.boolean()).map(([n, ip, o, remote]) => {
      const e = remote ? remoteEndpoint(`e${n}`, ip, '10.0.0.2') : localEndpoint(`e${n}`, ip);
      return o ? of(e, o[0], o[1]) : e;
    });
    const pods = fc.array(fc.tuple(names, ips, fc.constantFrom('default', 'other')).map(([n, ip, ns]) => pod(n, ip, ns)), { maxLength: 5 });
    fc.assert(
      fc.property(fc.array(endpoint, { maxLength: 8 }), pods, (eps, ps) => {
        const got = podEndpoints(state(l2bridge(), eps), ps);
        for (const p of ps) expect(got.get(p)).toBe(searched(eps, p));
      }),
    );
  });
});
